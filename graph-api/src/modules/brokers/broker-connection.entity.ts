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
}
