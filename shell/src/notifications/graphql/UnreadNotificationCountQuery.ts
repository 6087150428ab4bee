import { gql } from '@apollo/client';

/** The bell's count, asked every minute and when the window gets the focus. */
export const UNREAD_NOTIFICATION_COUNT_QUERY = gql`
  query UnreadNotificationCount {
    unreadNotificationCount
  }
`;
