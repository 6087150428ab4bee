import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { Badge, Checkbox, InstrumentName, instrumentLabel, formatPnl, formatPrice, formatQuantity, LinkButton, mediaQuery, MISSING, pnlTone, Table, type TableColumn, toneColor } from '@tj/design-system';
import type { ExitKind } from '../../__generated__/graphql';
import { ManualBadge } from '../../manual/components/ManualBadge';
import { shapeLabel } from '../constants/texts';
import { formatHoldTime } from '../utils/holdTime';
import { formatR } from '../utils/journalDraft';
import { isOpen, sideLabel, type TradeRow } from '../utils/tradeRow';
import { formatTradeMoment } from '../utils/tradeMoment';

const TradeGrid = styled(Table)`
  tbody tr { cursor: pointer; }
  tbody tr:hover { background: ${({ theme }) => theme.color.surfaceRaised}; }
  /* A selected row stands out, as its checked box says. */
  tbody tr[data-selected] { background: ${({ theme }) => theme.color.surfaceRaised}; box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.primary}; }
  @media ${mediaQuery.mobile} {
    td { white-space: normal; }
  }
`;

/* Not a trade: no pointer, no hover, and its text wraps (an editor inside it). */
const ExpandedRow = styled.tr`
  && { cursor: auto; background: ${({ theme }) => theme.color.surfaceRaised}; }
  > td { white-space: normal; }
`;

const OpenButton = styled(LinkButton)`
  font-weight: 700;
`;

const Pnl = styled.span<{ $color: string }>`
  color: ${({ $color }) => $color};
  font-weight: 600;
`;

/** Beside the P&L, so a phone (which keeps that column) shows it too. */
const ExpiredBadge = styled(Badge)`
  margin-inline-start: ${({ theme }) => theme.space.xs};
`;

/** The badge of a trade closed other than by a trade (docs/options.md): its label, and what it means on hover. */
const EXIT_BADGES: Readonly<Record<ExitKind, { label: string; title: string }>> = {
  EXPIRED: { label: 'Expired', title: 'Expired: closed at 0 at the US close on its expiry date' },
  ASSIGNED: { label: 'Assigned', title: 'Assigned: the option closed at 0 and its shares changed hands at the strike' },
  EXERCISED: { label: 'Exercised', title: 'Exercised: the option closed at 0 and its shares changed hands at the strike' },
};

/** Under the contract's name: the position it is a leg of (docs/options.md). */
const PositionBadge = styled(Badge)`
  display: inline-flex;
  margin-inline-start: ${({ theme }) => theme.space.xs};
  font-weight: 400;
  @media ${mediaQuery.mobile} {
    display: flex;
    width: fit-content;
    margin-inline-start: 0;
    margin-block-start: ${({ theme }) => theme.space.xs};
  }
`;

/** The columns a table can be sorted by (the history's, docs/journal.md "Sorting the history"). */
export type TradeSortColumn = 'entry_time' | 'exit_time' | 'symbol' | 'side' | 'quantity' | 'pnl' | 'r' | 'hold_time';

type TradeColumn = TableColumn & { sortKey?: TradeSortColumn };

/** A phone keeps symbol, P&L and date; the rest is one tap away in the trade's dialog. */
const COLUMNS: TradeColumn[] = [
  { header: 'Symbol', sortKey: 'symbol' },
  { header: 'Side', wide: true, sortKey: 'side' },
  { header: 'Qty', align: 'end', wide: true, sortKey: 'quantity' },
  { header: 'Entry', align: 'end', wide: true },
  { header: 'Exit', align: 'end', wide: true },
  { header: 'P&L', align: 'end', sortKey: 'pnl' },
];

const DATE_COLUMN: TradeColumn = { header: 'Date' };

/** The history's: both times, the hold time and R instead of one date; a phone keeps the entry time. */
const TIME_COLUMNS: TradeColumn[] = [
  { header: 'R', align: 'end', wide: true, sortKey: 'r' },
  { header: 'Entry time', sortKey: 'entry_time' },
  { header: 'Exit time', wide: true, sortKey: 'exit_time' },
  { header: 'Hold time', align: 'end', wide: true, sortKey: 'hold_time' },
];

export interface TradeTableProps {
  caption: string;
  /** Hide the caption visually when a card title already says it. */
  captionHidden?: boolean;
  trades: readonly TradeRow[];
  timeZone: string;
  onOpen: (trade: TradeRow) => void;
  /** Extra columns after the standard ones (the history's notes and tags). */
  extraColumns?: { header: string; cell: (trade: TradeRow) => ReactNode; wide?: boolean }[];
  /** A row shown under one trade's row across the whole table (the history's editor of that trade). */
  expandedRow?: { tradeId: string; id: string; content: ReactNode };
  /** R, entry time, exit time and hold time instead of the one date (the history). */
  timeColumns?: boolean;
  /** Sortable headers: how the table is sorted, and what a header's click asks for. */
  sorting?: { key: TradeSortColumn; direction: 'asc' | 'desc'; onSort: (key: TradeSortColumn) => void };
  /** A checkbox first in each row, and one selecting every row in the header (the history's bulk tagging). */
  selection?: TradeSelection;
}

export interface TradeSelection {
  isSelected: (trade: TradeRow) => boolean;
  /** A row's box clicked; with Shift, the rows from the last one clicked to it. */
  onToggle: (trade: TradeRow, selected: boolean, range: boolean) => void;
  /** Whether every row shown is selected, some are, or none. */
  all: 'all' | 'some' | 'none';
  onToggleAll: (selected: boolean) => void;
}

/** The selection's column: a box naming what it selects, so a screen reader says which row it is in. */
function selectColumn(selection: TradeSelection): TableColumn {
  const headerContent = (
    <Checkbox label="Select every trade shown" labelHidden checked={selection.all === 'all'} indeterminate={selection.all === 'some'} onCheckedChange={(checked) => selection.onToggleAll(checked)} />
  );
  return { header: 'Select', headerContent };
}

/** The column's header as the Table draws it: a sort button where the table sorts by it. */
function headerOf({ sortKey, ...column }: TradeColumn, sorting: TradeTableProps['sorting']): TableColumn {
  if (!sorting || !sortKey) return column;
  const direction = sorting.key !== sortKey ? 'none' : sorting.direction === 'asc' ? 'ascending' : 'descending';
  return { ...column, sort: { direction, onSort: () => sorting.onSort(sortKey) } };
}

/** The moment a trade is dated by: its exit (when its P&L was realized), else its entry. */
function tradeTime(trade: TradeRow, timeZone: string): string {
  return formatTradeMoment(trade.exitTime ?? trade.entryTime, trade, { timeZone });
}

export function tradeName(trade: TradeRow, timeZone: string): string {
  return `${instrumentLabel(trade.symbol)} ${sideLabel(trade.side).toLowerCase()}, ${tradeTime(trade, timeZone)}`;
}

/**
 * Trades as a table with column headers; each row opens the trade's dialog (the symbol is the
 * row's button, so keyboard and screen-reader users open it the same way).
 */
export function TradeTable({ caption, captionHidden = false, trades, timeZone, onOpen, extraColumns = [], expandedRow, timeColumns = false, sorting, selection }: TradeTableProps) {
  const standard = [...COLUMNS, ...(timeColumns ? TIME_COLUMNS : [DATE_COLUMN])].map((column) => headerOf(column, sorting));
  const columns = [...(selection ? [selectColumn(selection)] : []), ...standard, ...extraColumns.map(({ header, wide }) => ({ header, wide }))];
  return (
    <TradeGrid label={caption} caption={caption} captionHidden={captionHidden} columns={columns}>
      {trades.map((trade) => (
        <Fragment key={trade.id}>
          <tr onClick={() => onOpen(trade)} data-selected={selection?.isSelected(trade) || undefined}>
            {selection && (
              <td>
                <Checkbox
                  label={`Select trade ${tradeName(trade, timeZone)}`}
                  labelHidden
                  checked={selection.isSelected(trade)}
                  onCheckedChange={(checked, { shiftKey }) => selection.onToggle(trade, checked, shiftKey)}
                />
              </td>
            )}
            <th scope="row">
              <OpenButton
                type="button"
                aria-label={`Open trade ${tradeName(trade, timeZone)}`}
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(trade);
                }}
              >
                <InstrumentName symbol={trade.symbol} />
              </OpenButton>
              <ManualBadge trade={trade} />
              {trade.position && (
                <PositionBadge variant="outline" title={`A leg of a position (${trade.position.shape}, ${trade.position.legCount} legs): every figure counts the position's P&L, ${formatPnl(trade.position.pnl)}`}>
                  {shapeLabel(trade.position.shape)}
                </PositionBadge>
              )}
            </th>
            <td>{sideLabel(trade.side)}</td>
            <td>{formatQuantity(trade.quantity)}</td>
            <td>{formatPrice(trade.entryPrice)}</td>
            <td>{trade.exitPrice === null ? '—' : formatPrice(trade.exitPrice)}</td>
            <td>
              {isOpen(trade) ? (
                <Badge variant="outline">Open</Badge>
              ) : (
                <>
                  <Pnl $color={toneColor[pnlTone(trade.pnl)]}>{formatPnl(trade.pnl)}</Pnl>
                  {/* An option closed at 0 on its expiry date, or by assignment or exercise, not sold (docs/options.md). */}
                  {trade.exitKind && (
                    <ExpiredBadge variant="outline" title={EXIT_BADGES[trade.exitKind].title}>
                      {EXIT_BADGES[trade.exitKind].label}
                    </ExpiredBadge>
                  )}
                </>
              )}
            </td>
            {timeColumns ? (
              <>
                <td>{formatR(trade.rMultiple) ?? MISSING}</td>
                <td>{formatTradeMoment(trade.entryTime, trade, { timeZone })}</td>
                <td>{trade.exitTime === null ? 'Open' : formatTradeMoment(trade.exitTime, trade, { timeZone })}</td>
                {/* A date-only export's placeholder times make no hold time (docs/importing.md, "time not given"). */}
                <td>{(trade.timeGiven && formatHoldTime(trade.entryTime, trade.exitTime)) || MISSING}</td>
              </>
            ) : (
              <td>{tradeTime(trade, timeZone)}</td>
            )}
            {extraColumns.map((column) => (
              <td key={column.header}>{column.cell(trade)}</td>
            ))}
          </tr>
          {expandedRow?.tradeId === trade.id && (
            <ExpandedRow id={expandedRow.id}>
              <td colSpan={columns.length}>{expandedRow.content}</td>
            </ExpandedRow>
          )}
        </Fragment>
      ))}
    </TradeGrid>
  );
}
