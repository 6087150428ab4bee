import { addMoney, compareMoney, microsWithExactSums, subtractMoney, textOfMicros } from './money';
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

/**
 * Max drawdown of trades in trade order, from 0 before the first: the running peak minus the curve.
 * `micros`: the trades' net P&L as microsWithExactSums reads it, when the caller has read it already.
 */
export function maxDrawdownOf(tradesInOrder: readonly ClosedTrade[], micros: readonly number[] | null = microsWithExactSums(tradesInOrder.map((trade) => trade.netPnl))): Drawdown {
  return micros ? maxDrawdownInMicros(tradesInOrder, micros) : maxDrawdownInText(tradesInOrder);
}

/** maxDrawdownInText's walk in whole millionths (`micros[i]` is trade i's net P&L), when exact. */
function maxDrawdownInMicros(tradesInOrder: readonly ClosedTrade[], micros: readonly number[]): Drawdown {
  let equity = 0;
  let peak = 0;
  let peakAt: number | null = null;
  let worst = 0;
  let worstPeakAt: number | null = null;
  let troughAt: number | null = null;
  for (let index = 0; index < tradesInOrder.length; index += 1) {
    const at = tradesInOrder[index]!.exitTime;
    let change = micros[index]!;
    // Trades that exit together are one step of the curve (stepsByInstant).
    while (index + 1 < tradesInOrder.length && tradesInOrder[index + 1]!.exitTime === at) change += micros[++index]!;
    equity += change;
    if (equity > peak) {
      peak = equity;
      peakAt = at;
    } else if (peak - equity > worst) {
      worst = peak - equity;
      worstPeakAt = peakAt;
      troughAt = at;
    }
  }
  return worst === 0 ? noDrawdown() : { amount: textOfMicros(worst), peakAt: worstPeakAt, troughAt };
}

/** The definition, in exact decimal text: for amounts a double cannot sum exactly. */
export function maxDrawdownInText(tradesInOrder: readonly ClosedTrade[]): Drawdown {
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
