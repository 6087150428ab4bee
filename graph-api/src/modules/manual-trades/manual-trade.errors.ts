import { DomainError, type PublicErrorCode } from '../../errors';

export type ManualTradeErrorReason = 'validation_error' | 'imported_trade' | 'position_closed';

function codeOf(reason: ManualTradeErrorReason): PublicErrorCode {
  switch (reason) {
    case 'validation_error':
      return 'BAD_USER_INPUT';
    case 'imported_trade':
    case 'position_closed':
      return 'CONFLICT';
  }
}

/** A manual trade request refused as given; nothing of it was stored. */
export class ManualTradeError extends DomainError<ManualTradeErrorReason> {
  constructor(reason: ManualTradeErrorReason, message: string) {
    super(reason, codeOf(reason), message);
  }
}

/** A form refused field by field: each field's reason in `fields`, all of them in the message. */
export function fieldsRefused(fields: Readonly<Record<string, string>>): ManualTradeError {
  const error = new ManualTradeError('validation_error', Object.values(fields).join(' '));
  error.fields = fields;
  return error;
}
