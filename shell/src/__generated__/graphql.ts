/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** What a notification tells of: a new insight, a broken risk rule, a report, a broker sync that stopped. */
export type NotificationKind =
  | 'BROKER_SYNC'
  | 'INSIGHT'
  | 'REPORT'
  | 'RISK_BREACH';

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: number };

export type MarkNotificationReadMutationVariables = Exact<{
  id: string | number;
}>;


export type MarkNotificationReadMutation = { markNotificationRead: { id: string, readAt: string | null } };

export type NotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationsQuery = { notifications: { unreadCount: number, items: Array<{ id: string, kind: NotificationKind, title: string, text: string, link: string, createdAt: string, readAt: string | null }> }, settings: { timezone: string } };

export type UnreadNotificationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationCountQuery = { unreadNotificationCount: number };
