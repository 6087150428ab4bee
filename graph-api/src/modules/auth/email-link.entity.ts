import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../../infra/users';

/**
 * A mailed link that proves the user reads `email`: sent at sign-up (the account's own address) and
 * at a change of address in Settings (the new one). Opening it makes `email` the account's verified
 * address. Only the SHA-256 of its token is stored; it works once, until `expiresAt`.
 */
@Entity({ tableName: 'email_link' })
export class EmailLink {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Unique()
  @Property({ type: 'string', length: 64 })
  tokenHash!: string;

  @ManyToOne(() => User)
  user!: User;

  /** Lower-cased, like User.email. */
  @Property({ type: 'string', length: 255 })
  email!: string;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
