import Big from 'big.js';
import { addMoney, MoneySum, subtractMoney, tallyOf } from '../../dashboard-summary';
import { MIN_SAMPLE } from '../domain/candidate';
import type { Finding } from '../domain/finding';
import { formatMoney, formatPercent, plural } from '../domain/format';
import { idsOf, type PreparedTrade } from '../domain/insight-trade';

/** Costs at or above this share of the money the trades moved (Σ |gross P&L|) are a drag worth telling. */
export const FEE_DRAG_SHARE = 0.1;

/**
 * Fee drag is measured, not inferred: every trade's commission and fees are known exactly, so the
 * share is a fact of the trader's record (confidence 100), not a guess that chance could produce.
 */
export function feeDragFinding(trades: readonly PreparedTrade[]): Finding[] {
  if (trades.length < MIN_SAMPLE) return [];
  const tally = tallyOf(trades.map(({ trade }) => trade));
  const costs = addMoney(tally.commission, tally.fees);
  // Σ |gross P&L|, exact: the gains' sum less the losses' sum.
  const gains = new MoneySum();
  const losses = new MoneySum();
  for (const { trade } of trades) (trade.grossPnl.startsWith('-') ? losses : gains).add(trade.grossPnl);
  const moved = new Big(subtractMoney(gains.text(), losses.text()));
  if (moved.eq(0)) return [];
  const share = new Big(costs).div(moved).toNumber();
  if (share < FEE_DRAG_SHARE) return [];
  const turnedToLoss = new Big(tally.grossPnl).gt(0) && !new Big(tally.netPnl).gt(0);
  const outcome = turnedToLoss
    ? `They turned a gross profit of ${formatMoney(tally.grossPnl)} into a net result of ${formatMoney(tally.netPnl)}.`
    : `Gross P&L ${formatMoney(tally.grossPnl)}, net ${formatMoney(tally.netPnl)}.`;
  return [{
    insight: {
      id: 'pattern:fees',
      category: 'pattern',
      title: turnedToLoss ? 'Fee drag: costs turn a gross profit into a loss' : 'Fee drag: costs take a large share of your results',
      text: `Commissions and fees came to ${formatMoney(costs)} over ${plural(tally.trades, 'trade')}: ${formatPercent(share)} of the money your trades moved (the sum of each trade's gross P&L, ${formatMoney(moved.toFixed())}). ${outcome}`,
      evidence: [
        { label: 'Sample size', value: plural(tally.trades, 'trade') },
        { label: 'Commissions', value: formatMoney(tally.commission) },
        { label: 'Fees', value: formatMoney(tally.fees) },
        { label: 'Costs share of money moved', value: formatPercent(share) },
        { label: 'Gross P&L', value: formatMoney(tally.grossPnl) },
        { label: 'Net P&L', value: formatMoney(tally.netPnl) },
        { label: 'Basis', value: 'measured from every trade, nothing inferred' },
      ],
      tradeIds: idsOf(trades),
      sampleSize: tally.trades,
      confidence: 100,
    },
    advice: { title: 'Cut your trading costs', text: 'Trade less often for larger moves, or look for a cheaper commission plan: costs are a sure loss on every trade.' },
  }];
}
