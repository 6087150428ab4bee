import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../../infra/users';

/**
 * A personal token for the REST API (and GraphQL). The token is shown once, at creation; only its
 * SHA-256 and a short prefix (so the user can tell keys apart) are kept.
 */
@Entity({ tableName: 'api_key' })
export class ApiKey {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User)
  user!: User;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 16 })
  prefix!: string;

  @Unique()
  @Property({ type: 'string', length: 64 })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  lastUsedAt: Date | null = null;

  /** Kept, not deleted, so the export can show which keys existed; a revoked key never authenticates. */
  @Property({ type: 'datetime', nullable: true })
  revokedAt: Date | null = null;
}
