import type { TradeFieldsFragment } from '../../__generated__/graphql';

export type TradeRow = TradeFieldsFragment;

/** SPEC §5: long is BUY or LONG, short is SELL or SHORT. */
export function isLong(side: string): boolean {
  return side === 'LONG' || side === 'BUY';
}

export function sideLabel(side: string): string {
  return isLong(side) ? 'Long' : 'Short';
}

export function isOpen(trade: Pick<TradeRow, 'status' | 'exitTime'>): boolean {
  return trade.status === 'open' || trade.exitTime === null;
}
