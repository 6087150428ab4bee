/** The notification centre's words (docs/reports-and-alerts.md). */
export const NOTIFICATION_TEXTS = {
  // Not "Notifications": that is the name of the toasts' region, which is always on the page.
  title: 'Notification centre',
  markAllRead: 'Mark all read',
  loading: 'Loading notifications…',
  empty: 'No notifications yet. Risk rule breaches, new insights and reports will appear here.',
  failed: 'Notifications could not be loaded.',
  retry: 'Try again',
  unread: 'Unread',
} as const;

/** The bell's accessible name: the count in words, so a screen reader says it with the button. */
export function bellLabel(unread: number): string {
  if (unread === 0) return 'Notifications, none unread';
  return `Notifications, ${unread} unread`;
}

/** What the polite live region says when the count rises or falls. */
export function unreadAnnouncement(unread: number): string {
  if (unread === 0) return 'No unread notifications';
  return unread === 1 ? '1 unread notification' : `${unread} unread notifications`;
}
