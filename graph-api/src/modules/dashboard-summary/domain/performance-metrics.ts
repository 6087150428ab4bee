import { type Drawdown, maxDrawdownOf } from './drawdown';
import { averageMoney, addMoney, compareMoney, negateMoney, ratioOf } from './money';
import { inTradeOrder, isClosed, type MetricTrade } from './metric-trade';
import { bestRun, biggerInDollars, longer, runsOf, type Streak } from './streaks';
import { type Tally, tallyOf, winRateOf } from './tally';

/** A ratio that may have no finite value: '∞' (a profit with no loss) or '—' (nothing to divide). */
export type Ratio = { kind: 'value'; value: number } | { kind: 'infinite' } | { kind: 'none' };

/** Every figure of METRICS.md, of closed trades only. */
export interface PerformanceMetrics {
  tally: Tally;
  openTrades: number;
  winRate: number;
  lossRate: number;
  scratchRate: number;
  profitFactor: Ratio;
  expectancy: string;
  avgWin: string;
  avgLoss: string;
  payoffRatio: Ratio;
  /** Σ commission + Σ fees. */
  costs: string;
  costShareOfGross: Ratio;
  maxDrawdown: Drawdown;
  largestLosingStreak: Streak;
  longestWinStreak: Streak;
  longestLossStreak: Streak;
}

/** What is folded from trades or from summaries; the rest is derived from it by one function. */
export interface MetricParts {
  tally: Tally;
  openTrades: number;
  maxDrawdown: Drawdown;
  largestLosingStreak: Streak;
  longestWinStreak: Streak;
  longestLossStreak: Streak;
}

/** The trade-level definitions, straight from METRICS.md. */
export function metricsOfTrades(trades: readonly MetricTrade[]): PerformanceMetrics {
  const closed = inTradeOrder(trades.filter(isClosed));
  const losingRuns = runsOf(closed, 'loss');
  return metricsFrom({
    tally: tallyOf(closed),
    openTrades: trades.length - closed.length,
    maxDrawdown: maxDrawdownOf(closed),
    largestLosingStreak: bestRun(losingRuns, biggerInDollars),
    longestWinStreak: bestRun(runsOf(closed, 'win'), longer),
    longestLossStreak: bestRun(losingRuns, longer),
  });
}

export function metricsFrom(parts: MetricParts): PerformanceMetrics {
  const { tally } = parts;
  const rate = (count: number) => (tally.trades === 0 ? 0 : count / tally.trades);
  const avgWin = averageMoney(tally.grossProfit, tally.winners);
  const avgLoss = averageMoney(tally.grossLoss, tally.losers);
  const costs = addMoney(tally.commission, tally.fees);
  return {
    ...parts,
    winRate: winRateOf(tally),
    lossRate: rate(tally.losers),
    scratchRate: rate(tally.scratches),
    profitFactor: profitFactorOf(tally),
    expectancy: averageMoney(tally.netPnl, tally.trades),
    avgWin,
    avgLoss,
    payoffRatio: tally.winners === 0 || tally.losers === 0 ? { kind: 'none' } : { kind: 'value', value: ratioOf(avgWin, negateMoney(avgLoss)) },
    costs,
    costShareOfGross: compareMoney(tally.grossPnl, '0') > 0 ? { kind: 'value', value: ratioOf(costs, tally.grossPnl) } : { kind: 'none' },
  };
}

/** Gross profit / |gross loss|: '∞' with no loss, '—' with neither a winner nor a loser. */
export function profitFactorOf({ winners, losers, grossProfit, grossLoss }: Pick<Tally, 'winners' | 'losers' | 'grossProfit' | 'grossLoss'>): Ratio {
  if (losers === 0) return winners === 0 ? { kind: 'none' } : { kind: 'infinite' };
  return { kind: 'value', value: ratioOf(grossProfit, negateMoney(grossLoss)) };
}
