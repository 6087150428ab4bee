import { Entity, ManyToOne, PrimaryKey, PrimaryKeyProp, Property } from '@mikro-orm/core';
import { moneyType, priceType, quantityType } from '../../db/decimal-text.type';
import { AccountInstrument } from './account-instrument.entity';
import type { ExecutionSide } from './domain/execution';

/**
 * One fill of a trade: its part of an execution as the matcher used it (a flip's execution is split
 * between the trade it closes and the one it opens, its costs pro rata). Derived, like the trade:
 * written with the group's trades in the import's transaction, and deleted and rebuilt with them.
 * Found by the trade's own key (account instrument, trade key) rather than its id, which the bulk
 * writer does not learn: the rows are written in one go without reading anything back. The
 * execution's time, side and price are copied (an execution never changes), so a trade's fills
 * are one range of the primary key, read without a join to the executions.
 */
@Entity({ tableName: 'trade_fill' })
export class StoredTradeFill {
  [PrimaryKeyProp]?: ['accountInstrument', 'tradeKey', 'position'];

  // No index of its own: the primary key starts with it.
  @ManyToOne(() => AccountInstrument, { primary: true, index: false })
  accountInstrument!: AccountInstrument;

  /** The trade's key (Trade.tradeKey). */
  @PrimaryKey({ type: 'string', length: 191 })
  tradeKey!: string;

  /** Its place among the trade's fills, from 0: the order they were matched in (time, then as stored). */
  @PrimaryKey({ type: 'integer' })
  position!: number;

  @Property({ type: 'datetime', length: 3 })
  executedAt!: Date;

  @Property({ type: 'string', length: 4 })
  side!: ExecutionSide;

  /** entry (in the direction of the trade) or exit. */
  @Property({ type: 'string', length: 5 })
  role!: 'entry' | 'exit';

  /** The part of the execution's quantity that belongs to the trade. */
  @Property({ type: quantityType() })
  quantity!: string;

  @Property({ type: priceType() })
  price!: string;

  /** The trade's share of the execution's commission (all of it unless the fill was split). */
  @Property({ type: moneyType() })
  commission!: string;

  @Property({ type: moneyType() })
  fees!: string;
}
