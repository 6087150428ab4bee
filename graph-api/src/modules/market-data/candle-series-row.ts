import { ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../../infra/users';
import type { CandleSource } from './domain/candle-source';
import type { CandleProvider, Timeframe } from './domain/timeframes';

/**
 * The columns a held bar and a held span share: one symbol and timeframe, the trader whose upload it
 * is (null for a provider's answer, shared by everyone), and where it came from.
 */
export abstract class CandleSeriesRow {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** The trader whose upload it is; null for what a provider answered, held for everyone. */
  @ManyToOne(() => User, { nullable: true, index: false, deleteRule: 'cascade' })
  user: User | null = null;

  @Property({ type: 'string', length: 64 })
  symbol!: string;

  @Property({ type: 'string', length: 4 })
  timeframe!: Timeframe;

  @Property({ type: 'string', length: 16 })
  provider!: CandleProvider;

  /** Exactly where it came from (a trader's upload, the demo's generated market, Alpaca with its feed): the chart names it. */
  @Property({ type: 'string', length: 24 })
  source!: CandleSource;
}
