// The public entry of modules/notifications: what other modules and app.ts may use (a lint refuses imports past it).
import { type ApiModule, serviceWiring } from '../../api-module';
import { Notification } from './notification.entity';
import { NotificationsResolver } from './notifications.resolver';
import { wireNotifications } from './wiring';

export const notificationsModule = {
  name: 'notifications',
  entities: [Notification],
  resolvers: [NotificationsResolver],
  mount: ({ services: { notifications } }) => ({ resolvers: [new NotificationsResolver(notifications)], routes: [] }),
  services: serviceWiring(wireNotifications, { settings: true }),
} satisfies ApiModule;

// What other modules may use.
export { insightNotifications } from './insight-notifications';
export { type NotificationKind, NOTIFICATION_KINDS } from './notification.entity';
export { notificationsSection } from './notifications.section';
export { type NewNotification, NotificationService } from './notifications.service';
