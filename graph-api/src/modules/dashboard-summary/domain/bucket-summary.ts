import { type Drawdown, maxDrawdownOf, noDrawdown, stepsByInstant } from './drawdown';
import { addMoney, compareMoney, microsWithExactSums, subtractMoney, textOfMicros } from './money';
import { type ClosedTrade, inTradeOrder, type Outcome, outcomeOf } from './metric-trade';
import type { MetricParts } from './performance-metrics';
import { bestRun, biggerInDollars, joinRuns, longer, noStreak, runsOf, type Streak } from './streaks';
import { emptyTally, mergeTallies, type Tally, tallyOf } from './tally';

/**
 * The equity curve of a stretch of trades, as running totals from 0 at its start: enough to combine
 * two adjacent stretches into one exactly (see METRICS.md, "the summary").
 */
export interface EquitySummary {
  maxPrefix: string;
  maxPrefixAt: number | null;
  minPrefix: string;
  minPrefixAt: number | null;
  drawdown: Drawdown;
}

/** The runs of one outcome in a stretch: at its start, at its end, the longest and the largest in dollars inside. */
export interface RunSummary {
  prefix: Streak;
  suffix: Streak;
  longest: Streak;
  largest: Streak;
}

/** An associative summary of consecutive closed trades (a day's, in practice). */
export interface BucketSummary {
  tally: Tally;
  equity: EquitySummary;
  wins: RunSummary;
  losses: RunSummary;
}

export const emptySummary = (): BucketSummary => ({
  tally: emptyTally(),
  equity: { maxPrefix: '0', maxPrefixAt: null, minPrefix: '0', minPrefixAt: null, drawdown: noDrawdown() },
  wins: { prefix: noStreak(), suffix: noStreak(), longest: noStreak(), largest: noStreak() },
  losses: { prefix: noStreak(), suffix: noStreak(), longest: noStreak(), largest: noStreak() },
});

/** The summary of a stretch's trades (all of them closed; sorted here into trade order). */
export function summarizeBucket(trades: readonly ClosedTrade[]): BucketSummary {
  const ordered = inTradeOrder(trades);
  // Read once for the curve and both kinds of run, rather than once by each.
  const micros: readonly number[] | null = microsWithExactSums(ordered.map((trade) => trade.netPnl));
  return { tally: tallyOf(ordered), equity: equityOf(ordered, micros), wins: runSummaryOf(ordered, 'win', micros), losses: runSummaryOf(ordered, 'loss', micros) };
}

/** `micros`: the trades' net P&L as microsWithExactSums reads it, when the caller has it already. */
export function equityOf(ordered: readonly ClosedTrade[], micros: readonly number[] | null = microsWithExactSums(ordered.map((trade) => trade.netPnl))): EquitySummary {
  return micros ? equityInMicros(ordered, micros) : equityInText(ordered);
}

/** equityInText's running totals in whole millionths (`micros[i]`: trade i's net P&L), when exact. */
function equityInMicros(ordered: readonly ClosedTrade[], micros: readonly number[]): EquitySummary {
  let equity = 0;
  let max = 0;
  let min = 0;
  let maxAt: number | null = null;
  let minAt: number | null = null;
  for (let index = 0; index < ordered.length; index += 1) {
    const at = ordered[index]!.exitTime;
    let change = micros[index]!;
    while (index + 1 < ordered.length && ordered[index + 1]!.exitTime === at) change += micros[++index]!;
    equity += change;
    if (equity > max) [max, maxAt] = [equity, at];
    if (equity < min) [min, minAt] = [equity, at];
  }
  return { maxPrefix: textOfMicros(max), maxPrefixAt: maxAt, minPrefix: textOfMicros(min), minPrefixAt: minAt, drawdown: maxDrawdownOf(ordered, micros) };
}

/** The definition, in exact decimal text: for amounts a double cannot sum exactly. */
export function equityInText(ordered: readonly ClosedTrade[]): EquitySummary {
  let equity = '0';
  const summary: EquitySummary = { maxPrefix: '0', maxPrefixAt: null, minPrefix: '0', minPrefixAt: null, drawdown: maxDrawdownOf(ordered) };
  for (const { at, change } of stepsByInstant(ordered)) {
    equity = addMoney(equity, change);
    if (compareMoney(equity, summary.maxPrefix) > 0) Object.assign(summary, { maxPrefix: equity, maxPrefixAt: at });
    if (compareMoney(equity, summary.minPrefix) < 0) Object.assign(summary, { minPrefix: equity, minPrefixAt: at });
  }
  return summary;
}

function runSummaryOf(ordered: readonly ClosedTrade[], outcome: Outcome, micros: readonly number[] | null): RunSummary {
  const runs = runsOf(ordered, outcome, micros);
  const startsWithRun = ordered.length > 0 && outcomeOf(ordered[0]!.netPnl) === outcome;
  const endsWithRun = ordered.length > 0 && outcomeOf(ordered[ordered.length - 1]!.netPnl) === outcome;
  return {
    prefix: startsWithRun ? runs[0]! : noStreak(),
    suffix: endsWithRun ? runs[runs.length - 1]! : noStreak(),
    longest: bestRun(runs, longer),
    largest: bestRun(runs, biggerInDollars),
  };
}

/** The summary of `a` followed by `b`. */
export function combineSummaries(a: BucketSummary, b: BucketSummary): BucketSummary {
  if (b.tally.trades === 0) return a;
  if (a.tally.trades === 0) return b;
  return {
    tally: mergeTallies(a.tally, b.tally),
    equity: combineEquity(a.equity, a.tally.netPnl, b.equity),
    wins: combineRuns(a.wins, a.tally.trades, b.wins, b.tally.trades),
    losses: combineRuns(a.losses, a.tally.trades, b.losses, b.tally.trades),
  };
}

function combineEquity(a: EquitySummary, aTotal: string, b: EquitySummary): EquitySummary {
  const shiftedMax = addMoney(aTotal, b.maxPrefix);
  const shiftedMin = addMoney(aTotal, b.minPrefix);
  const higher = compareMoney(shiftedMax, a.maxPrefix) > 0;
  const lower = compareMoney(shiftedMin, a.minPrefix) < 0;
  // A fall from a's high to b's low, besides the falls inside each.
  const across: Drawdown = { amount: subtractMoney(a.maxPrefix, shiftedMin), peakAt: a.maxPrefixAt, troughAt: b.minPrefixAt };
  let drawdown = a.drawdown;
  for (const candidate of [across, b.drawdown]) if (compareMoney(candidate.amount, drawdown.amount) > 0) drawdown = candidate;
  return {
    maxPrefix: higher ? shiftedMax : a.maxPrefix,
    maxPrefixAt: higher ? b.maxPrefixAt : a.maxPrefixAt,
    minPrefix: lower ? shiftedMin : a.minPrefix,
    minPrefixAt: lower ? b.minPrefixAt : a.minPrefixAt,
    drawdown,
  };
}

function combineRuns(a: RunSummary, aTrades: number, b: RunSummary, bTrades: number): RunSummary {
  const junction = joinRuns(a.suffix, b.prefix);
  const pick = (beats: (candidate: Streak, best: Streak) => boolean, inA: Streak, inB: Streak) => [junction, inB].reduce((best, run) => (beats(run, best) ? run : best), inA);
  return {
    // A stretch that is one run throughout carries the run on into the next.
    prefix: a.prefix.count === aTrades ? joinRuns(a.prefix, b.prefix) : a.prefix,
    suffix: b.suffix.count === bTrades ? joinRuns(a.suffix, b.suffix) : b.suffix,
    longest: pick(longer, a.longest, b.longest),
    largest: pick(biggerInDollars, a.largest, b.largest),
  };
}

/** Summaries of consecutive stretches, in order, folded into one. */
export function foldSummaries(summaries: Iterable<BucketSummary>): BucketSummary {
  let folded = emptySummary();
  for (const summary of summaries) folded = combineSummaries(folded, summary);
  return folded;
}

export function metricPartsOf(folded: BucketSummary, openTrades: number): MetricParts {
  return {
    tally: folded.tally,
    openTrades,
    maxDrawdown: folded.equity.drawdown,
    largestLosingStreak: folded.losses.largest,
    longestWinStreak: folded.wins.longest,
    longestLossStreak: folded.losses.longest,
  };
}
