import { Entity, ManyToOne, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { LargeTextType } from '../../db/large-text.type';
import { AccountInstrument } from './account-instrument.entity';

/**
 * The fills of one trade, as the matcher used them: its part of each execution (a flip's execution
 * is split between the trade it closes and the one it opens, its costs pro rata). Derived, like
 * the trade: written with its group's trades in the import's transaction, deleted and rebuilt with
 * them. One row per trade, the fills packed in it (see trade-fills-text.ts): a row per fill was as
 * many rows again as the executions, and made storing a large file's import half as fast again.
 * Found by the trade's own key (account instrument, trade key) rather than its id, which the bulk
 * writer does not learn: the rows are written in one go without reading anything back.
 */
@Entity({ tableName: 'trade_fills' })
export class StoredTradeFills {
  [PrimaryKeyProp]?: ['accountInstrument', 'tradeKey'];

  // No index of its own: the primary key starts with it.
  @ManyToOne(() => AccountInstrument, { primary: true, index: false })
  accountInstrument!: AccountInstrument;

  /** The trade's key (Trade.tradeKey). */
  @PrimaryKey({ type: 'string', length: 191 })
  tradeKey!: string;

  /** The fills in the order they were matched (time, then as stored), packed (see trade-fills-text.ts). */
  @Property({ type: LargeTextType })
  fills!: string;
}
