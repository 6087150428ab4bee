import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { moneyType, priceType, quantityType } from '../../db/decimal-text.type';
import { TradeImport } from '../imports/import.entity';
import { User } from '../users/user.entity';
import type { AssetClass, OptionRight } from './domain/instruments';
import type { ExecutionSide } from './domain/execution';

/**
 * A fill exactly as imported (normalised, never recomputed). Round-trip trades are derived from
 * these; re-importing the same fill is recognised by `dedupeKey`, unique per user and platform.
 */
@Entity({ tableName: 'execution' })
@Unique({ properties: ['user', 'platform', 'dedupeKey'] })
@Index({ properties: ['user', 'platform', 'accountId', 'symbol'] })
export class Execution {
  // An unsigned INT in MySQL (4.29 billion fills) keeps the key the same type in both dialects.
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  // No index of its own: the composite indexes that start with user_id serve the foreign key and its lookups.
  @ManyToOne(() => User, { index: false })
  user!: User;

  @ManyToOne(() => TradeImport)
  tradeImport!: TradeImport;

  @Property({ type: 'string', length: 32 })
  platform!: string;

  @Property({ type: 'string', length: 64 })
  accountId!: string;

  @Property({ type: 'string', length: 64 })
  symbol!: string;

  @Property({ type: 'string', length: 8 })
  assetClass!: AssetClass;

  @Property({ type: quantityType() })
  multiplier!: string;

  @Property({ type: 'string', length: 24, nullable: true })
  underlying: string | null = null;

  /** YYYY-MM-DD for options. */
  @Property({ type: 'string', length: 10, nullable: true })
  expiry: string | null = null;

  @Property({ type: priceType(), nullable: true })
  strike: string | null = null;

  @Property({ type: 'string', length: 1, nullable: true })
  optionRight: OptionRight | null = null;

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

  @Property({ type: 'string', length: 128, nullable: true })
  externalId: string | null = null;

  /** The broker's id when there is one, else a fingerprint of the fill plus its occurrence in the file. */
  @Property({ type: 'string', length: 160 })
  dedupeKey!: string;

  /** The line of the source file (or the position in the API answer) it came from. */
  @Property({ type: 'integer' })
  sourceLine!: number;
}
