import { Entity, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/**
 * A person with an account. Created here so that every later module (sign-in, trades, imports)
 * builds on one table; the auth module owns how rows get written.
 *
 * Services store `username` and `email` lower-cased: MySQL's default collation compares them
 * without case and SQLite's does not, and uniqueness must mean the same thing on both.
 */
@Entity({ tableName: 'user' })
export class User {
  /** Filled in by default values, so creating a user does not have to name them. */
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'demo' | 'writeTurn';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Unique()
  @Property({ type: 'string', length: 64 })
  username!: string;

  @Unique()
  @Property({ type: 'string', length: 255 })
  email!: string;

  /** Null for accounts that only sign in with Google. */
  @Property({ type: 'string', length: 255, nullable: true })
  passwordHash: string | null = null;

  /**
   * When the owner proved they read `email` (a mailed link opened, a password reset, or Google
   * vouching for it); null while unverified. Google sign-in links only to a verified address.
   */
  @Property({ type: 'datetime', nullable: true })
  emailVerifiedAt: Date | null = null;

  @Unique()
  @Property({ type: 'string', length: 255, nullable: true })
  googleId: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  firstName: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  lastName: string | null = null;

  @Property({ type: 'string', length: 2048, nullable: true })
  profileImageUrl: string | null = null;

  /** Set at each sign-in (password or Google), with the client's address (X-Forwarded-For only behind TRUST_PROXY). */
  @Property({ type: 'datetime', nullable: true })
  lastLoginAt: Date | null = null;

  @Property({ type: 'string', length: 45, nullable: true })
  lastLoginIp: string | null = null;

  /**
   * The demo journal's account (modules/demo): nobody signs in to it (no password, no Google
   * identity); visitors get read-only sessions of it, and every write of theirs is refused.
   */
  @Property({ type: 'boolean', default: false })
  demo: boolean = false;

  /** Sign-up time plus the 14-day free trial (SPEC §1, DECISIONS §2). */
  @Property({ type: 'datetime', nullable: true })
  trialEndsAt: Date | null = null;

  /** UTC, like every time the ORM writes (forceUtcTimezone). */
  @Property({ type: 'datetime' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  /**
   * Counted up by each transaction that must run alone for this user (db/raw-sql.ts lockUser): a
   * change a Galera cluster certifies, where a row lock holds on one node only (docs/galera.md).
   * Means nothing else; never shown.
   */
  @Property({ type: 'integer', default: 0, hidden: true })
  writeTurn: number = 0;
}
