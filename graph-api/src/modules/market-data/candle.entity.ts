import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { priceType, quantityType } from '../../db/decimal-text.type';
import type { CandleProvider, Timeframe } from './domain/timeframes';

/**
 * One bar of market data. Market data is not user data: a candle is shared by every user who
 * charts the symbol, kept once per symbol, timeframe and start time, with the provider it came from.
 */
@Entity({ tableName: 'candle' })
@Unique({ properties: ['symbol', 'timeframe', 'time'] })
export class Candle {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 64 })
  symbol!: string;

  @Property({ type: 'string', length: 4 })
  timeframe!: Timeframe;

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

  @Property({ type: 'string', length: 16 })
  provider!: CandleProvider;
}
