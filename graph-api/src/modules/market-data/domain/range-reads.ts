import type { TimeSpan } from './time-spans';
import type { Timeframe } from './timeframes';

/** A read of the store: the bars of one symbol, of these timeframes, starting in the span. */
export interface SeriesSpan {
  symbol: string;
  timeframes: readonly Timeframe[];
  span: TimeSpan;
}

/**
 * The reads that cover every wanted span, at most `budget` of them (but one per symbol at least):
 * per symbol, overlapping spans become one read, and when that leaves more reads than the budget,
 * the spans are also joined across their narrowest gaps, so what is read besides the wanted spans
 * is as little as the budget allows. A read asks for every timeframe any of its spans wants.
 */
export function rangeReadsOf(wanted: readonly SeriesSpan[], budget: number): SeriesSpan[] {
  const runs = [...groupBy(wanted, ({ symbol }) => symbol).entries()].map(([symbol, spans]) => ({ symbol, intervals: overlapsJoined(spans) }));
  const intervals = runs.reduce((total, { intervals: joined }) => total + joined.length, 0);
  if (intervals > budget) {
    // Keep the widest gaps apart (a read each side), join across the others.
    const gaps = runs.flatMap(({ intervals: joined }, run) => joined.slice(1).map((interval, index) => ({ run, index: index + 1, width: interval.span.start - joined[index]!.span.end })));
    const kept = new Set(gaps.sort((a, b) => b.width - a.width).slice(0, Math.max(0, budget - runs.length)).map(({ run, index }) => `${run}:${index}`));
    for (const [run, entry] of runs.entries()) entry.intervals = joinedUnless(entry.intervals, (index) => kept.has(`${run}:${index}`));
  }
  return runs.flatMap(({ symbol, intervals: joined }) => joined.map(({ span, timeframes }) => ({ symbol, span, timeframes: [...timeframes] })));
}

interface Interval {
  span: TimeSpan;
  timeframes: Set<Timeframe>;
}

/** One symbol's spans in time order, overlapping or touching ones joined. */
function overlapsJoined(spans: readonly SeriesSpan[]): Interval[] {
  const sorted = [...spans].sort((a, b) => a.span.start - b.span.start);
  const joined: Interval[] = [];
  for (const { span, timeframes } of sorted) {
    const last = joined.at(-1);
    if (last && span.start <= last.span.end) {
      last.span.end = Math.max(last.span.end, span.end);
      for (const timeframe of timeframes) last.timeframes.add(timeframe);
    } else joined.push({ span: { ...span }, timeframes: new Set(timeframes) });
  }
  return joined;
}

/** Intervals joined across every gap except those `apart` keeps (the gap before interval `index`). */
function joinedUnless(intervals: readonly Interval[], apart: (index: number) => boolean): Interval[] {
  const joined: Interval[] = [];
  for (const [index, interval] of intervals.entries()) {
    const last = joined.at(-1);
    if (last && !apart(index)) {
      last.span.end = interval.span.end;
      for (const timeframe of interval.timeframes) last.timeframes.add(timeframe);
    } else joined.push({ span: { ...interval.span }, timeframes: new Set(interval.timeframes) });
  }
  return joined;
}

function groupBy<Item>(items: readonly Item[], keyOf: (item: Item) => string): Map<string, Item[]> {
  const groups = new Map<string, Item[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
