import { Entity, Index, Property } from '@mikro-orm/core';
import { CandleSeriesRow } from './candle-series-row';

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
export class CandleRange extends CandleSeriesRow {
  @Property({ type: 'datetime' })
  start!: Date;

  @Property({ type: 'datetime' })
  end!: Date;

  @Property({ type: 'datetime' })
  storedAt!: Date;
}
