import { DomainError, type PublicErrorCode } from '../../errors';

export type SettingsErrorReason = 'validation_error';

function codeOf(reason: SettingsErrorReason): PublicErrorCode {
  switch (reason) {
    case 'validation_error':
      return 'BAD_USER_INPUT';
  }
}

export class SettingsError extends DomainError<SettingsErrorReason> {
  constructor(reason: SettingsErrorReason, message: string) {
    super(reason, codeOf(reason), message);
  }
}
