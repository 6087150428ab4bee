import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server's own words when it refused (a stop on the wrong side, notes too long); else a plain failure. */
export function messageOf(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    if (first?.message) return first.message;
  }
  return 'The change could not be saved. Please try again.';
}
