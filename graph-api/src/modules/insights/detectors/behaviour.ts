import { outcomeOf } from '../../dashboard-summary';
import { type Candidate, byPnl, groupBy, hasSample, splitTrades } from '../domain/candidate';
import { type PreparedTrade, timedTrades } from '../domain/insight-trade';
import { median } from '../statistics/median';

/** A trade this soon after a loss's exit may be revenge (when it is also larger or quicker). */
export const REVENGE_WINDOW_MINUTES = 30;
/** "Larger": at least this many times the losing trade's position size. "Quicker": in under half the trader's usual gap after a win. */
export const REVENGE_SIZE_FACTOR = 1.25;
/** Tilt: trades taken after at least this many losers in a row. */
export const TILT_STREAK = 3;
/** Overtrading needs this many trading days to know the trader's norm. */
export const MIN_DAYS = 10;

const isLoss = (trade: PreparedTrade) => outcomeOf(trade.trade.netPnl) === 'loss';
const isWin = (trade: PreparedTrade) => outcomeOf(trade.trade.netPnl) === 'win';


/**
 * What the trader had just lived through when taking each trade: the trades that had exited by its
 * entry. `trades` are in trade (exit) order; for each trade only the count exited before it is
 * kept, by its place in that order (100 000 trades would otherwise make 100 000 small lists).
 */
class ExitsBefore {
  private readonly exitedBy: Int32Array;

  constructor(private readonly trades: readonly PreparedTrade[]) {
    const exits = Float64Array.from(trades, ({ trade }) => trade.exitTime);
    this.exitedBy = new Int32Array(trades.length);
    for (const { trade, index } of trades) {
      // The number of exits at or before the entry: exits are in order, so a binary search finds it.
      let low = 0;
      let high = exits.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (exits[middle]! <= trade.entryTime) low = middle + 1;
        else high = middle;
      }
      this.exitedBy[index] = low;
    }
  }

  /** The `back`-th latest trade exited before `trade` was entered (0: the latest), never itself. */
  before(trade: PreparedTrade, back: number): PreparedTrade | undefined {
    let index = this.exitedBy[trade.index]! - 1;
    for (let skipped = 0; index >= 0; index -= 1) {
      const other = this.trades[index]!;
      if (other === trade) continue;
      if (skipped === back) return other;
      skipped += 1;
    }
    return undefined;
  }
}

/** Days with far more trades than the trader's median day, when they do worse. */
function overtradingCandidate(trades: readonly PreparedTrade[]): Candidate[] {
  const days = groupBy(trades, (trade) => trade.day);
  if (days.size < MIN_DAYS) return [];
  const typical = median([...days.values()].map((dayTrades) => dayTrades.length));
  const threshold = Math.ceil(Math.max(2 * typical, typical + 3));
  const busy = new Set([...days].filter(([, dayTrades]) => dayTrades.length >= threshold).map(([day]) => day));
  const sides = splitTrades(trades, (trade) => busy.has(trade.day));
  if (!hasSample(sides)) return [];
  return [{
    key: 'overtrading',
    kind: 'overtrading',
    subject: `Days of ${threshold} or more trades (${busy.size} days; your median day has ${typical})`,
    others: 'trades on other days',
    reported: 'lower',
    measure: byPnl,
    ...sides,
  }];
}

/** Trades taken soon after a loss that were larger than the losing trade or much quicker than the trader re-enters after a win. */
function revengeCandidate(trades: readonly PreparedTrade[], previous: ExitsBefore): Candidate[] {
  const gapAfter = (trade: PreparedTrade, before: PreparedTrade) => (trade.trade.entryTime - before.trade.exitTime) / 60_000;
  const gapsAfterWins = trades.flatMap((trade) => {
    const last = previous.before(trade, 0);
    return last && isWin(last) && gapAfter(trade, last) <= REVENGE_WINDOW_MINUTES ? [gapAfter(trade, last)] : [];
  });
  const usualGap = gapsAfterWins.length > 0 ? median(gapsAfterWins) : 0;
  const sides = splitTrades(trades, (trade) => {
    const last = previous.before(trade, 0);
    if (!last || !isLoss(last)) return false;
    const gap = gapAfter(trade, last);
    return gap <= REVENGE_WINDOW_MINUTES && (trade.size >= REVENGE_SIZE_FACTOR * last.size || gap < usualGap / 2);
  });
  if (!hasSample(sides)) return [];
  return [{
    key: 'revenge',
    kind: 'revenge',
    subject: `Revenge trades (within ${REVENGE_WINDOW_MINUTES} min of a loss, larger than the losing trade or in under half your usual ${usualGap.toFixed(1)} min after a win)`,
    others: 'other trades',
    reported: 'lower',
    measure: byPnl,
    ...sides,
  }];
}

/** Trades taken after a losing streak. */
function tiltCandidate(trades: readonly PreparedTrade[], previous: ExitsBefore): Candidate[] {
  const sides = splitTrades(trades, (trade) => {
    for (let back = 0; back < TILT_STREAK; back += 1) {
      const before = previous.before(trade, back);
      if (!before || !isLoss(before)) return false;
    }
    return true;
  });
  if (!hasSample(sides)) return [];
  return [{ key: 'tilt', kind: 'tilt', subject: `Trades after ${TILT_STREAK} or more losses in a row`, others: 'other trades', reported: 'lower', measure: byPnl, ...sides }];
}

/** Overtrading, revenge trading and tilt: how the trader trades after losses and on busy days. */
export function behaviourCandidates(trades: readonly PreparedTrade[]): Candidate[] {
  // What came minutes before a trade needs real times: date-only trades count for busy days only.
  const timed = timedTrades(trades);
  const previous = new ExitsBefore(timed);
  return [...overtradingCandidate(trades), ...revengeCandidate(timed, previous), ...tiltCandidate(timed, previous)];
}
