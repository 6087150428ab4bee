import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatPrice, formatQuantity, mediaQuery, MISSING, Table, type TableColumn } from '@tj/design-system';
import { formatR } from '../utils/journalDraft';
import { sideLabel, type TradeRow } from '../utils/tradeRow';
import { entryTimeText, exitTimeText, holdTimeText, SelectAllBox, SelectTradeBox, TradeNameBadges, TradeOpenButton, TradePnl, type TradeSelection, tradeTime } from './TradeCells';

export { tradeName, type TradeSelection } from './TradeCells';

const TradeGrid = styled(Table)`
  tbody tr { cursor: pointer; }
  tbody tr:hover { background: ${({ theme }) => theme.color.surfaceRaised}; }
  /* A selected row stands out, as its checked box says. */
  tbody tr[data-selected] { background: ${({ theme }) => theme.color.surfaceRaised}; box-shadow: inset 3px 0 0 ${({ theme }) => theme.color.primary}; }
  @media ${mediaQuery.mobile} {
    td { white-space: normal; }
  }
`;

/** A date over its time of day: two lines, not one, so the history's columns fit a desk's width. */
const MomentLines = styled.span`
  display: grid;
  > span:last-child { color: ${({ theme }) => theme.color.textMuted}; }
`;

function Moment({ text }: { text: string }) {
  // 'Nov 27, 2026, 1:54 PM' splits before its time; 'Open' or a date without its time stays whole.
  const [, day, time] = /^(.*), (\d{1,2}:\d{2}.*)$/.exec(text) ?? [];
  if (!day || !time) return <>{text}</>;
  return (
    <MomentLines>
      <span>{day},</span> <span>{time}</span>
    </MomentLines>
  );
}

/* Not a trade: no pointer, no hover, and its text wraps (an editor inside it). */
const ExpandedRow = styled.tr`
  && { cursor: auto; background: ${({ theme }) => theme.color.surfaceRaised}; }
  > td { white-space: normal; }
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

/** The selection's column: a box naming what it selects, so a screen reader says which row it is in. */
function selectColumn(selection: TradeSelection): TableColumn {
  return { header: 'Select', headerContent: <SelectAllBox selection={selection} /> };
}

/** The column's header as the Table draws it: a sort button where the table sorts by it. */
function headerOf({ sortKey, ...column }: TradeColumn, sorting: TradeTableProps['sorting']): TableColumn {
  if (!sorting || !sortKey) return column;
  const direction = sorting.key !== sortKey ? 'none' : sorting.direction === 'asc' ? 'ascending' : 'descending';
  return { ...column, sort: { direction, onSort: () => sorting.onSort(sortKey) } };
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
                <SelectTradeBox trade={trade} timeZone={timeZone} selection={selection} />
              </td>
            )}
            <th scope="row">
              <TradeOpenButton trade={trade} timeZone={timeZone} onOpen={onOpen} />
              <TradeNameBadges trade={trade} />
            </th>
            <td>{sideLabel(trade.side)}</td>
            <td>{formatQuantity(trade.quantity)}</td>
            <td>{formatPrice(trade.entryPrice)}</td>
            <td>{trade.exitPrice === null ? '—' : formatPrice(trade.exitPrice)}</td>
            <td>
              <TradePnl trade={trade} />
            </td>
            {timeColumns ? (
              <>
                <td>{formatR(trade.rMultiple) ?? MISSING}</td>
                <td>
                  <Moment text={entryTimeText(trade, timeZone)} />
                </td>
                <td>
                  <Moment text={exitTimeText(trade, timeZone)} />
                </td>
                <td>{holdTimeText(trade)}</td>
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
