import { bucketStartAt, type ChartTimeframe, chartWindowAt, durationOf, holdsTooManyBars, nextBucketStartAt, type TimeSpan } from '../../market-data';

/** The timeframes an analysis reads, finest first (ANALYSIS.md "Candles"). */
export const ANALYSIS_TIMEFRAMES: readonly ChartTimeframe[] = ['5m', '15m', '1h', '1d'];

/** The finest analysis timeframe whose chart window of the trade is not too long to read (1d past every one). */
export function analysisTimeframeOf(entryTime: Date, exitTime: Date): ChartTimeframe {
  return analysisTimeframeAt(entryTime.getTime(), exitTime.getTime());
}

/** analysisTimeframeOf with times in epoch milliseconds. */
export function analysisTimeframeAt(entryTime: number, exitTime: number): ChartTimeframe {
  return ANALYSIS_TIMEFRAMES.find((timeframe) => !holdsTooManyBars(chartWindowAt(entryTime, exitTime, timeframe), timeframe)) ?? '1d';
}

/**
 * Where the held bars that can make a candle inside the trade start: from the bucket of one bar
 * before the entry (a file's bar need not start on its bucket, and one starting up to a bar before
 * the entry still overlaps it) to the end of the exit's bucket. Whole buckets, so a bucket's bars
 * are read together and combine as in the chart. Times in epoch milliseconds.
 */
export function insideSpanAt(entryTime: number, exitTime: number, timeframe: ChartTimeframe): TimeSpan {
  return { start: bucketStartAt(entryTime - durationOf(timeframe), timeframe), end: nextBucketStartAt(exitTime, timeframe) };
}
