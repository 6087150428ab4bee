import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { User } from '../../../infra/users';
import { AccountInstrument } from '../account-instrument.entity';

/**
 * The trader's own grouping of one leg (docs/options.md, "Multi-leg positions"): legs with the same
 * `choice` form one position, whatever the rule would group; a split leg has a choice of its own.
 * Named as the journal names a trade, by account instrument and trade key, which a rebuild or a
 * re-import keeps (a trade's id does not survive either).
 */
@Entity({ tableName: 'position_choice' })
@Unique({ properties: ['accountInstrument', 'tradeKey'] })
@Index({ properties: ['user'] })
export class PositionChoice {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { index: false })
  user!: User;

  // No index of its own: the unique index starts with it.
  @ManyToOne(() => AccountInstrument, { index: false })
  accountInstrument!: AccountInstrument;

  @Property({ type: 'string', length: 191 })
  tradeKey!: string;

  /** The group's name: the lead leg's key at the time of the split or merge. */
  @Property({ type: 'string', length: 220 })
  choice!: string;
}
