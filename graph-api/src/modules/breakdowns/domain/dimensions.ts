import Big from 'big.js';
import { localTimeOf, SIZE_RANGES, sizeRangeOf, weekdayOf, WEEKDAYS } from '../../dashboard-summary';
import { instrumentNames, rMultiple } from '../../trades';
import type { BreakdownTrade } from './bucket-stats';

export const DIMENSIONS = ['hour', 'weekday', 'symbol', 'underlying', 'direction', 'holding', 'size', 'setup', 'mistake', 'r_multiple', 'result'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** Holding time buckets (exit minus entry), shortest first: `below` is the bucket's upper bound in minutes. */
export const HOLDING_BUCKETS = [
  { label: 'Under 5 min', below: 5 },
  { label: '5-15 min', below: 15 },
  { label: '15-60 min', below: 60 },
  { label: '1-4 hours', below: 240 },
  { label: '4 hours-1 day', below: 1_440 },
  { label: '1 day and over', below: Number.POSITIVE_INFINITY },
] as const;

/** R-multiple buckets (net P&L over planned risk), lowest first, each from its lower bound up to the next. */
export const R_BUCKETS = [
  { label: 'Under -2R', below: -2 },
  { label: '-2R to -1R', below: -1 },
  { label: '-1R to 0R', below: 0 },
  { label: '0R to 1R', below: 1 },
  { label: '1R to 2R', below: 2 },
  { label: '2R to 3R', below: 3 },
  { label: '3R and over', below: Number.POSITIVE_INFINITY },
] as const;

export const NO_SETUP_TAG = 'No setup tag';
export const NO_MISTAKE_TAG = 'No mistake tag';

export interface DimensionDefinition {
  title: string;
  /** The buckets a trade falls in: one, none (left out: R without a stop) or several (one per tag). */
  keysOf: (trade: BreakdownTrade, timeZone: string) => string[];
  /** The bucket's label from its key. */
  labelOf: (key: string) => string;
  /** Fixed buckets in their own order (shown even when empty); without it, the buckets found, most trades first. */
  fixedKeys?: readonly string[];
  /** Keys shown after the others (the untagged trades). */
  lastKeys?: readonly string[];
}

const pad = (hour: number) => String(hour).padStart(2, '0');
const same = (key: string) => key;

/** The trade's R-multiple as exact text, or null without a planned stop (trades/domain/r-multiple.ts). */
const rMultipleTextOf = (trade: BreakdownTrade): string | null =>
  rMultiple(trade.netPnl, trade.stopPrice, { direction: trade.direction, entryPrice: trade.entryPrice, quantity: trade.quantity, multiplier: trade.multiplier, closed: true });

export function rMultipleOf(trade: BreakdownTrade): number | null {
  const r = rMultipleTextOf(trade);
  return r === null ? null : Number(r);
}

export const holdingMinutesOf = (trade: BreakdownTrade): number => (trade.exitTime - trade.entryTime) / 60_000;

/**
 * Without times (a date-only export) only a hold of two days or more is known to be a day and over:
 * dates a day apart may be minutes apart (bought at the close, sold at the open). The rest are left out.
 */
const holdingKnown = (trade: BreakdownTrade): boolean => trade.timeGiven || holdingMinutesOf(trade) >= 2 * 1_440;

const firstBelow = <Bucket extends { label: string; below: number }>(buckets: readonly Bucket[], value: number) => buckets.find(({ below }) => value < below)!.label;

/** R-multiple bucket, decided exactly at the bounds (a decimal R of exactly -1 is in '-1R to 0R'). */
function rBucketOf(trade: BreakdownTrade): string | null {
  const r = rMultipleTextOf(trade);
  if (r === null) return null;
  const value = new Big(r);
  return R_BUCKETS.find(({ below }) => below === Number.POSITIVE_INFINITY || value.lt(below))!.label;
}

/** The fixed dimensions; the result bins depend on the trades (result-bins.ts). */
export const DIMENSION_DEFINITIONS: Record<Exclude<Dimension, 'result'>, DimensionDefinition> = {
  hour: {
    title: 'Hour of entry',
    // A trade of a date-only export has no hour (docs/importing.md, "time not given"): left out and counted.
    keysOf: (trade, timeZone) => (trade.timeGiven ? [String(localTimeOf(trade.entryTime, timeZone).hour)] : []),
    labelOf: (key) => `${pad(Number(key))}:00-${pad(Number(key))}:59`,
    fixedKeys: Array.from({ length: 24 }, (_, hour) => String(hour)),
  },
  weekday: {
    title: 'Weekday',
    // The weekday of the trade's day: the local day of its exit, as the dashboard's best day (METRICS.md).
    keysOf: (trade, timeZone) => [weekdayOf(localTimeOf(trade.exitTime, timeZone).day)],
    labelOf: same,
    fixedKeys: [...WEEKDAYS.slice(1), WEEKDAYS[0]],
  },
  // A contract by its readable name ("SPXW 9 Mar 26 6970 C"); the key stays the stored symbol, which the history searches by.
  symbol: { title: 'Symbol', keysOf: (trade) => [trade.symbol], labelOf: (key) => instrumentNames(key).label },
  // Every option and futures month of one underlying (SPXW, ES) together: how a trader compares what they trade.
  underlying: { title: 'Underlying', keysOf: (trade) => [instrumentNames(trade.symbol).underlying], labelOf: same },
  direction: { title: 'Long vs short', keysOf: (trade) => [trade.direction], labelOf: (key) => (key === 'LONG' ? 'Long' : 'Short'), fixedKeys: ['LONG', 'SHORT'] },
  holding: { title: 'Holding time', keysOf: (trade) => (holdingKnown(trade) ? [firstBelow(HOLDING_BUCKETS, holdingMinutesOf(trade))] : []), labelOf: same, fixedKeys: HOLDING_BUCKETS.map(({ label }) => label) },
  size: { title: 'Position size', keysOf: (trade) => [sizeRangeOf(trade)], labelOf: same, fixedKeys: SIZE_RANGES.map(({ label }) => label) },
  setup: { title: 'Setup tag', keysOf: (trade) => (trade.setupTags.length > 0 ? [...new Set(trade.setupTags)] : [NO_SETUP_TAG]), labelOf: same, lastKeys: [NO_SETUP_TAG] },
  mistake: { title: 'Mistake tag', keysOf: (trade) => (trade.mistakeTags.length > 0 ? [...new Set(trade.mistakeTags)] : [NO_MISTAKE_TAG]), labelOf: same, lastKeys: [NO_MISTAKE_TAG] },
  r_multiple: {
    title: 'R-multiple (trades with a planned stop)',
    keysOf: (trade) => {
      const bucket = rBucketOf(trade);
      return bucket === null ? [] : [bucket];
    },
    labelOf: same,
    fixedKeys: R_BUCKETS.map(({ label }) => label),
  },
};
