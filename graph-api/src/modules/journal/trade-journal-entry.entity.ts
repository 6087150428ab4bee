import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { priceType } from '../../db/decimal-text.type';
import type { AccountInstrument } from '../trades';
import { User } from '../../infra/users';

/**
 * What the trader wrote about one trade: notes and the planned stop (its tags are TradeJournalTag
 * rows). Trades are deleted and rebuilt with new ids when an import adds fills to their account
 * instrument, so the entry names its trade the way rebuilds keep: account instrument and trade key.
 * The account instrument is named by entity name: the trades module reads the journal, not the reverse.
 */
@Entity({ tableName: 'trade_journal_entry' })
@Unique({ properties: ['accountInstrument', 'tradeKey'] })
@Index({ properties: ['user'] })
export class TradeJournalEntry {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { index: false })
  user!: User;

  // No index of its own: the unique index starts with it.
  @ManyToOne('AccountInstrument', { index: false })
  accountInstrument!: AccountInstrument;

  @Property({ type: 'string', length: 191 })
  tradeKey!: string;

  /** Empty when the trader wrote none (a nullable TEXT column reads as changed on every MariaDB schema diff). */
  @Property({ type: 'text' })
  notes!: string;

  /** The planned stop (initial risk) the trade's R-multiple is measured against. */
  @Property({ type: priceType(), nullable: true })
  stopPrice: string | null = null;

  @Property({ type: 'datetime' })
  updatedAt!: Date;
}
