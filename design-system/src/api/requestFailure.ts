import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/**
 * What went wrong with a call to the API, in the terms the page reports it: the server refused it
 * with a message meant for the trader, the caller is not signed in, the server answered with no
 * usable message (a proxy's error page, a crash), or it could not be reached at all.
 */
export type RequestFailure =
  | { kind: 'refused'; message: string }
  | { kind: 'unauthenticated' }
  | { kind: 'failed' }
  | { kind: 'unreachable' };

interface ErrorEntry {
  message?: unknown;
  extensions?: { code?: unknown };
}

interface ErrorBody {
  errors?: readonly ErrorEntry[];
  message?: unknown;
  details?: unknown;
}

export function requestFailureOf(error: unknown): RequestFailure {
  if (CombinedGraphQLErrors.is(error)) return failureOfErrors(error.errors);
  if (ServerError.is(error)) {
    if (error.statusCode === 401) return { kind: 'unauthenticated' };
    const body = parseBody(error.bodyText);
    if (body?.errors) return failureOfErrors(body.errors);
    // The REST shape of SPEC §3: the detail first, then the message.
    const message = body?.details || body?.message;
    return typeof message === 'string' ? { kind: 'refused', message } : { kind: 'failed' };
  }
  if (ServerParseError.is(error)) return { kind: 'failed' };
  return { kind: 'unreachable' };
}

function failureOfErrors(errors: readonly ErrorEntry[]): RequestFailure {
  const [first] = errors;
  if (first?.extensions?.code === 'UNAUTHENTICATED') return { kind: 'unauthenticated' };
  return typeof first?.message === 'string' && first.message ? { kind: 'refused', message: first.message } : { kind: 'failed' };
}

function parseBody(text: string): ErrorBody | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as ErrorBody) : null;
  } catch {
    return null;
  }
}

/**
 * The server's own words when it refused a request (a stop on the wrong side, an answer out of
 * range, the read-only demo journal), for a failure's description; null when it gave none (a
 * network failure, a crash), and the failure's title says enough.
 */
export function refusalOf(error: unknown): string | null {
  // A GraphQL refusal's first message, whatever its code ('Authentication required…' included).
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || null;
  const failure = requestFailureOf(error);
  return failure.kind === 'refused' ? failure.message : null;
}
