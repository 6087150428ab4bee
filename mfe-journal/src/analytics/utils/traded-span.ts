import type { Bucket } from './format';

/**
 * The buckets from the first to the last that holds a trade (the empty ones between kept, so the
 * axis stays continuous): "P&L by hour" shows the hours the trader trades, not 24 mostly empty bars.
 * No trade at all leaves the buckets as they are.
 */
export function tradedSpan<T extends Pick<Bucket, 'tradeCount'>>(buckets: readonly T[]): T[] {
  const first = buckets.findIndex(({ tradeCount }) => tradeCount > 0);
  if (first < 0) return [...buckets];
  const last = buckets.findLastIndex(({ tradeCount }) => tradeCount > 0);
  return buckets.slice(first, last + 1);
}
