import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { formatDateTime, formatMoney, formatPrice, formatQuantity, Skeleton } from '@tj/design-system';
import type { TradeFillsQuery, TradeFillsQueryVariables } from '../../__generated__/graphql';
import { FILLS_FAILED } from '../constants/texts';
import { TRADE_FILLS_QUERY } from '../graphql/TradeFillsQuery';
import { ScrollingTable } from './ScrollingTable';

/** Denser than the trade tables: a trade may have many fills. */
const Table = styled(ScrollingTable)`
  th, td { padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm}; }
`;

const COLUMNS = [
  { header: 'Time' },
  { header: 'Side' },
  { header: 'Qty', className: 'number' },
  { header: 'Price', className: 'number' },
  { header: 'Commission', className: 'number' },
  { header: 'Fees', className: 'number' },
];

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.destructive};
`;

/**
 * The fills a trade was matched from: when, which way, how many at what price, and what each cost,
 * so the trader can add the trade's P&L up by hand. A fill that flipped the position shows the part
 * of it this trade holds.
 */
export function TradeFills({ tradeId, timeZone }: { tradeId: string; timeZone: string }) {
  const headingId = useId();
  const { data, loading, error } = useQuery<TradeFillsQuery, TradeFillsQueryVariables>(TRADE_FILLS_QUERY, { variables: { id: tradeId } });
  const fills = data?.trade.fills;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Fills</h3>
      {loading && !fills && (
        <div role="status" aria-label="Loading fills">
          <Skeleton height={96} />
        </div>
      )}
      {error && !fills && <Failure role="alert">{FILLS_FAILED}</Failure>}
      {fills && (
        <Table label="Fills of this trade" caption="Fills of this trade, in the order they were matched" captionHidden columns={COLUMNS}>
          {fills.map((fill, index) => (
            <tr key={index}>
              <td>{formatDateTime(fill.executedAt, { timeZone, withSeconds: true })}</td>
              <td>
                {fill.side === 'BUY' ? 'Buy' : 'Sell'} ({fill.role === 'entry' ? 'entry' : 'exit'})
              </td>
              <td className="number">{formatQuantity(fill.quantity)}</td>
              <td className="number">{formatPrice(fill.price)}</td>
              <td className="number">{formatMoney(fill.commission)}</td>
              <td className="number">{formatMoney(fill.fees)}</td>
            </tr>
          ))}
        </Table>
      )}
    </section>
  );
}
