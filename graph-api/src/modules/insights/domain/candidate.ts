import type { Insight } from './insight';
import type { PreparedTrade } from './insight-trade';
import type { PermutationResult } from '../statistics/permutation-test';

/** Trades on each side of a comparison, at least: under it a pattern is neither tested nor shown. */
export const MIN_SAMPLE = 20;

export type PatternKind = 'hour' | 'weekday' | 'symbol' | 'direction' | 'size' | 'holding' | 'overtrading' | 'revenge' | 'tilt' | 'setup' | 'mistake';

/** Which side of the difference makes a finding worth telling (a leak detector tells leaks only). */
export type Reported = 'lower' | 'higher' | 'either';

/** A group of the trader's trades compared with the rest: a candidate finding, tested against chance. */
export interface Candidate {
  key: string;
  kind: PatternKind;
  /** The group in words, as a title starts: "Entries 15:00-15:59 (America/New_York)". */
  subject: string;
  /** The rest in words: "other trades". */
  others: string;
  group: PreparedTrade[];
  /** The trades the group is compared with (worked out when a finding is worded: a run tests many more than it tells). */
  rest: () => PreparedTrade[];
  restCount: number;
  /** Every trade of the comparison, group and rest: the same array for every candidate of a run that compares with all trades. */
  population: readonly PreparedTrade[];
  /** What is compared: net P&L per trade unless told. */
  measure: (trade: PreparedTrade) => number;
  reported: Reported;
  /** Words of its own (holding time compares minutes, not dollars); the P&L wording otherwise. */
  describe?: (finding: TestedCandidate) => Pick<Insight, 'title' | 'text' | 'evidence' | 'tradeIds'>;
}

export interface TestedCandidate {
  candidate: Candidate;
  result: PermutationResult;
  /** Holm-adjusted over every candidate tested in the run. */
  adjustedP: number;
  confidence: number;
  /** How many candidates the run tested (the correction's family). */
  family: number;
}

export const byPnl = (trade: PreparedTrade) => trade.pnl;

export type Sides = Pick<Candidate, 'group' | 'rest' | 'restCount' | 'population'>;

/** The trades matching `inGroup` against the others of `population`, in trade order. */
export function splitTrades(population: readonly PreparedTrade[], inGroup: (trade: PreparedTrade) => boolean): Sides {
  const group: PreparedTrade[] = [];
  const rest: PreparedTrade[] = [];
  for (const trade of population) (inGroup(trade) ? group : rest).push(trade);
  return { group, rest: () => rest, restCount: rest.length, population };
}

export const hasSample = ({ group, restCount }: Pick<Sides, 'group' | 'restCount'>) => group.length >= MIN_SAMPLE && restCount >= MIN_SAMPLE;

/** Groups of trades by a key, in first-seen (trade) order. */
export function groupBy<Key>(trades: readonly PreparedTrade[], keyOf: (trade: PreparedTrade) => Key): Map<Key, PreparedTrade[]> {
  const groups = new Map<Key, PreparedTrade[]>();
  for (const trade of trades) {
    const key = keyOf(trade);
    const group = groups.get(key);
    if (group) group.push(trade);
    else groups.set(key, [trade]);
  }
  return groups;
}

/** One candidate per key whose group and rest both reach the sample minimum, against all of `trades`. */
export function candidatesByKey<Key>(
  trades: readonly PreparedTrade[],
  keyOf: (trade: PreparedTrade) => Key,
  make: (key: Key) => Pick<Candidate, 'key' | 'kind' | 'subject' | 'others' | 'reported'>,
): Candidate[] {
  const candidates: Candidate[] = [];
  for (const [key, group] of groupBy(trades, keyOf)) {
    const sides: Sides = { group, rest: () => trades.filter((trade) => keyOf(trade) !== key), restCount: trades.length - group.length, population: trades };
    if (hasSample(sides)) candidates.push({ ...make(key), ...sides, measure: byPnl });
  }
  return candidates;
}
