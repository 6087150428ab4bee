import { DomainError, type PublicErrorCode } from '../../errors';

export type NotificationErrorReason = 'notification_not_found' | 'validation_error';

function codeOf(reason: NotificationErrorReason): PublicErrorCode {
  switch (reason) {
    case 'notification_not_found':
      return 'NOT_FOUND';
    case 'validation_error':
      return 'BAD_USER_INPUT';
  }
}

export class NotificationError extends DomainError<NotificationErrorReason> {
  constructor(reason: NotificationErrorReason, message: string) {
    super(reason, codeOf(reason), message);
  }
}

export const notificationNotFound = () => new NotificationError('notification_not_found', 'That notification does not exist.');
