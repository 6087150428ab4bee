import type { Breakdowns } from './breakdowns.service';
import { type BucketStats, MIN_BUCKET_TRADES } from './domain/bucket-stats';
import { type ExcursionScatter, MAX_SCATTER_POINTS, MIN_SCATTER_POINTS } from './domain/excursion-scatter';

// GET /api/analytics/breakdowns: the GraphQL answer's figures in JSON, money as decimal text (exact,
// as on GraphQL); a bucket's trades by id (GET /api/trades answers the trades themselves).

function bucketJson(bucket: BucketStats | null) {
  if (!bucket) return null;
  const { tally, ...figures } = bucket;
  return { ...figures, tradeCount: tally.trades, winners: tally.winners, losers: tally.losers, scratches: tally.scratches, totalPnl: tally.netPnl };
}

export function breakdownsJson({ timeZone, closedTrades, dimensions, cards }: Breakdowns) {
  const { risk, trend, timing, size } = cards;
  return {
    timeZone,
    closedTrades,
    minimumTrades: MIN_BUCKET_TRADES,
    risk,
    trend: { ...trend, recent: bucketJson(trend.recent), earlier: bucketJson(trend.earlier) },
    timing: { ...timing, bestHour: bucketJson(timing.bestHour), worstHour: bucketJson(timing.worstHour), bestWeekday: bucketJson(timing.bestWeekday), worstWeekday: bucketJson(timing.worstWeekday) },
    size: { ...size, bestRange: bucketJson(size.bestRange), worstRange: bucketJson(size.worstRange) },
    breakdowns: dimensions.map((breakdown) => ({ ...breakdown, buckets: breakdown.buckets.map(bucketJson) })),
  };
}

/** GET /api/analytics/excursions: the MAE/MFE scatter as on GraphQL (`excursions` of analyticsBreakdowns). */
export function excursionScatterJson({ readings, ...scatter }: ExcursionScatter) {
  return { ...scatter, ...readings, maxPoints: MAX_SCATTER_POINTS, minimumPoints: MIN_SCATTER_POINTS };
}
