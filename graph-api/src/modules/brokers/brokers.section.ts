import type { UserDataSection } from '../../infra/users';
import { BrokerConnection } from './broker-connection.entity';

/** The export names the connected platforms and when; the sealed credentials never leave. */
export const brokerConnectionsSection: UserDataSection = {
  name: 'brokerConnections',
  async export(em, userId) {
    const connections = await em.find(BrokerConnection, { user: userId }, { orderBy: { platform: 'asc' } });
    return connections.map(({ platform, createdAt, updatedAt, expiresAt }) => ({ platform, createdAt, updatedAt, expiresAt }));
  },
  async deleteAll(em, userId) {
    await em.nativeDelete(BrokerConnection, { user: userId });
  },
};
