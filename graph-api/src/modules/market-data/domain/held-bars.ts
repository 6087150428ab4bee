import { barsOfTimeframe } from './aggregate-bars';
import type { Bar } from './bar';
import type { CandleSource } from './candle-source';
import { bucketStartAt, type CandleProvider, finerTimeframesOf, type Timeframe } from './timeframes';

/** A bar as the store holds it: of one timeframe, from one provider and source. */
export interface HeldBar extends Bar {
  timeframe: Timeframe;
  provider: CandleProvider;
  source: CandleSource;
}

/** The bars of `timeframe` that held bars of it and of its finer timeframes give (barsOfTimeframe); other timeframes are ignored. */
export function barsFromHeld(held: readonly HeldBar[], timeframe: Timeframe): Bar[] {
  const finer = new Map<Timeframe, Bar[]>(finerTimeframesOf(timeframe).map((fine) => [fine, []]));
  const native: Bar[] = [];
  for (const bar of held) (bar.timeframe === timeframe ? native : finer.get(bar.timeframe))?.push(bar);
  return barsOfTimeframe(timeframe, native, finer).map(({ time, open, high, low, close, volume }) => ({ time, open, high, low, close, volume }));
}

/**
 * The start times of the bars barsFromHeld would give, from the held bars' times alone (oldest
 * first, times in epoch milliseconds): a bucket holding a bar of the timeframe itself gives the last
 * such bar's own time (a file's bars need not start on the bucket), any other bucket holding finer
 * bars gives its start. Enough to tell whether a trade has a candle inside it without reading prices.
 */
export function heldBarStartsOf(held: readonly { timeframe: Timeframe; time: number }[], timeframe: Timeframe): number[] {
  const finer = new Set(finerTimeframesOf(timeframe));
  const starts = new Map<number, number>();
  const native: number[] = [];
  for (const bar of held) {
    if (bar.timeframe === timeframe) native.push(bar.time);
    else if (finer.has(bar.timeframe)) {
      const bucket = bucketStartAt(bar.time, timeframe);
      starts.set(bucket, bucket);
    }
  }
  // In time order, so the last bar of the timeframe in a bucket wins, as in barsOfTimeframe.
  for (const time of native.sort((a, b) => a - b)) starts.set(bucketStartAt(time, timeframe), time);
  return [...starts.values()].sort((a, b) => a - b);
}
