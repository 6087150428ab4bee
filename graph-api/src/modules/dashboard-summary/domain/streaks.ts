import { addMoney, compareMoney, microsWithExactSums, textOfMicros } from './money';
import { type ClosedTrade, type Outcome, outcomeOf, refOf, type TradeRef } from './metric-trade';

/** A run of consecutive trades of one outcome: how many, their P&L, where it starts. */
export interface Streak {
  count: number;
  total: string;
  first: TradeRef | null;
}

export const noStreak = (): Streak => ({ count: 0, total: '0', first: null });

export const longer = (candidate: Streak, best: Streak): boolean => candidate.count > best.count;

/** More money moved (a larger loss for losing runs, a larger gain for winning runs), then more trades. */
export function biggerInDollars(candidate: Streak, best: Streak): boolean {
  const byMoney = compareMoney(candidate.total.replace('-', ''), best.total.replace('-', ''));
  return byMoney > 0 || (byMoney === 0 && candidate.count > best.count);
}

/** `first` followed by `second` (either may be empty). */
export function joinRuns(first: Streak, second: Streak): Streak {
  if (second.count === 0) return first;
  if (first.count === 0) return second;
  return { count: first.count + second.count, total: addMoney(first.total, second.total), first: first.first };
}

/**
 * Every maximal run of `outcome` in `trades` (in trade order). A trade of another outcome, scratches
 * included, ends a run. `micros`: the trades' net P&L as microsWithExactSums reads it, when the
 * caller has read it already.
 */
export function runsOf(trades: readonly ClosedTrade[], outcome: Outcome, micros: readonly number[] | null = microsWithExactSums(trades.map((trade) => trade.netPnl))): Streak[] {
  return micros ? runsInMicros(trades, outcome, micros) : runsInText(trades, outcome);
}

/** runsInText with each run's total summed in whole millionths (`micros[i]`: trade i's net P&L). */
function runsInMicros(trades: readonly ClosedTrade[], outcome: Outcome, micros: readonly number[]): Streak[] {
  const runs: Streak[] = [];
  let current: Streak | null = null;
  let total = 0;
  const close = () => {
    if (current) current.total = textOfMicros(total);
    current = null;
  };
  for (let index = 0; index < trades.length; index += 1) {
    const trade = trades[index]!;
    if (outcomeOf(trade.netPnl) !== outcome) {
      close();
      continue;
    }
    if (!current) {
      runs.push((current = { count: 0, total: '0', first: refOf(trade) }));
      total = 0;
    }
    current.count += 1;
    total += micros[index]!;
  }
  close();
  return runs;
}

/** The definition, in exact decimal text: for amounts a double cannot sum exactly. */
export function runsInText(trades: readonly ClosedTrade[], outcome: Outcome): Streak[] {
  const runs: Streak[] = [];
  let current: Streak | null = null;
  for (const trade of trades) {
    if (outcomeOf(trade.netPnl) !== outcome) {
      current = null;
      continue;
    }
    if (!current) runs.push((current = { count: 0, total: '0', first: refOf(trade) }));
    current.count += 1;
    current.total = addMoney(current.total, trade.netPnl);
  }
  return runs;
}

/** The first run that no later run beats (`beats`): the earliest among equals. */
export function bestRun(runs: readonly Streak[], beats: (candidate: Streak, best: Streak) => boolean): Streak {
  let best = noStreak();
  for (const run of runs) if (beats(run, best)) best = run;
  return best;
}
