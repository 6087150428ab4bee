import { useId } from 'react';
import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { formatMoney, formatPrice, formatQuantity, LoadingStatus, mediaQuery, Table, type TableColumn } from '@tj/design-system';
import type { TradeFillsQuery, TradeFillsQueryVariables } from '../../__generated__/graphql';
import { FILLS_FAILED } from '../constants/texts';
import { TRADE_FILLS_QUERY } from '../graphql/TradeFillsQuery';
import { formatTradeMoment } from '../utils/tradeMoment';

// A phone leaves each fill's commission and fees out (their sums are in "How its P&L adds up") and
// wraps the time and side, so the price is not cut off at the screen's edge.
const COLUMNS: TableColumn[] = [
  { header: 'Time' },
  { header: 'Side' },
  { header: 'Qty', align: 'end' },
  { header: 'Price', align: 'end' },
  { header: 'Commission', align: 'end', wide: true },
  { header: 'Fees', align: 'end', wide: true },
];

const FillsGrid = styled(Table)`
  @media ${mediaQuery.mobile} {
    td:nth-child(-n + 2) { white-space: normal; }
  }
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.destructive};
`;

/**
 * The fills a trade was matched from: when, which way, how many at what price, and what each cost,
 * so the trader can add the trade's P&L up by hand. A fill that flipped the position shows the part
 * of it this trade holds. `timeGiven`: the trade's; false when its file gave dates only, whose
 * fills then show their date without the placeholder time (docs/importing.md, "time not given").
 */
export function TradeFills({ tradeId, timeZone, timeGiven = true }: { tradeId: string; timeZone: string; timeGiven?: boolean }) {
  const headingId = useId();
  const { data, loading, error } = useQuery<TradeFillsQuery, TradeFillsQueryVariables>(TRADE_FILLS_QUERY, { variables: { id: tradeId } });
  const fills = data?.trade.fills;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Fills</h3>
      {loading && !fills && <LoadingStatus label="Loading fills" blocks={[96]} />}
      {error && !fills && <Failure role="alert">{FILLS_FAILED}</Failure>}
      {fills && (
        <FillsGrid label="Fills of this trade" caption="Fills of this trade, in the order they were matched" captionHidden columns={COLUMNS} density="compact">
          {fills.map((fill, index) => (
            <tr key={index}>
              <td>{formatTradeMoment(fill.executedAt, { timeGiven }, { timeZone, withSeconds: true })}</td>
              <td>
                {fill.side === 'BUY' ? 'Buy' : 'Sell'} ({fill.role === 'entry' ? 'entry' : 'exit'})
              </td>
              <td>{formatQuantity(fill.quantity)}</td>
              <td>{formatPrice(fill.price)}</td>
              <td>{formatMoney(fill.commission)}</td>
              <td>{formatMoney(fill.fees)}</td>
            </tr>
          ))}
        </FillsGrid>
      )}
    </section>
  );
}
