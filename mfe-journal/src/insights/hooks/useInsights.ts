import { useQuery } from '@apollo/client/react';
import { ianaZoneOf } from '@tj/design-system';
import type { InsightsCardQuery, InsightsQuery, JournalFilterInput } from '../../__generated__/graphql';
import { INSIGHTS_CARD_QUERY } from '../graphql/InsightsCardQuery';
import { INSIGHTS_QUERY } from '../graphql/InsightsQuery';

// Insights change after every import (made on another page): show what is held, and ask again.
const FETCH_POLICY = 'cache-and-network' as const;

function answerOf<Data extends InsightsQuery | InsightsCardQuery>(query: { data?: Data; loading: boolean; error?: unknown; refetch: () => unknown }) {
  return {
    insights: query.data?.insights as Data['insights'] | undefined,
    // One trade tells a trader without trades from one whose trades show nothing.
    hasTrades: (query.data?.trades.length ?? 0) > 0,
    timeZone: ianaZoneOf(query.data?.settings.timezone),
    loading: query.loading,
    error: Boolean(query.error),
    retry: () => void query.refetch(),
  };
}

/** The caller's insights with their evidence and trade ids (the /insights page); under a filter, those of the filtered trades (docs/filter-bar.md). */
export function useInsights(filter: JournalFilterInput | null = null) {
  return answerOf(useQuery<InsightsQuery>(INSIGHTS_QUERY, { fetchPolicy: FETCH_POLICY, variables: { filter } }));
}

/** The caller's insights as the dashboard card shows them, under the dashboard's filter. */
export function useInsightSummaries(filter: JournalFilterInput | null = null) {
  return answerOf(useQuery<InsightsCardQuery>(INSIGHTS_CARD_QUERY, { fetchPolicy: FETCH_POLICY, variables: { filter } }));
}
