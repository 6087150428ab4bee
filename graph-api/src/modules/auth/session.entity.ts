import { Entity, Property } from '@mikro-orm/core';
import { HashedTokenRow } from './hashed-token-row';

/**
 * A signed-in browser. Lives in the database so it survives restarts and is seen by every API
 * process. The cookie carries a random id; only its SHA-256 is kept here.
 */
@Entity({ tableName: 'session' })
export class Session extends HashedTokenRow {
  /** Moved forward as the session is used (at most once a minute); the idle timeout counts from it. */
  @Property({ type: 'datetime' })
  lastSeenAt!: Date;

  /** createdAt plus the absolute timeout: the session ends then, however busy. */
  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'string', length: 45, nullable: true })
  ip: string | null = null;

  @Property({ type: 'string', length: 255, nullable: true })
  userAgent: string | null = null;
}
