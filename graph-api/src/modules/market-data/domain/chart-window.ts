import type { TimeSpan } from './time-spans';
import { bucketStartAt, durationOf, nextBucketStartAt, type Timeframe } from './timeframes';

/** Bars shown before the entry and after the exit, so the trade is seen in its context. */
export const CONTEXT_BARS = 20;
/** A chart longer than this asks for a coarser timeframe rather than fetch and draw it. */
export const MAX_CHART_BARS = 5000;

/** The chart's window: the bars of the trade with CONTEXT_BARS before the entry and after the exit (the entry alone while open). */
export function chartWindowOf(entryTime: Date, exitTime: Date | null, timeframe: Timeframe): TimeSpan {
  return chartWindowAt(entryTime.getTime(), (exitTime ?? entryTime).getTime(), timeframe);
}

/** chartWindowOf with times in epoch milliseconds. */
export function chartWindowAt(entryTime: number, exitTime: number, timeframe: Timeframe): TimeSpan {
  const context = CONTEXT_BARS * durationOf(timeframe);
  return { start: bucketStartAt(entryTime, timeframe) - context, end: nextBucketStartAt(exitTime, timeframe) + context };
}

/** Whether a window holds more bars of the timeframe than a chart draws. */
export const holdsTooManyBars = (window: TimeSpan, timeframe: Timeframe): boolean => (window.end - window.start) / durationOf(timeframe) > MAX_CHART_BARS;
