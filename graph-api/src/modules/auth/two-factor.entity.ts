import { Entity, ManyToOne, Property } from '@mikro-orm/core';
import { User } from '../../infra/users';

/** A user's TOTP seed, sealed with the server key (SecretBox). Present but not enabled during setup. */
@Entity({ tableName: 'two_factor' })
export class TwoFactor {
  @ManyToOne(() => User, { primary: true })
  user!: User;

  @Property({ type: 'string', length: 255 })
  sealedSecret!: string;

  /** Null until a code from the authenticator app proved the setup. */
  @Property({ type: 'datetime', nullable: true })
  enabledAt: Date | null = null;

  /** The last accepted time step, so one code cannot be used twice. */
  @Property({ type: 'integer', nullable: true })
  lastUsedTimeStep: number | null = null;

  @Property({ type: 'datetime' })
  createdAt!: Date;
}
