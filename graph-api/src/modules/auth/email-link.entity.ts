import { Entity, Property } from '@mikro-orm/core';
import { HashedTokenRow } from './hashed-token-row';

/**
 * A mailed link that proves the user reads `email`: sent at sign-up (the account's own address) and
 * at a change of address in Settings (the new one). Opening it makes `email` the account's verified
 * address. Only the SHA-256 of its token is stored; it works once, until `expiresAt`.
 */
@Entity({ tableName: 'email_link' })
export class EmailLink extends HashedTokenRow {
  /** Lower-cased, like User.email. */
  @Property({ type: 'string', length: 255 })
  email!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
