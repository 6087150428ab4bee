import { ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../../infra/users';

/**
 * The columns every token the API hands out shares (a session's cookie, a mailed reset or
 * confirmation link): the user's row, when it was made, and only the SHA-256 of the token itself.
 */
export abstract class HashedTokenRow {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Unique()
  @Property({ type: 'string', length: 64 })
  tokenHash!: string;

  @ManyToOne(() => User)
  user!: User;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}
