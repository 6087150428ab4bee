import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/**
 * One fixed-window counter (sign-in failures for an account and IP, reset requests for an email…).
 * In the database so that every API process counts together. The key is hashed: the table holds
 * no email address or IP in clear.
 */
@Entity({ tableName: 'rate_limit_counter' })
export class RateLimitCounter {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Unique()
  @Property({ type: 'string', length: 64 })
  keyHash!: string;

  @Property({ type: 'integer' })
  hits!: number;

  @Property({ type: 'datetime' })
  windowEndsAt!: Date;

  /** The account the counter is about, when there is one, so deleting the account deletes it. */
  @Index()
  @Property({ type: 'integer', nullable: true })
  userId: number | null = null;
}
