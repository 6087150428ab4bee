import type { CandleProvider, Timeframe } from './timeframes';

/** One candle as the domain code reads it: prices and volume as canonical decimal strings. */
export interface Bar {
  time: Date;
  open: string;
  high: string;
  low: string;
  close: string;
  volume: string;
}

/** A bar with the series it belongs to, as stored. */
export interface StoredBar extends Bar {
  symbol: string;
  timeframe: Timeframe;
  provider: CandleProvider;
}

export const byTime = (a: { time: Date }, b: { time: Date }) => a.time.getTime() - b.time.getTime();
