import { addMoney, compareMoney, subtractMoney } from './money';
import type { ClosedTrade } from './metric-trade';

/**
 * The largest peak-to-trough fall of cumulative net P&L, in dollars (0 or more). The peak is the
 * instant the curve was at its high (null: the start, before any trade), the trough the instant it
 * fell to: the trades that exited after the peak, up to the trough, add up to minus `amount`.
 */
export interface Drawdown {
  amount: string;
  peakAt: number | null;
  troughAt: number | null;
}

export const noDrawdown = (): Drawdown => ({ amount: '0', peakAt: null, troughAt: null });

/** Net P&L per exit instant, in time order: trades that exit together move the curve in one step. */
export function stepsByInstant(trades: readonly ClosedTrade[]): { at: number; change: string }[] {
  const steps: { at: number; change: string }[] = [];
  for (const trade of trades) {
    const last = steps[steps.length - 1];
    if (last && last.at === trade.exitTime) last.change = addMoney(last.change, trade.netPnl);
    else steps.push({ at: trade.exitTime, change: trade.netPnl });
  }
  return steps;
}

/** Max drawdown of trades in trade order, from 0 before the first: the running peak minus the curve. */
export function maxDrawdownOf(tradesInOrder: readonly ClosedTrade[]): Drawdown {
  let equity = '0';
  let peak = '0';
  let peakAt: number | null = null;
  let worst = noDrawdown();
  for (const { at, change } of stepsByInstant(tradesInOrder)) {
    equity = addMoney(equity, change);
    if (compareMoney(equity, peak) > 0) {
      peak = equity;
      peakAt = at;
      continue;
    }
    const fall = subtractMoney(peak, equity);
    if (compareMoney(fall, worst.amount) > 0) worst = { amount: fall, peakAt, troughAt: at };
  }
  return worst;
}
