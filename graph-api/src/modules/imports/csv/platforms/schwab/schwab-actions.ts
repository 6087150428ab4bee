import { assignmentKindOf, type AssignmentKind, type ExecutionSide, type PositionEffect } from '../../../../trades';

/**
 * What a Schwab Transactions CSV Action means for the journal:
 * - a fill: Buy, Sell, Sell Short, Buy to Cover, Buy/Sell to Open, Buy/Sell to Close (Schwab marks
 *   short sales "Sell Short", so a plain Sell closes shares held, see unmarkedSaleEffect);
 * - an option leaving at no price: Expired, Assigned, Exchange or Exercise (the signed Quantity says
 *   which way: positive buys a short back, negative sells a long away);
 * - anything else (dividends, interest, transfers, journals, reinvestments, splits…): not a trade.
 */
export type SchwabAction =
  | { kind: 'fill'; side: ExecutionSide; positionEffect?: PositionEffect; unmarkedSale: boolean }
  | { kind: 'option-removal'; closeKind?: AssignmentKind }
  | { kind: 'not-a-trade' };

const FILLS: Readonly<Record<string, Extract<SchwabAction, { kind: 'fill' }>>> = {
  buy: { kind: 'fill', side: 'BUY', unmarkedSale: false },
  sell: { kind: 'fill', side: 'SELL', unmarkedSale: true },
  'sell short': { kind: 'fill', side: 'SELL', positionEffect: 'open', unmarkedSale: false },
  'buy to cover': { kind: 'fill', side: 'BUY', positionEffect: 'close', unmarkedSale: false },
  'buy to open': { kind: 'fill', side: 'BUY', positionEffect: 'open', unmarkedSale: false },
  'sell to open': { kind: 'fill', side: 'SELL', positionEffect: 'open', unmarkedSale: false },
  'buy to close': { kind: 'fill', side: 'BUY', positionEffect: 'close', unmarkedSale: false },
  'sell to close': { kind: 'fill', side: 'SELL', positionEffect: 'close', unmarkedSale: false },
};
const OPTION_REMOVALS = new Set(['expired', 'assigned', 'exchange or exercise', 'exercised']);

export function schwabActionOf(text: string): SchwabAction {
  const key = text.trim().toLowerCase().replace(/\s+/g, ' ');
  const fill = FILLS[key];
  if (fill) return fill;
  if (!OPTION_REMOVALS.has(key)) return { kind: 'not-a-trade' };
  const closeKind = assignmentKindOf(key);
  return closeKind ? { kind: 'option-removal', closeKind } : { kind: 'option-removal' };
}
