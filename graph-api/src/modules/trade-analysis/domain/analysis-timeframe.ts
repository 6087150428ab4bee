import { chartWindowOf, holdsTooManyBars } from '../../market-data/domain/chart-window';
import type { TimeSpan } from '../../market-data/domain/time-spans';
import { bucketStartOf, durationOf, type ChartTimeframe, nextBucketStartOf } from '../../market-data/domain/timeframes';

/** The timeframes an analysis reads, finest first (ANALYSIS.md "Candles"). */
export const ANALYSIS_TIMEFRAMES: readonly ChartTimeframe[] = ['5m', '15m', '1h', '1d'];

/** The finest analysis timeframe whose chart window of the trade is not too long to read (1d past every one). */
export function analysisTimeframeOf(entryTime: Date, exitTime: Date): ChartTimeframe {
  return ANALYSIS_TIMEFRAMES.find((timeframe) => !holdsTooManyBars(chartWindowOf(entryTime, exitTime, timeframe), timeframe)) ?? '1d';
}

/**
 * Where the held bars that can make a candle inside the trade start: from the bucket of one bar
 * before the entry (a file's bar need not start on its bucket, and one starting up to a bar before
 * the entry still overlaps it) to the end of the exit's bucket. Whole buckets, so a bucket's bars
 * are read together and combine as in the chart.
 */
export function insideSpanOf(entryTime: Date, exitTime: Date, timeframe: ChartTimeframe): TimeSpan {
  return { start: bucketStartOf(new Date(entryTime.getTime() - durationOf(timeframe)), timeframe).getTime(), end: nextBucketStartOf(exitTime, timeframe).getTime() };
}
