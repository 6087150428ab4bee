import type { TimeSpan } from './time-spans';
import type { Timeframe } from './timeframes';

/** A span a reader's own upload holds: there, for that reader, its bars replace the shared ones. */
export interface OwnSpan {
  symbol: string;
  timeframe: Timeframe;
  span: TimeSpan;
}

/** What the rule reads of a stored bar: its series, start (epoch milliseconds) and whether the reader owns it. */
export interface BarFacts {
  symbol: string;
  timeframe: Timeframe;
  time: number;
  own: boolean;
}

/**
 * The stored bars a reader sees, of those read for them (their own and the shared ones): all their
 * own, and the shared bars outside their own spans of the same symbol and timeframe. An upload thus
 * replaces the bars of its span for its uploader alone, as it replaces their own earlier upload
 * there, and the shared bars stay what everyone else sees.
 */
export function barsSeenByReader<Row>(rows: readonly Row[], ownSpans: readonly OwnSpan[], factsOf: (row: Row) => BarFacts): Row[] {
  if (ownSpans.length === 0) return [...rows];
  const spansBySeries = new Map<string, TimeSpan[]>();
  for (const { symbol, timeframe, span } of ownSpans) {
    const key = seriesKey(symbol, timeframe);
    const spans = spansBySeries.get(key);
    if (spans) spans.push(span);
    else spansBySeries.set(key, [span]);
  }
  return rows.filter((row) => {
    const { symbol, timeframe, time, own } = factsOf(row);
    if (own) return true;
    const spans = spansBySeries.get(seriesKey(symbol, timeframe));
    return !spans?.some((span) => time >= span.start && time < span.end);
  });
}

const seriesKey = (symbol: string, timeframe: Timeframe) => `${symbol}\u0000${timeframe}`;
