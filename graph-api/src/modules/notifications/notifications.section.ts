import type { UserDataSection } from '../../infra/users';
import { Notification } from './notification.entity';

/** The notification centre in Export All Data, and gone with Delete Account. */
export const notificationsSection: UserDataSection = {
  name: 'notifications',
  async export(em, userId) {
    const rows = await em.find(Notification, { user: userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return rows.map(({ id, kind, title, text, link, createdAt, readAt }) => ({ id, kind, title, text, link, createdAt, readAt }));
  },
  async deleteAll(em, userId) {
    await em.nativeDelete(Notification, { user: userId });
  },
  deleteActivityBefore(em, userId, cutoff) {
    return em.nativeDelete(Notification, { user: userId, createdAt: { $lt: cutoff } });
  },
};
