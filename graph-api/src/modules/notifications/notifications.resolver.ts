import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { callerOf, type GraphQLContext } from '../../graphql/context';
import { notificationNotFound } from './notifications.errors';
import { DEFAULT_NOTIFICATIONS, MAX_NOTIFICATIONS, NotificationService } from './notifications.service';
import { NotificationCentreView, NotificationView } from './notifications.types';

@Resolver()
export class NotificationsResolver {
  constructor(private readonly centre: NotificationService) {}

  @Authorized()
  @Query(() => NotificationCentreView, { description: "The caller's notifications, newest first, with the unread count." })
  async notifications(
    @Arg('limit', () => Int, { defaultValue: DEFAULT_NOTIFICATIONS, description: `1 to ${MAX_NOTIFICATIONS}.` }) limit: number,
    @Ctx() context: GraphQLContext,
  ): Promise<NotificationCentreView> {
    const { userId } = callerOf(context);
    const items = (await this.centre.list(context.em, userId, limit)).map(NotificationView.of);
    return Object.assign(new NotificationCentreView(), { items, unreadCount: await this.centre.unreadCount(context.em, userId) });
  }

  @Authorized()
  @Query(() => Int, { description: "How many of the caller's notifications are unread (the bell's count)." })
  unreadNotificationCount(@Ctx() context: GraphQLContext): Promise<number> {
    return this.centre.unreadCount(context.em, callerOf(context).userId);
  }

  @Authorized()
  @Mutation(() => NotificationView)
  async markNotificationRead(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext): Promise<NotificationView> {
    if (!/^\d{1,15}$/.test(id)) throw notificationNotFound();
    return NotificationView.of(await this.centre.markRead(context.em, callerOf(context).userId, Number(id)));
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Marks every unread notification of the caller read; answers how many were.' })
  markAllNotificationsRead(@Ctx() context: GraphQLContext): Promise<number> {
    return this.centre.markAllRead(context.em, callerOf(context).userId);
  }
}
