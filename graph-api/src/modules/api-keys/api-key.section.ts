import type { UserDataSection } from '../../infra/users';
import { ApiKey } from './api-key.entity';

export const apiKeysSection: UserDataSection = {
  name: 'apiKeys',
  async export(em, userId) {
    const keys = await em.find(ApiKey, { user: userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return keys.map(({ id, name, prefix, createdAt, lastUsedAt, revokedAt }) => ({ id, name, prefix, createdAt, lastUsedAt, revokedAt }));
  },
  async deleteAll(em, userId) {
    await em.nativeDelete(ApiKey, { user: userId });
  },
};
