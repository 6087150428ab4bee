import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import type { Clock } from '../../clock';
import { User } from '../../infra/users';
import { Notification, type NotificationKind } from './notification.entity';
import { notificationNotFound, NotificationError } from './notifications.errors';

/** The bell's list shows this many by default, and never more than the maximum in one answer. */
export const DEFAULT_NOTIFICATIONS = 30;
export const MAX_NOTIFICATIONS = 100;

export interface NewNotification {
  kind: NotificationKind;
  title: string;
  text: string;
  /** The app path it opens (its trades, insight or report). */
  link: string;
  /** The event it tells of ("insight:pattern:hour:11", "risk:3:2026-07-15"): the same event twice is one notification. */
  dedupeKey: string;
}

const clip = (value: string, length: number) => (value.length <= length ? value : `${value.slice(0, length - 1)}…`);

/** The notification table's one owner: what other modules tell the trader, and the bell's reads and marks. */
export class NotificationService {
  constructor(private readonly clock: Clock) {}

  /**
   * Adds the user's notifications in the caller's transaction; one whose event is already told
   * (its dedupe key) is left out, so a breach seen by two processes or two imports is told once.
   */
  async add(em: EntityManager, userId: number, notifications: readonly NewNotification[]): Promise<void> {
    if (notifications.length === 0) return;
    const createdAt = this.clock.now();
    const rows = notifications.map(({ kind, title, text, link, dedupeKey }) => ({
      user: em.getReference(User, userId),
      kind,
      title: clip(title, 200),
      text: clip(text, 1000),
      link: clip(link, 500),
      dedupeKey: clip(dedupeKey, 191),
      createdAt,
      readAt: null,
    }));
    await (em as SqlEntityManager).createQueryBuilder(Notification).insert(rows).onConflict(['user', 'dedupeKey']).ignore().execute();
  }

  /** Whether the user was already told of the event with this key (a report sent for its period, say). */
  async has(em: EntityManager, userId: number, dedupeKey: string): Promise<boolean> {
    return (await em.count(Notification, { user: userId, dedupeKey: clip(dedupeKey, 191) })) > 0;
  }

  /** The user's newest notifications first. */
  list(em: EntityManager, userId: number, limit = DEFAULT_NOTIFICATIONS): Promise<Notification[]> {
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_NOTIFICATIONS) {
      throw new NotificationError('validation_error', `limit must be a whole number from 1 to ${MAX_NOTIFICATIONS}.`);
    }
    return em.find(Notification, { user: userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit });
  }

  unreadCount(em: EntityManager, userId: number): Promise<number> {
    return em.count(Notification, { user: userId, readAt: null });
  }

  /** Marks one of the user's own notifications read; another user's is "not found" and untouched. */
  async markRead(em: EntityManager, userId: number, id: number): Promise<Notification> {
    const notification = await em.findOne(Notification, { id, user: userId });
    if (!notification) throw notificationNotFound();
    notification.readAt ??= this.clock.now();
    await em.flush();
    return notification;
  }

  /** Marks every unread notification of the user read; answers how many were. */
  markAllRead(em: EntityManager, userId: number): Promise<number> {
    return em.nativeUpdate(Notification, { user: userId, readAt: null }, { readAt: this.clock.now() });
  }
}
