import { DomainError, type PublicErrorCode } from '../../errors';

export type CoachingErrorReason = 'validation_error' | 'assessment_required' | 'playbook_not_found';

function codeOf(reason: CoachingErrorReason): PublicErrorCode {
  switch (reason) {
    case 'validation_error':
      return 'BAD_USER_INPUT';
    case 'assessment_required':
      return 'CONFLICT';
    case 'playbook_not_found':
      return 'NOT_FOUND';
  }
}

/** A coaching request refused as given; nothing of it was stored. */
export class CoachingError extends DomainError<CoachingErrorReason> {
  constructor(reason: CoachingErrorReason, message: string) {
    super(reason, codeOf(reason), message);
  }
}

export const invalidAssessment = (message: string) => new CoachingError('validation_error', message);
export const assessmentRequired = () => new CoachingError('assessment_required', 'Complete the psychology assessment before generating a Play Book.');
export const playbookNotFound = () => new CoachingError('playbook_not_found', 'That Play Book does not exist.');
