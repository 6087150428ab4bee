import { useId } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { Button, formatMoney, formatPnl, formatPrice, formatQuantity, InstrumentName, LoadingStatus, pnlTone, Table, type TableColumn, toneColor, VisuallyHidden } from '@tj/design-system';
import type { TradePositionQuery, TradePositionQueryVariables } from '../../__generated__/graphql';
import { POSITION_CHANGE_FAILED, POSITION_FAILED, shapeLabel } from '../constants/texts';
import { RESET_POSITION_GROUPING_MUTATION, SPLIT_POSITION_LEG_MUTATION, TRADE_POSITION_QUERY } from '../graphql/TradePositionQuery';
import { sideLabel } from '../utils/tradeRow';
import { type Fact, FactList } from './FactList';

/** A phone keeps the leg, its side and its P&L. */
const COLUMNS: TableColumn[] = [
  { header: 'Leg' },
  { header: 'Side' },
  { header: 'Qty', align: 'end', wide: true },
  { header: 'Entry', align: 'end', wide: true },
  { header: 'Exit', align: 'end', wide: true },
  { header: 'P&L', align: 'end' },
];

/** A phone's dialog is narrow: a leg's name wraps rather than push its P&L out of sight. */
const LegTable = styled(Table)`
  th[scope='row'] { white-space: normal; }
`;

/** The leg whose dialog this is, marked without widening its column. */
const CurrentLeg = styled.tr`
  th { border-inline-start: 3px solid ${({ theme }) => theme.color.primary}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.destructive};
`;

const Pnl = styled.span<{ $color: string }>`
  color: ${({ $color }) => $color};
  font-weight: 600;
`;

/** A net debit is paid, a net credit received (docs/options.md). */
function premiumFact(netDebit: string): Fact {
  return netDebit.startsWith('-') ? ['Net credit', formatMoney(netDebit.slice(1))] : ['Net debit', formatMoney(netDebit)];
}

/**
 * The multi-leg position this trade is a leg of (docs/options.md, "Multi-leg positions"): its shape,
 * net debit or credit, maximum loss and gain, its P&L (the legs summed, what every figure counts) and
 * its legs; a leg can be split off it, and a hand-made grouping given back to the rule. Nothing shows
 * for a trade that is a position alone.
 */
export function TradePosition({ tradeId }: { tradeId: string }) {
  const headingId = useId();
  const { data, loading, error } = useQuery<TradePositionQuery, TradePositionQueryVariables>(TRADE_POSITION_QUERY, { variables: { id: tradeId } });
  // Every figure counts positions: what shows them is asked again once the grouping changed.
  const [split, splitting] = useMutation(SPLIT_POSITION_LEG_MUTATION, { refetchQueries: 'active', awaitRefetchQueries: true });
  const [reset, resetting] = useMutation(RESET_POSITION_GROUPING_MUTATION, { refetchQueries: 'active', awaitRefetchQueries: true });
  const position = data?.trade.position;
  if (loading && !data) return <LoadingStatus label="Loading position" blocks={[48]} />;
  if (error && !data) return <Failure role="alert">{POSITION_FAILED}</Failure>;
  if (!position) return null;
  const busy = splitting.loading || resetting.loading;
  const facts: Fact[] = [
    ['Shape', `${shapeLabel(position.shape)}, ${position.legCount} legs`],
    premiumFact(position.netDebit),
    ['Max loss', position.maxLoss === null ? 'Undefined' : formatMoney(position.maxLoss)],
    ['Max gain', position.maxGain === null ? 'Undefined' : formatMoney(position.maxGain)],
    ['Position P&L', position.status === 'open' ? 'Open' : formatPnl(position.pnl)],
    ['R (P&L ÷ max loss)', position.rMultiple === null ? '—' : `${Number(position.rMultiple).toFixed(2)}R`],
    ['Grouping', position.grouping === 'manual' ? 'By hand' : 'Opened together'],
  ];
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>
        Position: {shapeLabel(position.shape)} on {position.underlying}
      </h3>
      <FactList facts={facts} />
      <LegTable label="Legs of this position" caption="Legs of this position" captionHidden columns={COLUMNS} density="compact">
        {position.legs.map((leg) => {
          const Row = leg.tradeId === tradeId ? CurrentLeg : 'tr';
          return (
            <Row key={leg.tradeId} aria-current={leg.tradeId === tradeId ? 'true' : undefined}>
              <th scope="row">
                <InstrumentName symbol={leg.symbol} />
                {leg.tradeId === tradeId && <VisuallyHidden> (this trade)</VisuallyHidden>}
              </th>
              <td>{sideLabel(leg.side)}</td>
              <td>{formatQuantity(leg.quantity)}</td>
              <td>{formatPrice(leg.entryPrice)}</td>
              <td>{leg.exitPrice === null ? '—' : formatPrice(leg.exitPrice)}</td>
              <td>{leg.status === 'open' ? 'Open' : <Pnl $color={toneColor[pnlTone(leg.pnl)]}>{formatPnl(leg.pnl)}</Pnl>}</td>
            </Row>
          );
        })}
      </LegTable>
      <Actions>
        <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => void split({ variables: { tradeId } }).catch(() => undefined)}>
          Count this leg on its own
        </Button>
        {position.grouping === 'manual' && (
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => void reset({ variables: { tradeId } }).catch(() => undefined)}>
            Group by the rule again
          </Button>
        )}
      </Actions>
      {(splitting.error || resetting.error) && <Failure role="alert">{POSITION_CHANGE_FAILED}</Failure>}
    </section>
  );
}
