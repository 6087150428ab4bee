import { createHash } from 'node:crypto';
import { sizeRangeOf } from '../domain/breakdowns';
import { localTimeOf } from '../domain/local-time';
import { type ClosedTrade, inTradeOrder, isClosed, type MetricTrade } from '../domain/metric-trade';
import { countTrade, emptyTally, type Tally } from '../domain/tally';

/** What the summary keeps of one account instrument's trades (stored as JSON). */
export interface InstrumentStats {
  total: Tally;
  openTrades: number;
  /** Local hour of entry (0-23) → tally. */
  byHour: Record<string, Tally>;
  /** Size range label → tally. */
  bySize: Record<string, Tally>;
}

function countInto(groups: Record<string, Tally>, key: string, trade: ClosedTrade): void {
  countTrade((groups[key] ??= emptyTally()), trade);
}

export function instrumentStatsOf(trades: readonly MetricTrade[], timeZone: string): InstrumentStats {
  const stats: InstrumentStats = { total: emptyTally(), openTrades: 0, byHour: {}, bySize: {} };
  for (const trade of trades) {
    if (!isClosed(trade)) {
      stats.openTrades += 1;
      continue;
    }
    countTrade(stats.total, trade);
    countInto(stats.byHour, String(localTimeOf(trade.entryTime, timeZone).hour), trade);
    countInto(stats.bySize, sizeRangeOf(trade), trade);
  }
  return stats;
}

/**
 * Local day of exit → a digest of the instrument's closed trades of that day (identity, times and
 * money, in trade order). A rebuild that leaves a day's digest as it was changed nothing of that day.
 */
export function dayDigestsOf(trades: readonly MetricTrade[], timeZone: string): Record<string, string> {
  const byDay = new Map<string, ClosedTrade[]>();
  for (const trade of trades) {
    if (!isClosed(trade)) continue;
    const day = localTimeOf(trade.exitTime, timeZone).day;
    const dayTrades = byDay.get(day);
    if (dayTrades) dayTrades.push(trade);
    else byDay.set(day, [trade]);
  }
  const digests: Record<string, string> = {};
  for (const [day, dayTrades] of byDay) {
    const hash = createHash('sha1');
    for (const t of inTradeOrder(dayTrades)) hash.update(`${t.tradeKey}|${t.entryTime}|${t.exitTime}|${t.netPnl}|${t.grossPnl}|${t.commission}|${t.fees}\n`);
    digests[day] = hash.digest('base64');
  }
  return digests;
}

/** The days whose digest differs between two digests maps (added, removed or changed). */
export function changedDays(before: Readonly<Record<string, string>>, after: Readonly<Record<string, string>>): string[] {
  const days = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...days].filter((day) => before[day] !== after[day]);
}
