import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../../infra/users';

/** A mailed reset link. Only the SHA-256 of its token is stored; it works once, for 15 minutes. */
@Entity({ tableName: 'password_reset_token' })
export class PasswordResetToken {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Unique()
  @Property({ type: 'string', length: 64 })
  tokenHash!: string;

  @ManyToOne(() => User)
  user!: User;

  @Property({ type: 'datetime' })
  createdAt!: Date;

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
