import { DomainError, type PublicErrorCode } from '../../errors';

export type TradeErrorReason = 'validation_error' | 'trade_not_found' | 'import_not_found' | 'invalid_stop';

function codeOf(reason: TradeErrorReason): PublicErrorCode {
  switch (reason) {
    case 'validation_error':
    case 'invalid_stop':
      return 'BAD_USER_INPUT';
    case 'trade_not_found':
    case 'import_not_found':
      return 'NOT_FOUND';
  }
}

/** A trades request refused as given; nothing of it was stored. */
export class TradeError extends DomainError<TradeErrorReason> {
  constructor(reason: TradeErrorReason, message: string) {
    super(reason, codeOf(reason), message);
  }
}

export const tradeNotFound = () => new TradeError('trade_not_found', 'That trade does not exist. It may have been rebuilt by a later import: reload your trades.');

export const importNotFound = () => new TradeError('import_not_found', 'That import holds no trades of yours: it may have been undone, or added nothing new.');
