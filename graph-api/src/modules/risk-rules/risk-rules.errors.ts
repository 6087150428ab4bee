import { DomainError, type PublicErrorCode } from '../../errors';

export type RiskRuleErrorReason = 'validation_error';

function codeOf(reason: RiskRuleErrorReason): PublicErrorCode {
  switch (reason) {
    case 'validation_error':
      return 'BAD_USER_INPUT';
  }
}

export class RiskRuleError extends DomainError<RiskRuleErrorReason> {
  constructor(reason: RiskRuleErrorReason, message: string) {
    super(reason, codeOf(reason), message);
  }
}
