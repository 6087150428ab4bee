import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { moneyType, priceType, quantityType } from '../../db/decimal-text.type';
import type { TradeImport } from '../imports';
import { AccountInstrument } from './account-instrument.entity';
import type { AssignmentKind, ExecutionSide, PositionEffect } from './domain/execution';
import { EXTERNAL_ID_CHARS } from './domain/text-columns';

/** The dedupe key prefix of a fill entered by hand: imported keys start with `x:` or a hex time, never with it. */
export const MANUAL_FILL_PREFIX = 'manual:';

/** Whether a fill (by its dedupe key, the matcher's execution id) was entered by hand. */
export const isManualFillId = (dedupeKey: string) => dedupeKey.startsWith(MANUAL_FILL_PREFIX);

/**
 * A fill exactly as imported (or entered by hand) (normalised, never recomputed). Round-trip trades are derived from
 * these; re-importing the same fill is recognised by `dedupeKey`, unique per account instrument.
 */
@Entity({ tableName: 'execution' })
@Unique({ properties: ['accountInstrument', 'dedupeKey'] })
export class Execution {
  // An unsigned INT in MySQL (4.29 billion fills) keeps the key the same type in both dialects.
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  // No index of its own: the unique index starts with it (and serves the lookups by group).
  @ManyToOne(() => AccountInstrument, { index: false })
  accountInstrument!: AccountInstrument;

  // Named, not imported: the imports module depends on trades, never the other way round.
  /**
   * Null for a fill entered by hand (docs/journal.md, manual trades): no import holds it, none undoes
   * it. (Its foreign key sets null on delete, MikroORM's rule for a nullable reference; no import
   * holding fills is ever deleted: the data retention keeps those, Delete Account removes fills first.)
   */
  @ManyToOne('TradeImport', { nullable: true })
  tradeImport: TradeImport | null = null;

  @Property({ type: 'string', length: 4 })
  side!: ExecutionSide;

  @Property({ type: quantityType() })
  quantity!: string;

  @Property({ type: priceType() })
  price!: string;

  @Property({ type: moneyType() })
  commission!: string;

  @Property({ type: moneyType() })
  fees!: string;

  @Property({ type: 'datetime', length: 3 })
  executedAt!: Date;

  @Property({ type: 'string', length: EXTERNAL_ID_CHARS, nullable: true })
  externalId: string | null = null;

  /** The broker's id when there is one, else a fingerprint of the fill plus its occurrence in the file. */
  @Property({ type: 'string', length: 160 })
  dedupeKey!: string;

  /**
   * 'close' when the broker marked the fill as closing (or its platform marks short sales and this
   * is a plain sale): kept because a group's trades are rebuilt from its stored fills, and such a
   * fill with nothing open before it is a close of a position opened before the imported history.
   */
  @Property({ type: 'string', length: 5, nullable: true })
  positionEffect: PositionEffect | null = null;

  /** 'assigned' or 'exercised' on an option's closing row that the file says was one (docs/options.md); kept for rebuilds. */
  @Property({ type: 'string', length: 10, nullable: true })
  closeKind: AssignmentKind | null = null;

  /** On shares delivered by an assignment or exercise: the option's stored symbol, linking the two trades (docs/options.md). */
  @Property({ type: 'string', length: 64, nullable: true })
  assignedFrom: string | null = null;

  /**
   * The broker's id of the order that filled it, when the source gives one (IBKR Flex's OrderID,
   * Alpaca's order_id, Schwab's orderId): the legs of one multi-leg order share it, which groups
   * them into one position (docs/options.md, "Multi-leg positions"); kept for rebuilds.
   */
  @Property({ type: 'string', length: EXTERNAL_ID_CHARS, nullable: true })
  orderId: string | null = null;

  /** The line of the source file (or the position in the API answer) it came from. */
  @Property({ type: 'integer' })
  sourceLine!: number;

  /**
   * False when the file gave the fill's date but not its time (E*TRADE, Fidelity, Schwab's
   * Transactions CSV): `executedAt` then holds a placeholder time of that date (docs/importing.md).
   */
  @Property({ type: 'boolean', default: true })
  timeGiven = true;
}
