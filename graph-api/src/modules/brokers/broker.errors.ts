import { DomainError, type PublicErrorCode } from '../../errors';

export type BrokerErrorReason = 'validation_error' | 'unknown_platform' | 'not_connected' | 'broker_auth' | 'broker_rate_limited' | 'broker_unavailable';

function codeOf(reason: BrokerErrorReason): PublicErrorCode {
  switch (reason) {
    case 'validation_error':
    case 'unknown_platform':
    case 'not_connected':
    case 'broker_auth':
      return 'BAD_USER_INPUT';
    case 'broker_rate_limited':
      return 'TOO_MANY_REQUESTS';
    case 'broker_unavailable':
      return 'SERVICE_UNAVAILABLE';
  }
}

/** What an API import refuses or fails with before anything is stored; the message is shown to the trader as it is. */
export class BrokerError extends DomainError<BrokerErrorReason> {
  constructor(
    reason: BrokerErrorReason,
    message: string,
    /** A broker's rate limit, outage or timeout: the same call later may succeed (a scheduled sync is retried with backoff). */
    readonly retryable = false,
  ) {
    super(reason, codeOf(reason), message);
  }
}
