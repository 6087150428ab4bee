import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { TradeHistoryQuery, TradeHistoryQueryVariables } from '../../__generated__/graphql';
import { TRADE_HISTORY_QUERY } from '../graphql/TradeHistoryQuery';
import type { JournalFilter } from '../../filter/utils/journalFilter';
import { filterInputOf, type HistoryFilters } from '../utils/historyFilters';
import { type HistorySort, sortVariables } from '../utils/historySort';

/** Trades per page: a screenful or two; the server pages by cursor, so the 100,000th trade costs the same. */
export const HISTORY_PAGE_SIZE = 50;

/** The applied filters' trades in the sort's order (the server's), a page at a time; Load more appends the next page. */
export function useTradeHistory(filters: HistoryFilters, sort: HistorySort, bar?: JournalFilter) {
  const query = useQuery<TradeHistoryQuery, TradeHistoryQueryVariables>(TRADE_HISTORY_QUERY, {
    variables: { filter: filterInputOf(filters, bar), first: HISTORY_PAGE_SIZE, after: null, ...sortVariables(sort) },
    notifyOnNetworkStatusChange: true,
  });
  const page = query.data?.tradeHistory;
  const loadMore = () => {
    if (!page?.endCursor) return;
    void query.fetchMore({
      variables: { after: page.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        ...fetchMoreResult,
        tradeHistory: { ...fetchMoreResult.tradeHistory, trades: [...(previous.tradeHistory?.trades ?? []), ...fetchMoreResult.tradeHistory.trades] },
      }),
    });
  };
  return {
    trades: page?.trades,
    totalCount: page?.summary.tradeCount,
    summary: page?.summary,
    timeZone: query.data?.settings.timezone,
    hasMore: Boolean(page?.hasNextPage),
    loading: query.loading,
    loadingMore: query.networkStatus === NetworkStatus.fetchMore,
    error: Boolean(query.error),
    loadMore,
    retry: () => void query.refetch(),
  };
}
