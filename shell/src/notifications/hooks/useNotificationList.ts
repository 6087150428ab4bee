import { useMutation, useQuery } from '@apollo/client/react';
import { ianaZoneOf } from '@tj/design-system';
import type { MarkAllNotificationsReadMutation, MarkNotificationReadMutation, NotificationsQuery } from '../../__generated__/graphql';
import { MARK_ALL_NOTIFICATIONS_READ_MUTATION } from '../graphql/MarkAllNotificationsReadMutation';
import { MARK_NOTIFICATION_READ_MUTATION } from '../graphql/MarkNotificationReadMutation';
import { NOTIFICATIONS_QUERY } from '../graphql/NotificationsQuery';

export type NotificationItem = NotificationsQuery['notifications']['items'][number];

// After a mark, the bell's count and the list are asked again: the server decides what is unread.
const REFETCH = ['UnreadNotificationCount', 'Notifications'];

/** The list the bell opens (asked only while it is open), and its marks. */
export function useNotificationList(open: boolean) {
  const query = useQuery<NotificationsQuery>(NOTIFICATIONS_QUERY, { skip: !open, fetchPolicy: 'network-only' });
  const [markRead] = useMutation<MarkNotificationReadMutation>(MARK_NOTIFICATION_READ_MUTATION, { refetchQueries: REFETCH });
  const [markAllRead, markingAll] = useMutation<MarkAllNotificationsReadMutation>(MARK_ALL_NOTIFICATIONS_READ_MUTATION, { refetchQueries: REFETCH });
  return {
    items: query.data?.notifications.items,
    unread: query.data?.notifications.unreadCount ?? 0,
    timeZone: ianaZoneOf(query.data?.settings.timezone),
    loading: query.loading && !query.data,
    failed: Boolean(query.error) && !query.data,
    retry: () => void query.refetch().catch(() => undefined),
    markRead: (id: string) => void markRead({ variables: { id } }).catch(() => undefined),
    markAllRead: () => void markAllRead().catch(() => undefined),
    markingAll: markingAll.loading,
  };
}
