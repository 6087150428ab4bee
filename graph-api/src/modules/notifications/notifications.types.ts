import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { Notification } from './notification.entity';

export enum NotificationKindValue {
  INSIGHT = 'insight',
  RISK_BREACH = 'risk_breach',
  REPORT = 'report',
  BROKER_SYNC = 'broker_sync',
}

registerEnumType(NotificationKindValue, { name: 'NotificationKind', description: 'What a notification tells of: a new insight, a broken risk rule, a report, a broker sync that stopped.' });

@ObjectType('Notification', { description: 'An entry of the notification centre.' })
export class NotificationView {
  @Field(() => ID)
  id!: string;

  @Field(() => NotificationKindValue)
  kind!: NotificationKindValue;

  @Field()
  title!: string;

  @Field()
  text!: string;

  @Field({ description: 'The app path it opens: its trades, insight or report.' })
  link!: string;

  @Field()
  createdAt!: Date;

  @Field(() => Date, { nullable: true })
  readAt!: Date | null;

  static of(notification: Notification): NotificationView {
    return Object.assign(new NotificationView(), {
      id: String(notification.id),
      kind: notification.kind as NotificationKindValue,
      title: notification.title,
      text: notification.text,
      link: notification.link,
      createdAt: notification.createdAt,
      readAt: notification.readAt,
    });
  }
}

@ObjectType('NotificationCentre', { description: "The bell's list, newest first, and how many are unread." })
export class NotificationCentreView {
  @Field(() => [NotificationView])
  items!: NotificationView[];

  @Field(() => Int)
  unreadCount!: number;
}
