/** What a client may be told went wrong. Anything else is reported as an internal error. */
export type PublicErrorCode =
  | 'BAD_REQUEST'
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE'
  /** A write by the demo journal's read-only session (403). */
  | 'DEMO_READ_ONLY';

/**
 * An error whose message was written for the client. Domain modules throw a DomainError subclass;
 * it is the only kind of error whose message leaves the server, over GraphQL or REST alike.
 */
export class PublicError extends Error {
  override readonly name: string = 'PublicError';

  constructor(
    readonly code: PublicErrorCode,
    message: string,
  ) {
    super(message);
  }

  /**
   * For a form refused field by field (manual trades, docs/journal.md): each refused field's name
   * and its reason, sent beside the message (REST `fields`, GraphQL `extensions.fields`).
   */
  fields: Readonly<Record<string, string>> | null = null;

  /** The `error` field of a REST answer (SPEC §3, §8). */
  get restError(): string {
    return this.code;
  }
}

/**
 * The base of each domain module's error type (AuthError, SettingsError, ApiKeyError…). Besides the
 * public code (HTTP status, GraphQL `extensions.code`) it carries a `reason`, the machine-readable
 * `error` of the REST answer (`oauth_account`, `validation_error`, …), and, for rate limits, the
 * seconds to wait. Each subclass maps its reasons to codes in one exhaustive switch.
 */
export abstract class DomainError<Reason extends string = string> extends PublicError {
  constructor(
    readonly reason: Reason,
    code: PublicErrorCode,
    message: string,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(code, message);
  }

  override get restError(): string {
    return this.reason;
  }
}

export function httpStatusOf(code: PublicErrorCode): number {
  switch (code) {
    case 'BAD_REQUEST':
    case 'BAD_USER_INPUT':
      return 400;
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
    case 'DEMO_READ_ONLY':
      return 403;
    case 'NOT_FOUND':
      return 404;
    case 'CONFLICT':
      return 409;
    case 'PAYLOAD_TOO_LARGE':
      return 413;
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 415;
    case 'TOO_MANY_REQUESTS':
      return 429;
    case 'SERVICE_UNAVAILABLE':
      return 503;
  }
}
