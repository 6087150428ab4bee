import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../../infra/users';

/** What a notification is about, and so where its link goes (docs/reports-and-alerts.md). */
export const NOTIFICATION_KINDS = ['insight', 'risk_breach', 'report', 'broker_sync'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * One entry of a trader's notification centre (the bell in the header). Activity, not journal:
 * removed by the Data retention setting (DECISIONS §1 "Settings save nothing").
 */
@Entity({ tableName: 'notification' })
// The bell's list (newest first) and its unread count read by user and time.
@Index({ properties: ['user', 'createdAt'] })
// One notification per event, even when two API processes see it: an insight found, one rule's breach on one day.
@Unique({ properties: ['user', 'dedupeKey'] })
export class Notification {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { index: false })
  user!: User;

  @Property({ type: 'string', length: 16 })
  kind!: NotificationKind;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'string', length: 1000 })
  text!: string;

  /** The app path it opens: its trades, insight or report. */
  @Property({ type: 'string', length: 500 })
  link!: string;

  @Property({ type: 'string', length: 191 })
  dedupeKey!: string;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  readAt: Date | null = null;
}
