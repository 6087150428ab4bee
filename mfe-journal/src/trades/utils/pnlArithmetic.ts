import { formatMoney, formatPnl, formatPrice, formatQuantity } from '@tj/design-system';
import { isLong, isOpen, type TradeRow } from './tradeRow';

/** One line of a trade's P&L worked out: what it is, the sum in words and figures, and its result. */
export interface ArithmeticLine {
  label: string;
  formula: string;
  working: string;
  result: string;
}

/**
 * The arithmetic behind a closed trade's P&L, laid out from the figures the server computed (it
 * never recomputes them here: the server's decimal sums are the ones every view shows).
 */
export function pnlArithmetic(trade: TradeRow): ArithmeticLine[] {
  if (isOpen(trade) || trade.exitPrice === null) return [];
  const long = isLong(trade.side);
  const [first, second] = long ? [trade.exitPrice, trade.entryPrice] : [trade.entryPrice, trade.exitPrice];
  return [
    {
      label: 'Gross P&L',
      formula: long ? '(average exit − average entry) × quantity closed × multiplier' : '(average entry − average exit) × quantity closed × multiplier',
      working: `(${formatPrice(first)} − ${formatPrice(second)}) × ${formatQuantity(trade.closedQuantity)} × ${formatQuantity(trade.multiplier)}`,
      result: formatPnl(trade.grossPnl),
    },
    {
      label: 'Net P&L',
      formula: 'gross P&L − commission − fees',
      working: `${formatMoney(trade.grossPnl)} − ${formatMoney(trade.commission)} − ${formatMoney(trade.fees)}`,
      result: formatPnl(trade.pnl),
    },
  ];
}
