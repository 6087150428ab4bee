import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../clock';
import type { SecretBox } from '../auth';
import { User } from '../../infra/users';
import { BrokerConnection } from './broker-connection.entity';

/**
 * Stored broker access, sealed with the app's key and bound to the user and platform (a sealed
 * value copied to another row does not open). What is inside is never returned to a browser.
 */
export class BrokerConnectionService {
  constructor(
    private readonly box: SecretBox,
    private readonly clock: Clock,
  ) {}

  async read<Secrets>(em: EntityManager, userId: number, platform: string): Promise<Secrets | null> {
    const connection = await em.findOne(BrokerConnection, { user: userId, platform });
    if (!connection) return null;
    return JSON.parse(this.box.open(connection.sealedSecrets, contextOf(userId, platform))) as Secrets;
  }

  async save(em: EntityManager, userId: number, platform: string, secrets: object, expiresAt: Date | null = null): Promise<void> {
    const fork = em.fork();
    const sealed = this.box.seal(JSON.stringify(secrets), contextOf(userId, platform));
    const now = this.clock.now();
    const existing = await fork.findOne(BrokerConnection, { user: userId, platform });
    if (existing) {
      // New access (or a renewed token) works again: a sync stopped by a lost authorization resumes.
      if (existing.authLostAt) existing.lastSyncError = null;
      Object.assign(existing, { sealedSecrets: sealed, updatedAt: now, expiresAt, authLostAt: null });
    } else {
      fork.create(BrokerConnection, { user: fork.getReference(User, userId), platform, sealedSecrets: sealed, createdAt: now, updatedAt: now, expiresAt, lastSyncTrades: 0 });
    }
    await fork.flush();
  }

  /** Platforms whose stored access still works: an authorization past its expiry (Schwab's 7 days) no longer counts. */
  async connectedPlatforms(em: EntityManager, userId: number): Promise<Set<string>> {
    const now = this.clock.now();
    const connections = await em.find(BrokerConnection, { user: userId, $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] }, { fields: ['platform'] });
    return new Set(connections.map((connection) => connection.platform));
  }

  async remove(em: EntityManager, userId: number, platform: string): Promise<void> {
    await em.nativeDelete(BrokerConnection, { user: userId, platform });
  }
}

const contextOf = (userId: number, platform: string) => `broker:${platform}:${userId}`;
