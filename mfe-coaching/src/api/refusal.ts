import { CombinedGraphQLErrors } from '@apollo/client/errors';

/**
 * The server's own words when it refused a request (an assessment answer out of range, the
 * read-only demo journal), for the description of the failure toast; null when it gave none (a
 * network failure), and the toast's title says enough.
 */
export function refusalOf(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  return error.errors[0]?.message || null;
}
