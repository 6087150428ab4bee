import Big from 'big.js';
import { type Bar, byTime } from './bar';
import { bucketStartOf, durationOf, type Timeframe } from './timeframes';

/**
 * Bars of a coarser timeframe built from finer ones: each bar opens at the first fine bar's open,
 * closes at the last one's close, spans their highest high and lowest low, and adds their volumes.
 * A bar is dated by the start of its bucket (see bucketStartOf).
 */
export function aggregateBars(fine: readonly Bar[], timeframe: Timeframe): Bar[] {
  const buckets = new Map<number, Bar[]>();
  for (const bar of [...fine].sort(byTime)) {
    const key = bucketStartOf(bar.time, timeframe).getTime();
    const bucket = buckets.get(key);
    if (bucket) bucket.push(bar);
    else buckets.set(key, [bar]);
  }
  return [...buckets.entries()].map(([start, bars]) => ({
    time: new Date(start),
    open: bars[0]!.open,
    close: bars.at(-1)!.close,
    high: bars.reduce((high, bar) => (new Big(bar.high).gt(high) ? bar.high : high), bars[0]!.high),
    low: bars.reduce((low, bar) => (new Big(bar.low).lt(low) ? bar.low : low), bars[0]!.low),
    volume: bars.reduce((sum, bar) => sum.plus(bar.volume), new Big(0)).toString(),
  }));
}

/**
 * The bars of `timeframe` for a window, from the bars held at that timeframe and at finer ones:
 * a held bar of the timeframe itself wins; a bucket without one is built from the finer series
 * that covers most of it (the finest on a tie), never from two series mixed.
 */
export function barsOfTimeframe(timeframe: Timeframe, native: readonly Bar[], finer: ReadonlyMap<Timeframe, readonly Bar[]>): Bar[] {
  const result = new Map<number, Bar>();
  const coverage = new Map<number, number>();
  for (const [fineTimeframe, bars] of finer) {
    const length = durationOf(fineTimeframe);
    for (const { bar, count } of aggregateBarsWithCount(bars, timeframe)) {
      const key = bar.time.getTime();
      const covered = count * length;
      if (covered > (coverage.get(key) ?? 0)) {
        coverage.set(key, covered);
        result.set(key, bar);
      }
    }
  }
  for (const bar of native) result.set(bucketStartOf(bar.time, timeframe).getTime(), bar);
  return [...result.values()].sort(byTime);
}

function aggregateBarsWithCount(bars: readonly Bar[], timeframe: Timeframe): Array<{ bar: Bar; count: number }> {
  const counts = new Map<number, number>();
  for (const bar of bars) {
    const key = bucketStartOf(bar.time, timeframe).getTime();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return aggregateBars(bars, timeframe).map((bar) => ({ bar, count: counts.get(bar.time.getTime()) ?? 0 }));
}
