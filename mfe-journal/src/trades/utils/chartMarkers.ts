import { type CandleChartLevel, type CandleChartMarker, formatPrice, formatQuantity } from '@tj/design-system';
import type { TradeFillsQuery } from '../../__generated__/graphql';
import type { TradeRow } from './tradeRow';

export type TradeFill = TradeFillsQuery['trade']['fills'][number];

/** Each fill as a mark on the chart at its time and price, read out as 'Buy 100 at 190.00 (entry)'. */
export function fillMarkers(fills: readonly TradeFill[]): CandleChartMarker[] {
  return fills.map((fill) => ({
    time: fill.executedAt,
    price: fill.price,
    kind: fill.role === 'entry' ? 'entry' : 'exit',
    label: `${fill.side === 'BUY' ? 'Buy' : 'Sell'} ${formatQuantity(fill.quantity)} at ${formatPrice(fill.price)} (${fill.role === 'entry' ? 'entry' : 'exit'})`,
  }));
}

/** What the chart draws across its width: the average entry and exit prices and the planned stop, where the trade has them. */
export function tradeLevels(trade: Pick<TradeRow, 'entryPrice' | 'exitPrice' | 'stopPrice'>): CandleChartLevel[] {
  const levels: CandleChartLevel[] = [{ price: trade.entryPrice, kind: 'entry', label: `Entry ${formatPrice(trade.entryPrice)}` }];
  if (trade.exitPrice !== null && trade.exitPrice !== undefined) levels.push({ price: trade.exitPrice, kind: 'exit', label: `Exit ${formatPrice(trade.exitPrice)}` });
  if (trade.stopPrice !== null && trade.stopPrice !== undefined) levels.push({ price: trade.stopPrice, kind: 'stop', label: `Stop ${formatPrice(trade.stopPrice)}` });
  return levels;
}

/** The trade's span, which the chart opens on: an open trade's runs to its newest candle. */
export function tradeFocus(trade: Pick<TradeRow, 'entryTime' | 'exitTime'>): { from: string; to: string | null } {
  return { from: trade.entryTime, to: trade.exitTime ?? null };
}
