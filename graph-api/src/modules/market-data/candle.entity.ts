import { Entity, Index, Property, Unique } from '@mikro-orm/core';
import { priceType, quantityType } from '../../db/decimal-text.type';
import { CandleSeriesRow } from './candle-series-row';

/**
 * One bar of one symbol, timeframe and start time, with where it came from. A bar a market-data
 * provider answered has no owner and is shared by every user who charts the symbol; a bar of a
 * trader's candle file belongs to that trader, whose charts read it before the shared bars, and
 * nobody else's do (see CandleStore).
 */
@Entity({ tableName: 'candle' })
// Reads go by symbol, timeframe and time, then owner. A NULL owner counts as distinct in a unique
// index on both databases, so the shared bars' uniqueness is kept by CandleStore.save: it deletes a
// span's shared bars and writes them anew in one transaction (SQLite runs one writer at a time;
// MySQL's delete locks the span's index range until the commit).
@Unique({ properties: ['symbol', 'timeframe', 'time', 'user'] })
// Whether a reader holds any bar of a symbol, their own or shared, is one seek here; Delete Account removes the owner's bars by it.
@Index({ properties: ['user', 'symbol'] })
export class Candle extends CandleSeriesRow {
  /** The start of the bar, UTC. */
  @Property({ type: 'datetime' })
  time!: Date;

  @Property({ type: priceType() })
  open!: string;

  @Property({ type: priceType() })
  high!: string;

  @Property({ type: priceType() })
  low!: string;

  @Property({ type: priceType() })
  close!: string;

  @Property({ type: quantityType() })
  volume!: string;
}
