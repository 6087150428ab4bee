import { DomainError, type PublicErrorCode } from '../../errors';

export type AccountErrorReason = 'confirmation_mismatch';

function codeOf(reason: AccountErrorReason): PublicErrorCode {
  switch (reason) {
    case 'confirmation_mismatch':
      return 'BAD_USER_INPUT';
  }
}

export class AccountError extends DomainError<AccountErrorReason> {
  constructor(reason: AccountErrorReason, message: string) {
    super(reason, codeOf(reason), message);
  }
}
