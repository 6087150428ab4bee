import Big from 'big.js';
import { compareMoney, MoneySum, outcomeOf } from '../../dashboard-summary';
import { instrumentNames } from '../../trades';
import { median } from '../statistics/median';
import { groupBy, MIN_SAMPLE } from '../domain/candidate';
import type { Finding } from '../domain/finding';
import { formatMoney, formatPercent, plural } from '../domain/format';
import { idsOf, type PreparedTrade } from '../domain/insight-trade';

/** Trades with a planned stop needed to know the trader's usual risk per trade (1R) from their stops. */
export const MIN_STOPS = 5;
/** A position risking this many times the usual risk exceeds the stated risk per trade. */
export const OVERSIZE_FACTOR = 1.5;
/** A loser that lost more than this share of its planned risk did not hold its stop. */
export const STOP_SLIPPAGE = 1.1;
/** The daily loss limit, in risks per trade: three full losses in a day and the day is over. */
export const DAILY_LOSS_RISKS = 3;
/** Concentration: one symbol holding more than this share of the money put into positions over the window (an even split of two is not one). */
export const CONCENTRATION_SHARE = 0.5;
export const CONCENTRATION_DAYS = 30;
export const MIN_CONCENTRATION_TRADES = 10;

/** Dollars at risk between entry and the planned stop: |entry - stop| × |quantity| × multiplier. */
function plannedRisk({ trade }: PreparedTrade): number | null {
  if (trade.stopPrice === null) return null;
  return new Big(trade.entryPrice).minus(trade.stopPrice).abs().times(trade.quantity).abs().times(trade.multiplier).toNumber();
}


/**
 * The trader's usual risk per trade in dollars (1R). The app holds no account balance, so the stated
 * percentage is read as this amount: the median planned risk of trades with a stop, or without
 * enough stops the median loss of losing trades.
 */
function usualRisk(trades: readonly PreparedTrade[]): { amount: number; basis: string } | null {
  const risks = trades.map(plannedRisk).filter((risk): risk is number => risk !== null && risk > 0);
  if (risks.length >= MIN_STOPS) return { amount: median(risks), basis: `the median planned risk of your ${plural(risks.length, 'trade')} with a stop` };
  const losses = trades.filter(({ trade }) => outcomeOf(trade.netPnl) === 'loss').map(({ pnl }) => -pnl);
  if (losses.length >= MIN_SAMPLE) return { amount: median(losses), basis: `the median loss of your ${plural(losses.length, 'losing trade')} (few trades have a planned stop)` };
  return null;
}

function riskPerTradeAlert(trades: readonly PreparedTrade[], riskPercent: number): Finding[] {
  const withStops = trades.filter((trade) => (plannedRisk(trade) ?? 0) > 0);
  if (withStops.length < MIN_STOPS) return [];
  const usual = median(withStops.map((trade) => plannedRisk(trade)!));
  const oversized = withStops.filter((trade) => plannedRisk(trade)! > OVERSIZE_FACTOR * usual);
  const stopNotHeld = withStops.filter((trade) => trade.pnl < 0 && -trade.pnl > STOP_SLIPPAGE * plannedRisk(trade)!);
  const breaching = new Set([...oversized, ...stopNotHeld]);
  const breaches = withStops.filter((trade) => breaching.has(trade));
  if (breaches.length === 0) return [];
  return [{
    insight: {
      id: 'risk:risk-per-trade',
      category: 'risk',
      title: 'Risk per trade exceeded',
      text:
        `Your stated risk per trade is ${riskPercent}% of your account. Taking your median planned risk (${formatMoney(usual)}, over ${plural(withStops.length, 'trade')} with a stop) as that ${riskPercent}%, ` +
        `${plural(oversized.length, 'trade')} risked more than ${OVERSIZE_FACTOR} times it (over ${+(OVERSIZE_FACTOR * riskPercent).toFixed(2)}% of the account), and ${plural(stopNotHeld.length, 'losing trade')} lost more than ${formatPercent(STOP_SLIPPAGE)} of the risk planned to its stop.`,
      evidence: [
        { label: 'Sample size', value: plural(withStops.length, 'trade with a stop', 'trades with a stop') },
        { label: 'Stated risk per trade', value: `${riskPercent}%` },
        { label: 'Median planned risk', value: formatMoney(usual) },
        { label: `Trades risking over ${OVERSIZE_FACTOR}x`, value: String(oversized.length) },
        // Named by its bound: /analytics' 'Losses beyond the planned risk' counts every loss past -1R.
        { label: `Losses over ${formatPercent(STOP_SLIPPAGE)} of the planned risk`, value: String(stopNotHeld.length) },
        { label: 'Basis', value: 'measured from your trades and their planned stops' },
      ],
      tradeIds: idsOf(breaches),
      sampleSize: withStops.length,
      confidence: 100,
    },
    advice: { title: 'Size from the stop, and honour it', text: 'Size each position from its stop (shares = your risk budget / distance to the stop) and exit when the stop is hit.' },
  }];
}

function dailyLossAlert(trades: readonly PreparedTrade[], riskPercent: number): Finding[] {
  const usual = usualRisk(trades);
  if (!usual) return [];
  const limit = DAILY_LOSS_RISKS * usual.amount;
  const dayPnl = (dayTrades: readonly PreparedTrade[]) => {
    const sum = new MoneySum();
    for (const { trade } of dayTrades) sum.add(trade.netPnl);
    return sum.text();
  };
  const days = [...groupBy(trades, (trade) => trade.day)].map(([day, dayTrades]) => ({ day, trades: dayTrades, pnl: dayPnl(dayTrades) }));
  const beyond = days.filter(({ pnl }) => Number(pnl) < -limit);
  if (beyond.length === 0) return [];
  const worst = beyond.reduce((a, b) => (compareMoney(b.pnl, a.pnl) < 0 ? b : a));
  return [{
    insight: {
      id: 'risk:daily-loss',
      category: 'risk',
      title: 'Daily loss beyond your limit',
      text:
        `On ${plural(beyond.length, 'day')} you lost more than ${DAILY_LOSS_RISKS} times your usual risk per trade (${formatMoney(limit)}; at your stated ${riskPercent}% per trade, about ${+(DAILY_LOSS_RISKS * riskPercent).toFixed(2)}% of the account). ` +
        `The worst was ${worst.day}: ${formatMoney(worst.pnl)}. Your usual risk per trade is ${usual.basis}, ${formatMoney(usual.amount)}.`,
      evidence: [
        { label: 'Sample size', value: plural(days.length, 'trading day') },
        { label: 'Days beyond the limit', value: String(beyond.length) },
        { label: 'Daily loss limit', value: formatMoney(limit) },
        { label: 'Worst day', value: `${worst.day}: ${formatMoney(worst.pnl)}` },
        { label: 'Usual risk per trade', value: formatMoney(usual.amount) },
        { label: 'Basis', value: 'measured from your trades' },
      ],
      tradeIds: idsOf(beyond.flatMap((day) => day.trades)),
      sampleSize: days.length,
      confidence: 100,
    },
    advice: { title: 'Set a daily loss limit', text: `Stop trading for the day once you are down ${formatMoney(limit)} (${DAILY_LOSS_RISKS} times your usual risk per trade).` },
  }];
}

/** One symbol holding most of the money put into positions over the last 30 days of trading. */
function concentrationAlert(trades: readonly PreparedTrade[]): Finding[] {
  if (trades.length === 0) return [];
  const lastExit = trades[trades.length - 1]!.trade.exitTime;
  const recent = trades.filter(({ trade }) => trade.exitTime > lastExit - CONCENTRATION_DAYS * 86_400_000);
  if (recent.length < MIN_CONCENTRATION_TRADES) return [];
  const total = recent.reduce((sum, trade) => sum + trade.size, 0);
  const bySymbol = [...groupBy(recent, ({ trade }) => trade.symbol)].map(([symbol, symbolTrades]) => ({ symbol, trades: symbolTrades, size: symbolTrades.reduce((sum, trade) => sum + trade.size, 0) }));
  const largest = bySymbol.reduce((a, b) => (b.size > a.size || (b.size === a.size && b.symbol < a.symbol) ? b : a));
  const share = total === 0 ? 0 : largest.size / total;
  if (share <= CONCENTRATION_SHARE) return [];
  // Texts name a contract as the screens do ("SPXW 9 Mar 26 6970 C"), not by its stored code.
  const name = instrumentNames(largest.symbol).label;
  return [{
    insight: {
      id: 'risk:concentration',
      category: 'risk',
      title: `Concentration in ${name}`,
      text: `${name} took ${formatPercent(share)} of the money you put into positions in the last ${CONCENTRATION_DAYS} days of your trading (${plural(largest.trades.length, 'trade')} of ${recent.length}): one symbol's bad day is most of yours.`,
      evidence: [
        { label: 'Sample size', value: plural(recent.length, 'trade') },
        { label: 'Symbol', value: largest.symbol },
        { label: 'Share of position value', value: formatPercent(share) },
        { label: `Position value in ${name}`, value: formatMoney(largest.size) },
        { label: 'Position value, all symbols', value: formatMoney(total) },
        { label: 'Basis', value: 'measured from your trades' },
      ],
      tradeIds: idsOf(largest.trades),
      sampleSize: recent.length,
      confidence: 100,
    },
    advice: { title: 'Spread your positions', text: `Cap any one symbol at a third of the money you put into positions; ${name} holds ${formatPercent(share)}.` },
  }];
}

/**
 * Risk alerts from the Settings that exist: risk per trade (the stated percentage) read against the
 * trades; and, over the whole account only, its daily losses and one symbol's share of it.
 */
export function riskFindings(trades: readonly PreparedTrade[], riskPercent: number, { wholeAccount }: { wholeAccount: boolean } = { wholeAccount: true }): Finding[] {
  const perTrade = riskPerTradeAlert(trades, riskPercent);
  return wholeAccount ? [...perTrade, ...dailyLossAlert(trades, riskPercent), ...concentrationAlert(trades)] : perTrade;
}
