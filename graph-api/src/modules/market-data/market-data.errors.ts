import { DomainError, type PublicErrorCode } from '../../errors';

export type MarketDataErrorReason = 'validation_error' | 'row_error' | 'format_error' | 'trade_not_found';

function codeOf(reason: MarketDataErrorReason): PublicErrorCode {
  switch (reason) {
    case 'validation_error':
    case 'row_error':
    case 'format_error':
      return 'BAD_USER_INPUT';
    case 'trade_not_found':
      return 'NOT_FOUND';
  }
}

/** A market-data request refused as given (a bad parameter, a bad candle file); nothing of it was stored. */
export class MarketDataError extends DomainError<MarketDataErrorReason> {
  constructor(
    reason: MarketDataErrorReason,
    message: string,
    /** The line of a candle file that stopped its import. */
    readonly line: number | null = null,
  ) {
    super(reason, codeOf(reason), message);
  }
}

export const badParameter = (message: string) => new MarketDataError('validation_error', message);
