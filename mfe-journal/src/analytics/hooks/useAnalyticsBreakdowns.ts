import { useQuery } from '@apollo/client/react';
import type { AnalyticsBreakdownsQuery, BreakdownBucketQuery, BreakdownDimension, JournalFilterInput } from '../../__generated__/graphql';
import { ANALYTICS_BREAKDOWNS_QUERY } from '../graphql/AnalyticsBreakdownsQuery';
import { BREAKDOWN_BUCKET_QUERY } from '../graphql/BreakdownBucketQuery';

/** The page's figures under the filter bar's filter (docs/filter-bar.md). */
export function useAnalyticsBreakdowns(filter: JournalFilterInput | null = null) {
  const { data, loading, error } = useQuery<AnalyticsBreakdownsQuery>(ANALYTICS_BREAKDOWNS_QUERY, { variables: { filter } });
  return { answer: data?.analyticsBreakdowns, loading, failed: Boolean(error) };
}

export interface BucketRequest {
  dimension: BreakdownDimension;
  key: string;
  label: string;
  /** The page's filter: the bucket's trades are the filtered ones. */
  filter: JournalFilterInput | null;
}

/** The trades of the bucket the trader opened (none asked while no bucket is open). */
export function useBucketTrades(request: BucketRequest | null) {
  const { data, loading, error } = useQuery<BreakdownBucketQuery>(BREAKDOWN_BUCKET_QUERY, {
    variables: request ? { dimension: request.dimension, key: request.key, filter: request.filter } : undefined,
    skip: request === null,
  });
  return { bucket: request ? data?.breakdownBucket : undefined, loading, failed: Boolean(error) };
}
