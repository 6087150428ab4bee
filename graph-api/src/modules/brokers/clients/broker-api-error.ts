/** A broker API refused or failed a call; the message is written for the trader and never holds a credential. */
export type BrokerApiErrorKind = 'auth' | 'rate_limited' | 'unavailable' | 'bad_request' | 'bad_response';

export class BrokerApiError extends Error {
  constructor(
    readonly kind: BrokerApiErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'BrokerApiError';
  }

  get retryable(): boolean {
    return this.kind === 'rate_limited' || this.kind === 'unavailable';
  }
}
