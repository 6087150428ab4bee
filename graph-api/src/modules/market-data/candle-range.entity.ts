import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import type { CandleProvider, Timeframe } from './domain/timeframes';

/**
 * A span of time whose candles of one symbol and timeframe are held: every bar a provider had in
 * [start, end) was stored (a span with no bars at all is held too: a market holiday is not asked
 * for again). The chain reads these before calling a provider, so a fetch never repeats.
 */
@Entity({ tableName: 'candle_range' })
@Index({ properties: ['symbol', 'timeframe'] })
export class CandleRange {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 64 })
  symbol!: string;

  @Property({ type: 'string', length: 4 })
  timeframe!: Timeframe;

  @Property({ type: 'datetime' })
  start!: Date;

  @Property({ type: 'datetime' })
  end!: Date;

  @Property({ type: 'string', length: 16 })
  provider!: CandleProvider;

  @Property({ type: 'datetime' })
  storedAt!: Date;
}
