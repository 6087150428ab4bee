import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { InsightTradesQuery, InsightTradesQueryVariables } from '../../__generated__/graphql';
import type { TradeRow } from '../../trades/utils/tradeRow';
import { INSIGHT_TRADES_QUERY } from '../graphql/InsightTradesQuery';

/** Trades asked for at a time (the API answers at most 100 ids; a finding may rest on thousands). */
export const TRADES_PAGE = 50;

/**
 * The trades an insight rests on, read a page at a time when asked for. A trade the engine named
 * that the journal no longer holds (a later import rebuilt it) is counted in `missing`.
 */
export function useInsightTrades(tradeIds: readonly string[]) {
  const client = useApolloClient();
  const [trades, setTrades] = useState<TradeRow[]>([]);
  const [asked, setAsked] = useState(0);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);

  const loadMore = async () => {
    const ids = tradeIds.slice(asked, asked + TRADES_PAGE);
    setLoading(true);
    setError(false);
    try {
      const { data } = await client.query<InsightTradesQuery, InsightTradesQueryVariables>({ query: INSIGHT_TRADES_QUERY, variables: { ids } });
      if (!data) throw new Error('No trades in the answer');
      setTrades((shown) => [...shown, ...data.tradesWithIds]);
      setAsked(asked + ids.length);
    } catch {
      setError(true);
    } finally {
      setLoading(false);
    }
  };

  return { trades, asked, missing: asked - trades.length, hasMore: asked < tradeIds.length, loading, error, loadMore };
}
