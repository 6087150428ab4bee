import { useEffect, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import styled from 'styled-components';
import { Skeleton } from '@tj/design-system';
import type { TradeQuery, TradeQueryVariables } from '../../__generated__/graphql';
import { FAILED_TO_FETCH_TRADES } from '../constants/texts';
import { TRADE_QUERY } from '../graphql/TradeQuery';
import type { TradeRow } from '../utils/tradeRow';
import { TradeTable } from './TradeTable';

const Missing = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.destructive};
`;

type Loaded = { ids: string; trades: TradeRow[]; failed: boolean };

/** The trades of some ids, asked for together (each cached by id, so a trade opened twice is asked once). */
function useTrades(ids: readonly string[]) {
  const client = useApolloClient();
  const key = ids.join(',');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let current = true;
    void Promise.allSettled(key.split(',').filter(Boolean).map((id) => client.query<TradeQuery, TradeQueryVariables>({ query: TRADE_QUERY, variables: { id } }))).then((results) => {
      if (!current) return;
      const trades = results.flatMap((result) => (result.status === 'fulfilled' && result.value.data ? [result.value.data.trade] : []));
      setLoaded({ ids: key, trades, failed: trades.length < results.length });
    });
    return () => {
      current = false;
    };
  }, [client, key]);
  const ready = loaded?.ids === key ? loaded : null;
  return { trades: ready?.trades ?? [], loading: ready === null, failed: ready?.failed ?? false };
}

/** Trades named by id (the trades behind a figure), in the order given; each row opens its trade. */
export function TradesById({ ids, caption, timeZone, onOpen }: { ids: readonly string[]; caption: string; timeZone: string; onOpen: (trade: TradeRow) => void }) {
  const { trades, loading, failed } = useTrades(ids);
  if (loading)
    return (
      <div role="status" aria-label="Loading trades">
        <Skeleton height={120} />
      </div>
    );
  return (
    <>
      <TradeTable caption={caption} trades={trades} timeZone={timeZone} onOpen={onOpen} />
      {failed && <Missing role="alert">{FAILED_TO_FETCH_TRADES}</Missing>}
    </>
  );
}
