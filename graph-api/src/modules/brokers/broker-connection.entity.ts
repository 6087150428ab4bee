import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../../infra/users';

/**
 * A user's stored access to a broker API: the credentials they entered (IBKR, Alpaca) or the
 * OAuth tokens Schwab granted. Only ever stored sealed (AES-256-GCM, bound to user and platform);
 * never sent back to a browser.
 */
@Entity({ tableName: 'broker_connection' })
@Unique({ properties: ['user', 'platform'] })
export class BrokerConnection {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  // No index of its own: the unique (user_id, platform) index starts with it.
  @ManyToOne(() => User, { index: false })
  user!: User;

  @Property({ type: 'string', length: 32 })
  platform!: string;

  @Property({ type: 'text' })
  sealedSecrets!: string;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  updatedAt!: Date;

  /** When the stored authorization stops working (Schwab's refresh token), if known. */
  @Property({ type: 'datetime', nullable: true })
  expiresAt: Date | null = null;

  // Auto-import (docs/importing.md "Auto-import"): what the scheduled and on-demand syncs record.

  /** The local time ("18:00") this connection syncs on trading days, in the trader's zone; null: the default. */
  @Property({ type: 'string', length: 5, nullable: true })
  syncTime: string | null = null;

  /** The end of the range the last successful sync fetched: the next one starts there, less an overlap. */
  @Property({ type: 'datetime', nullable: true })
  lastSyncAt: Date | null = null;

  /** When the last sync, successful or not, ended. */
  @Property({ type: 'datetime', nullable: true })
  lastSyncAttemptAt: Date | null = null;

  /** Trades the last successful sync added. */
  @Property({ type: 'integer', default: 0 })
  lastSyncTrades: number = 0;

  /** Why the last sync failed, in words for the trader; null once a sync succeeds. */
  @Property({ type: 'string', length: 1000, nullable: true })
  lastSyncError: string | null = null;

  /** Set when the broker refused the stored authorization: syncs stop until the trader reconnects (saving access clears it). */
  @Property({ type: 'datetime', nullable: true })
  authLostAt: Date | null = null;
}
