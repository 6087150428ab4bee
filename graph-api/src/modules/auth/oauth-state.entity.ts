import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/**
 * An OAuth sign-in on its way to Google and back: the `state` sent there (hashed), where to go
 * afterwards and the PKCE verifier. Used once; not tied to a user (nobody is signed in yet).
 */
@Entity({ tableName: 'oauth_state' })
export class OAuthState {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Unique()
  @Property({ type: 'string', length: 64 })
  stateHash!: string;

  @Property({ type: 'string', length: 512 })
  returnTo!: string;

  @Property({ type: 'string', length: 128, nullable: true })
  codeVerifier: string | null = null;

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
