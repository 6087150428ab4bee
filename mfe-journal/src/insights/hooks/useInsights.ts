import { useQuery } from '@apollo/client/react';
import { ianaZoneOf } from '@tj/design-system';
import type { InsightsQuery } from '../../__generated__/graphql';
import { INSIGHTS_QUERY } from '../graphql/InsightsQuery';

/** The caller's insights, whether they have any trade (to tell 'import some trades' from 'nothing found'), and their zone. */
export function useInsights() {
  const query = useQuery<InsightsQuery>(INSIGHTS_QUERY);
  return {
    insights: query.data?.insights,
    hasTrades: (query.data?.trades.length ?? 0) > 0,
    timeZone: ianaZoneOf(query.data?.settings.timezone),
    loading: query.loading,
    error: Boolean(query.error),
    retry: () => void query.refetch(),
  };
}
