import Big from 'big.js';
import { averageMoney, compareMoney } from './money';
import { type ClosedTrade, isClosed, type MetricTrade } from './metric-trade';
import { localTimeOf, WEEKDAYS, weekdayOf } from './local-time';
import { mergeTallies, type Tally, talliesByKey } from './tally';

/** Position size ranges (entry value in dollars), smallest first: `below` is the range's upper bound. */
export const SIZE_RANGES = [
  { label: 'Under $1K', below: 1_000 },
  { label: '$1K-$5K', below: 5_000 },
  { label: '$5K-$10K', below: 10_000 },
  { label: '$10K-$25K', below: 25_000 },
  { label: '$25K-$50K', below: 50_000 },
  { label: '$50K-$100K', below: 100_000 },
  { label: '$100K and over', below: Number.POSITIVE_INFINITY },
] as const;

export type SizeRange = (typeof SIZE_RANGES)[number]['label'];

/** |quantity| × entry price × multiplier: the money the position held at entry. */
export function positionSizeOf(trade: Pick<MetricTrade, 'quantity' | 'entryPrice' | 'multiplier'>): Big {
  return new Big(trade.quantity).times(trade.entryPrice).times(trade.multiplier).abs();
}

export function sizeRangeOf(trade: Pick<MetricTrade, 'quantity' | 'entryPrice' | 'multiplier'>): SizeRange {
  // A product of doubles is close enough to pick the range, except right at a bound: there, exactly.
  const approximate = Math.abs(Number(trade.quantity) * Number(trade.entryPrice) * Number(trade.multiplier));
  const nearBound = SIZE_RANGES.some(({ below }) => below !== Number.POSITIVE_INFINITY && Math.abs(approximate - below) <= below * 1e-9);
  const size = nearBound ? positionSizeOf(trade) : null;
  return SIZE_RANGES.find(({ below }) => below === Number.POSITIVE_INFINITY || (size ? size.lt(below) : approximate < below))!.label;
}

/** Tallies of closed trades by a key, in place. */
export function addTo<Key>(tallies: Map<Key, Tally>, key: Key, tally: Tally): void {
  const known = tallies.get(key);
  tallies.set(key, known ? mergeTallies(known, tally) : tally);
}

export function talliesBy<Key>(trades: readonly MetricTrade[], keyOf: (trade: ClosedTrade) => Key): Map<Key, Tally> {
  return talliesByKey(trades, (trade) => (isClosed(trade) ? keyOf(trade) : undefined));
}

/** The trade-level breakdowns (METRICS.md "Breakdowns"), for the tests and the summary to agree with. */
export function breakdownsOfTrades(trades: readonly MetricTrade[], timeZone: string) {
  return {
    bySymbol: talliesBy(trades, (trade) => trade.symbol),
    byWeekday: talliesBy(trades, (trade) => weekdayOf(localTimeOf(trade.exitTime, timeZone).day)),
    byHour: talliesBy(trades, (trade) => localTimeOf(trade.entryTime, timeZone).hour),
    bySize: talliesBy(trades, sizeRangeOf),
  };
}

export interface Ranked<Key> {
  key: Key;
  tally: Tally;
}

/**
 * Groups best first by `score` (net P&L unless given), then more trades, then the keys' own order
 * (`keyOrder`: weekday, hour, range or symbol).
 */
export function ranked<Key>(tallies: ReadonlyMap<Key, Tally>, keyOrder: (a: Key, b: Key) => number, score: (tally: Tally) => string = (tally) => tally.netPnl): Ranked<Key>[] {
  return [...tallies]
    .map(([key, tally]) => ({ key, tally }))
    .filter(({ tally }) => tally.trades > 0)
    .sort((a, b) => compareMoney(score(b.tally), score(a.tally)) || b.tally.trades - a.tally.trades || keyOrder(a.key, b.key));
}

export const averagePnl = (tally: Tally): string => averageMoney(tally.netPnl, tally.trades);

export const weekdayOrder = (a: string, b: string) => WEEKDAYS.indexOf(a as (typeof WEEKDAYS)[number]) - WEEKDAYS.indexOf(b as (typeof WEEKDAYS)[number]);
export const numberOrder = (a: number, b: number) => a - b;
export const textOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
export const sizeRangeOrder = (a: string, b: string) => SIZE_RANGES.findIndex(({ label }) => label === a) - SIZE_RANGES.findIndex(({ label }) => label === b);
