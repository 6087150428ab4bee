import type { BreakdownTrade } from './bucket-stats';
import type { DimensionDefinition } from './dimensions';

/** The distribution of trade results is cut into about this many bins of one round width. */
export const RESULT_BINS = 10;

/** The smallest 1, 2 or 5 × 10^k at least `raw`: bins a reader can add up in their head. */
export function roundBinWidth(raw: number): number {
  if (!(raw > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((step) => step * power).find((width) => width >= raw * (1 - 1e-12))!;
}

const dollars = (value: number, places: number) => `${value < 0 ? '-' : ''}$${Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: places, maximumFractionDigits: places })}`;

/**
 * Net P&L bins of one round width, from the bin holding the worst trade to the one holding the best,
 * each from its lower bound up to the next (a scratch is in the bin starting at $0). Every bin is
 * listed, empty ones too, so the histogram shows the gaps.
 */
export function resultDimensionOf(trades: readonly BreakdownTrade[]): DimensionDefinition {
  const results = trades.map((trade) => Number(trade.netPnl));
  const min = Math.min(...results, 0);
  const max = Math.max(...results, 0);
  const width = roundBinWidth((max - min) / RESULT_BINS);
  const places = width < 1 ? Math.ceil(-Math.log10(width)) : 0;
  const first = Math.floor(min / width + 1e-9);
  const last = Math.floor(max / width + 1e-9);
  const binOf = (value: number) => Math.floor(value / width + 1e-9);
  return {
    title: 'Distribution of trade results',
    keysOf: (trade) => [String(binOf(Number(trade.netPnl)))],
    labelOf: (key) => `${dollars(Number(key) * width, places)} to ${dollars((Number(key) + 1) * width, places)}`,
    fixedKeys: trades.length === 0 ? [] : Array.from({ length: last - first + 1 }, (_, index) => String(first + index)),
  };
}
