import { DomainError } from '../../errors';

export type BreakdownsErrorReason = 'unknown_bucket';

export class BreakdownsError extends DomainError<BreakdownsErrorReason> {
  constructor(reason: BreakdownsErrorReason, message: string) {
    super(reason, 'BAD_USER_INPUT', message);
  }
}
