import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../../infra/users';
import type { CandleSource } from './domain/candle-source';
import type { CandleProvider, Timeframe } from './domain/timeframes';

/**
 * A span of time whose candles of one symbol and timeframe are held: every bar a provider had in
 * [start, end) was stored (a span with no bars at all is held too: a market holiday is not asked
 * for again). The chain reads these before calling a provider, so a fetch never repeats. A span of
 * a trader's upload is that trader's (its bars hide the shared ones there, for them alone); a span
 * a provider answered is shared.
 */
@Entity({ tableName: 'candle_range' })
@Index({ properties: ['symbol', 'timeframe'] })
@Index({ properties: ['user'] })
export class CandleRange {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** The trader whose upload covers it; null for a span a provider answered, held for everyone. */
  @ManyToOne(() => User, { nullable: true, index: false, deleteRule: 'cascade' })
  user: User | null = null;

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

  @Property({ type: 'string', length: 24 })
  source!: CandleSource;

  @Property({ type: 'datetime' })
  storedAt!: Date;
}
