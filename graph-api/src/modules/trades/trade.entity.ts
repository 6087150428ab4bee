import type { ExitKind } from './matching/expiry-close';
import { BeforeCreate, BigIntType, Entity, Index, ManyToOne, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { moneyType, priceType, quantityType } from '../../db/decimal-text.type';
import { RatioType } from '../../db/ratio.type';
import { EXTERNAL_ID_CHARS, SYMBOL_CHARS } from './domain/text-columns';
import { User } from '../../infra/users';
import { AccountInstrument } from './account-instrument.entity';

export type TradeDirection = 'LONG' | 'SHORT';
export type TradeStatus = 'open' | 'closed';

/**
 * A round trip, flat to flat, built by the FIFO matcher from the executions of one account
 * instrument. Rebuilt whenever an import adds executions to that group; `tradeKey` (derived from
 * the opening execution) stays the same across rebuilds.
 */
@Entity({ tableName: 'trade' })
@Unique({ properties: ['accountInstrument', 'tradeKey'] })
@Index({ properties: ['user', 'entryTime'] })
// The analytics summary reads a day's closed trades of a user by exit time (METRICS.md, the summary).
@Index({ properties: ['user', 'exitTime'] })
// The history's sorts by side, quantity and net P&L read these in order (docs/journal.md, "Sorting
// the history"); entries end with the row id, the sorts' tie-breaker.
@Index({ properties: ['user', 'direction'] })
@Index({ properties: ['user', 'quantity'] })
@Index({ properties: ['user', 'netPnl'] })
// The sorts by symbol, hold time and R read their stored keys in order the same way.
@Index({ properties: ['user', 'symbol'] })
@Index({ properties: ['user', 'holdMs'] })
@Index({ properties: ['user', 'rMultiple'] })
export class Trade {
  [OptionalProps]?: 'manualFills' | 'timeGiven' | 'entryOrderId' | 'symbol' | 'holdMs' | 'rMultiple';

  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  // No index of its own: the (user_id, entry_time) index starts with it.
  @ManyToOne(() => User, { index: false })
  user!: User;

  // No index of its own: the unique index starts with it (and serves rebuilding a group's trades).
  @ManyToOne(() => AccountInstrument, { index: false })
  accountInstrument!: AccountInstrument;

  @Property({ type: 'string', length: 191 })
  tradeKey!: string;

  @Property({ type: 'string', length: 5 })
  direction!: TradeDirection;

  /** Total quantity opened. */
  @Property({ type: quantityType() })
  quantity!: string;

  @Property({ type: quantityType() })
  closedQuantity!: string;

  @Property({ type: priceType() })
  entryPrice!: string;

  @Property({ type: priceType(), nullable: true })
  exitPrice: string | null = null;

  @Property({ type: 'datetime', length: 3 })
  entryTime!: Date;

  @Property({ type: 'datetime', length: 3, nullable: true })
  exitTime: Date | null = null;

  @Property({ type: 'string', length: 6 })
  status!: TradeStatus;

  /** 'expired' when the journal closed the option at 0 at its expiry, no closing fill; 'assigned' or 'exercised' when the file's closing row says so (docs/options.md). */
  @Property({ type: 'string', length: 10, nullable: true })
  exitKind: ExitKind | null = null;

  /**
   * The broker's order id of its opening fill, when the source gives one: legs opened by one
   * multi-leg order share it and form one position (docs/options.md, "Multi-leg positions").
   */
  @Property({ type: 'string', length: EXTERNAL_ID_CHARS, nullable: true })
  entryOrderId: string | null = null;

  @Property({ type: moneyType() })
  grossPnl!: string;

  @Property({ type: moneyType() })
  commission!: string;

  @Property({ type: moneyType() })
  fees!: string;

  /** grossPnl minus commission and fees. */
  @Property({ type: moneyType() })
  netPnl!: string;

  @Property({ type: 'integer' })
  executionCount!: number;

  /**
   * The history's sort keys (docs/journal.md, "Sorting the history"), stored so a sort reads an
   * index in order rather than computing every trade's value: the account instrument's symbol
   * (compared exactly, utf8mb4_bin in MySQL as there); the hold time in milliseconds (null while
   * open); the R-multiple as the database computes it from the planned stop in the trade's journal
   * (null without one), kept by trades/history/r-multiple-key.ts whenever the trade or its stop is written.
   */
  // Nullable only because SQLite adds a NOT NULL column with a default alone: every writer gives it.
  @Property({ type: 'string', length: SYMBOL_CHARS, nullable: true })
  symbol!: string;

  // Milliseconds fit a JavaScript number for 285,000 years.
  @Property({ type: new BigIntType('number'), nullable: true })
  holdMs: number | null = null;

  @Property({ type: RatioType, nullable: true })
  rMultiple: string | null = null;

  /** How many of its fills were entered by hand (docs/journal.md, manual trades): 0 for a trade only imported. */
  @Property({ type: 'integer', default: 0 })
  manualFills = 0;

  /**
   * False when a fill of it has a date but no time of day: its entry and exit times are placeholders,
   * shown as "time not given" and left out of every time-of-day figure (docs/importing.md).
   */
  @Property({ type: 'boolean', default: true })
  timeGiven = true;

  /** A trade the ORM creates (the import writes its rows itself, with the same keys) gets its symbol and hold time as a sort reads them. */
  @BeforeCreate()
  fillSortKeys(): void {
    this.symbol ??= this.accountInstrument.symbol;
    this.holdMs = this.exitTime ? this.exitTime.getTime() - this.entryTime.getTime() : null;
  }
}
