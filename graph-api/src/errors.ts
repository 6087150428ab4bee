/** What a client may be told went wrong. Anything else is reported as an internal error. */
export type PublicErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'SERVICE_UNAVAILABLE';

/**
 * An error whose message was written for the client. Domain modules throw it (or a subclass);
 * it is the only kind of error whose message leaves the server, over GraphQL or REST alike.
 */
export class PublicError extends Error {
  override readonly name = 'PublicError';

  constructor(
    readonly code: PublicErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export function httpStatusOf(code: PublicErrorCode): number {
  switch (code) {
    case 'BAD_REQUEST':
      return 400;
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'CONFLICT':
      return 409;
    case 'PAYLOAD_TOO_LARGE':
      return 413;
    case 'SERVICE_UNAVAILABLE':
      return 503;
  }
}
