import { DomainError, type PublicErrorCode } from '../../errors';

export type JournalErrorReason = 'validation_error' | 'tag_not_found' | 'tag_name_taken';

function codeOf(reason: JournalErrorReason): PublicErrorCode {
  switch (reason) {
    case 'validation_error':
    case 'tag_not_found':
      return 'BAD_USER_INPUT';
    case 'tag_name_taken':
      return 'CONFLICT';
  }
}

/** A journal request refused as given; nothing of it was stored. */
export class JournalError extends DomainError<JournalErrorReason> {
  constructor(reason: JournalErrorReason, message: string) {
    super(reason, codeOf(reason), message);
  }
}

export const tagNotFound = () => new JournalError('tag_not_found', 'That tag does not exist. Reload your tags and try again.');
