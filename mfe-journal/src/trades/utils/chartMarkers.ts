import { type CandleChartMarker, formatPrice, formatQuantity } from '@tj/design-system';
import type { TradeFillsQuery } from '../../__generated__/graphql';

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
