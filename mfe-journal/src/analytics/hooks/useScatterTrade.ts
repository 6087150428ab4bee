import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import type { ScatterTradeQuery, ScatterTradeQueryVariables } from '../../__generated__/graphql';
import type { TradeRow } from '../../trades/utils/tradeRow';
import { SCATTER_TRADE_QUERY } from '../graphql/ScatterTradeQuery';

/** Reads the trade behind a scatter point when it is opened, then hands it to the trade dialog. */
export function useScatterTrade(onLoaded: (trade: TradeRow) => void) {
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const open = async (tradeId: string) => {
    setLoading(true);
    setFailed(false);
    try {
      const { data } = await client.query<ScatterTradeQuery, ScatterTradeQueryVariables>({ query: SCATTER_TRADE_QUERY, variables: { id: tradeId } });
      if (!data) throw new Error('No trade in the answer');
      onLoaded(data.trade);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };
  return { open, loading, failed };
}
