import { type BreakdownTrade, type BucketStats, bucketStatsOf } from './bucket-stats';
import { DIMENSION_DEFINITIONS, DIMENSIONS, type Dimension, type DimensionDefinition } from './dimensions';
import { resultDimensionOf } from './result-bins';

export interface DimensionBreakdown {
  dimension: Dimension;
  title: string;
  buckets: BucketStats[];
  /** Closed trades in no bucket (the R-multiple breakdown leaves out trades without a planned stop). */
  tradesLeftOut: number;
  /** True when a trade can be in several buckets (tags): the buckets then do not add up to the total. */
  overlapping: boolean;
}

/** One breakdown of the closed trades: each bucket's figures from the same tally as the dashboard. */
export function breakdownOf(dimension: Dimension, trades: readonly BreakdownTrade[], timeZone: string): DimensionBreakdown {
  const definition: DimensionDefinition = dimension === 'result' ? resultDimensionOf(trades) : DIMENSION_DEFINITIONS[dimension];
  const groups = new Map<string, BreakdownTrade[]>((definition.fixedKeys ?? []).map((key) => [key, []]));
  let tradesLeftOut = 0;
  let overlapping = false;
  for (const trade of trades) {
    const keys = definition.keysOf(trade, timeZone);
    if (keys.length === 0) tradesLeftOut += 1;
    if (keys.length > 1) overlapping = true;
    for (const key of keys) {
      const group = groups.get(key);
      if (group) group.push(trade);
      else groups.set(key, [trade]);
    }
  }
  const buckets = [...groups].map(([key, group]) => bucketStatsOf(key, definition.labelOf(key), group));
  if (!definition.fixedKeys) {
    const last = (bucket: BucketStats) => (definition.lastKeys?.includes(bucket.key) ? 1 : 0);
    buckets.sort((a, b) => last(a) - last(b) || b.tally.trades - a.tally.trades || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }
  return { dimension, title: definition.title, buckets, tradesLeftOut, overlapping: overlapping || dimension === 'setup' || dimension === 'mistake' };
}

export const allBreakdownsOf = (trades: readonly BreakdownTrade[], timeZone: string): DimensionBreakdown[] => DIMENSIONS.map((dimension) => breakdownOf(dimension, trades, timeZone));
