import { gql } from '@apollo/client';

/** The bell's list, newest first, with the trader's zone its times are shown in. */
export const NOTIFICATIONS_QUERY = gql`
  query Notifications {
    notifications(limit: 30) {
      unreadCount
      items {
        id
        kind
        title
        text
        link
        createdAt
        readAt
      }
    }
    settings {
      timezone
    }
  }
`;
