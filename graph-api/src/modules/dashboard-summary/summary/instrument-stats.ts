import { sizeRangeOf } from '../domain/breakdowns';
import { localTimeOf } from '../domain/local-time';
import { isClosed, type MetricTrade } from '../domain/metric-trade';
import { DayDigest } from './day-digest';
import { type Tally, talliesByKey, tallyOf } from '../domain/tally';

/** What the summary keeps of one account instrument's trades (stored as JSON). */
export interface InstrumentStats {
  total: Tally;
  openTrades: number;
  /** Local hour of entry (0-23) → tally. */
  byHour: Record<string, Tally>;
  /** Size range label → tally. */
  bySize: Record<string, Tally>;
}

export function instrumentStatsOf(trades: readonly MetricTrade[], timeZone: string): InstrumentStats {
  const closed = trades.filter(isClosed);
  return {
    total: tallyOf(closed),
    openTrades: trades.length - closed.length,
    byHour: Object.fromEntries(talliesByKey(closed, (trade) => String(localTimeOf(trade.entryTime, timeZone).hour))),
    bySize: Object.fromEntries(talliesByKey(closed, sizeRangeOf)),
  };
}

/**
 * Local day of exit → a digest of the instrument's closed trades of that day (identity, times and
 * money). A rebuild that leaves a day's digest as it was changed nothing of that day. A day's
 * summary depends on the set of its trades, not on the order they come in, so the digest is a sum
 * of per-trade hashes: no sort, no string per trade.
 */
export function dayDigestsOf(trades: readonly MetricTrade[], timeZone: string): Record<string, string> {
  const byDay = new Map<string, DayDigest>();
  for (const trade of trades) {
    if (!isClosed(trade)) continue;
    const day = localTimeOf(trade.exitTime, timeZone).day;
    let digest = byDay.get(day);
    if (!digest) byDay.set(day, (digest = new DayDigest()));
    digest.add(trade);
  }
  return Object.fromEntries([...byDay].map(([day, digest]) => [day, digest.text()]));
}

/** The days whose digest differs between two digests maps (added, removed or changed). */
export function changedDays(before: Readonly<Record<string, string>>, after: Readonly<Record<string, string>>): string[] {
  const days = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...days].filter((day) => before[day] !== after[day]);
}
