import { inTradeOrder, isClosed, metricsOfTrades, type MetricTrade, outcomeOf, subtractMoney } from '../../dashboard-summary';
import { MIN_SAMPLE, permutationTest } from '../../insights';
import { TREND_SIGNIFICANCE } from './cards';

export const COMPARED_FIGURES = ['net_pnl', 'trades', 'win_rate', 'profit_factor', 'expectancy'] as const;
export type ComparedFigure = (typeof COMPARED_FIGURES)[number];

/**
 * Whether a change is more than the trades' own scatter would make it: 'more than noise' when a
 * permutation test of the two periods' trades (the trend card's test, at its threshold) finds it;
 * 'too few trades' when either period holds fewer closed trades than a figure needs (MIN_SAMPLE,
 * what /analytics calls enough); 'not tested' for a count.
 */
export type ChangeVerdict = 'more than noise' | 'within noise' | 'too few trades' | 'not tested';

export interface FigureChange {
  figure: ComparedFigure;
  /** Money as canonical decimals, the win rate as a fraction, the profit factor as a number, '∞' or '—'. */
  current: string;
  previous: string;
  /** current − previous; null when either side has no finite value. */
  change: string | null;
  pValue: number | null;
  verdict: ChangeVerdict;
}

export interface PeriodComparison {
  currentTrades: number;
  previousTrades: number;
  figures: FigureChange[];
}

const ratioText = (ratio: ReturnType<typeof metricsOfTrades>['profitFactor']) => (ratio.kind === 'infinite' ? '∞' : ratio.kind === 'none' ? '—' : String(Number(ratio.value.toFixed(4))));
const numberChange = (a: string, b: string) => (/^-?\d/.test(a) && /^-?\d/.test(b) ? String(Number((Number(a) - Number(b)).toFixed(6))) : null);

/**
 * The headline figures of a period beside those of the period before it, each with its change and
 * whether that change is more than noise. The figures are the dashboard's (metricsOfTrades, the
 * METRICS.md definitions) over each period's trades.
 */
export function periodComparisonOf(current: readonly MetricTrade[], previous: readonly MetricTrade[]): PeriodComparison {
  const now = metricsOfTrades(current);
  const before = metricsOfTrades(previous);
  const closedNow = inTradeOrder(current.filter(isClosed));
  const closedBefore = inTradeOrder(previous.filter(isClosed));
  const enough = closedNow.length >= MIN_SAMPLE && closedBefore.length >= MIN_SAMPLE;
  const tested = (valueOf: (trade: MetricTrade) => number) => {
    if (!enough) return { pValue: null, verdict: 'too few trades' as const };
    const { pValue } = permutationTest(closedNow.map(valueOf), closedBefore.map(valueOf));
    return { pValue, verdict: pValue < TREND_SIGNIFICANCE ? ('more than noise' as const) : ('within noise' as const) };
  };
  // Net P&L, expectancy and profit factor all move with the mean P&L of a trade; the win rate with the share of winners.
  const pnlTest = tested((trade) => Number(trade.netPnl));
  const winTest = tested((trade) => (outcomeOf(trade.netPnl) === 'win' ? 1 : 0));
  const winRate = (rate: number) => String(Number(rate.toFixed(6)));
  return {
    currentTrades: closedNow.length,
    previousTrades: closedBefore.length,
    figures: [
      { figure: 'net_pnl', current: now.tally.netPnl, previous: before.tally.netPnl, change: subtractMoney(now.tally.netPnl, before.tally.netPnl), ...pnlTest },
      { figure: 'trades', current: String(now.tally.trades), previous: String(before.tally.trades), change: String(now.tally.trades - before.tally.trades), pValue: null, verdict: 'not tested' },
      { figure: 'win_rate', current: winRate(now.winRate), previous: winRate(before.winRate), change: numberChange(winRate(now.winRate), winRate(before.winRate)), ...winTest },
      {
        figure: 'profit_factor',
        current: ratioText(now.profitFactor),
        previous: ratioText(before.profitFactor),
        change: numberChange(ratioText(now.profitFactor), ratioText(before.profitFactor)),
        ...pnlTest,
      },
      { figure: 'expectancy', current: now.expectancy, previous: before.expectancy, change: subtractMoney(now.expectancy, before.expectancy), ...pnlTest },
    ],
  };
}
