import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { formatDateTime, formatMoney, formatPrice, formatQuantity, Skeleton, VisuallyHidden } from '@tj/design-system';
import type { TradeFillsQuery, TradeFillsQueryVariables } from '../../__generated__/graphql';
import { FILLS_FAILED } from '../constants/texts';
import { TRADE_FILLS_QUERY } from '../graphql/TradeFillsQuery';

const Scroll = styled.div`
  min-width: 0;
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSize.sm};
  th, td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    white-space: nowrap;
  }
  thead th { color: ${({ theme }) => theme.color.textMuted}; font-weight: 600; }
  .number { text-align: right; font-variant-numeric: tabular-nums; }
`;

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
        // A named, focusable region: a keyboard can scroll the table on a phone.
        <Scroll role="region" aria-label="Fills of this trade" tabIndex={0}>
          <Table>
            <VisuallyHidden as="caption">Fills of this trade, in the order they were matched</VisuallyHidden>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Side</th>
                <th scope="col" className="number">
                  Qty
                </th>
                <th scope="col" className="number">
                  Price
                </th>
                <th scope="col" className="number">
                  Commission
                </th>
                <th scope="col" className="number">
                  Fees
                </th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </Table>
        </Scroll>
      )}
    </section>
  );
}
