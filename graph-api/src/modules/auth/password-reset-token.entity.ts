import { Entity, Property } from '@mikro-orm/core';
import { HashedTokenRow } from './hashed-token-row';

/** A mailed reset link. Only the SHA-256 of its token is stored; it works once, for 15 minutes. */
@Entity({ tableName: 'password_reset_token' })
export class PasswordResetToken extends HashedTokenRow {
  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
