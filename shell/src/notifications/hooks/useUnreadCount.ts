import { useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import type { UnreadNotificationCountQuery } from '../../__generated__/graphql';
import { UNREAD_NOTIFICATION_COUNT_QUERY } from '../graphql/UnreadNotificationCountQuery';

/** A minute: a breach found by a scheduled sync or an import in another tab shows without a reload. */
export const UNREAD_POLL_MS = 60_000;

/** The bell's unread count, asked again every minute and whenever the window gets the focus. */
export function useUnreadCount(): { unread: number; refetch: () => void } {
  const query = useQuery<UnreadNotificationCountQuery>(UNREAD_NOTIFICATION_COUNT_QUERY, { pollInterval: UNREAD_POLL_MS, fetchPolicy: 'cache-and-network' });
  const { refetch } = query;
  useEffect(() => {
    const onFocus = () => void refetch().catch(() => undefined);
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);
  return { unread: query.data?.unreadNotificationCount ?? 0, refetch: () => void refetch().catch(() => undefined) };
}
