import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { notesSummary } from '../utils/notesSummary';
import { Button, formatPnl, LoadingStatus, pnlTone, toneColor } from '@tj/design-system';
import { TradeTable, tradeName, type TradeSelection } from '../../trades/components/TradeTable';
import { FAILED_TO_FETCH_TRADES, NO_TRADES_TEXT } from '../../trades/constants/texts';
import type { TradeRow } from '../../trades/utils/tradeRow';
import { LOAD_MORE } from '../constants/texts';
import { usePhoneLayout } from '../hooks/usePhoneLayout';
import { type HistorySort, nextSort, sortCaption } from '../utils/historySort';
import { HistoryCards } from './HistoryCards';
import { TradeTags } from './TradeTags';

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  p { margin: 0; color: ${({ theme }) => theme.color.textMuted}; }
`;

const Message = styled.p<{ $error?: boolean }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl} 0;
  text-align: center;
  color: ${({ theme, $error }) => ($error ? theme.color.destructive : theme.color.textMuted)};
`;

const Notice = styled.p`
  margin: 0;
  padding-top: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Total = styled.strong<{ $color: string }>`
  color: ${({ $color }) => $color};
`;

/** The start of the notes, wrapping in their column: shortened in words, never cut off by the cell. */
const Notes = styled.span`
  display: inline-block;
  min-width: 10rem;
  max-width: 16rem;
  white-space: normal;
`;

export interface HistoryListProps {
  trades: readonly TradeRow[] | undefined;
  /** Trades matching the filters in all (the list shows a page of them). */
  totalCount: number | undefined;
  /** The net P&L of every closed trade the filters select (all pages), as the server summed it. */
  netPnl: { amount: string; closedTrades: number } | undefined;
  filtered: boolean;
  loading: boolean;
  error: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onRetry: () => void;
  timeZone: string;
  onOpen: (trade: TradeRow) => void;
  /** The trade whose notes, tags and stop are being edited in its row, if any. */
  editingId: string | null;
  onEdit: (trade: TradeRow) => void;
  /** The editor shown under the row being edited. */
  editor: (trade: TradeRow) => ReactNode;
  /** What the last edit did ('Saved …'), announced politely. */
  notice: string;
  /** The order of the rows (the server's); a column header's click (or the phone's Sort select) asks for another. */
  sort: HistorySort;
  onSort: (sort: HistorySort) => void;
  /** A checkbox per row and a select-all one, and above the table what to do with the trades selected. */
  selection?: TradeSelection;
  bulkActions?: ReactNode;
}

/** The filtered trades, a page at a time ('Load more' asks the server for the next page by cursor). */
export function HistoryList(props: HistoryListProps) {
  const { trades, totalCount, netPnl, filtered, loading, error, hasMore, loadingMore, onLoadMore, onRetry, timeZone, onOpen, editingId, onEdit, editor, notice, sort, onSort, selection, bulkActions } = props;
  const id = useId();
  const phone = usePhoneLayout();
  const editButtonId = (trade: Pick<TradeRow, 'id'>) => `${id}-edit-${trade.id}`;
  // When an editor closes (saved or cancelled), focus goes back to its row's Edit button.
  const lastEdited = useRef<string | null>(null);
  useEffect(() => {
    if (editingId === null && lastEdited.current !== null) document.getElementById(editButtonId({ id: lastEdited.current }))?.focus();
    lastEdited.current = editingId;
  });
  if (!trades) {
    if (error)
      return (
        <div role="alert">
          <Message $error>{FAILED_TO_FETCH_TRADES}</Message>
          <Button variant="outline" onClick={onRetry}>
            Retry
          </Button>
        </div>
      );
    return (
      <LoadingStatus label="Loading trades" blocks={[320]} />
    );
  }
  if (trades.length === 0) return <Message>{filtered ? 'No trades match these filters.' : NO_TRADES_TEXT}</Message>;
  const editing = trades.find((trade) => trade.id === editingId);
  const expanded = editing && { tradeId: editing.id, id: `${id}-editor`, content: editor(editing) };
  const editButton = (trade: TradeRow) => (
    <Button
      id={editButtonId(trade)}
      variant="outline"
      size="sm"
      aria-label={`Edit notes, tags and stop: ${tradeName(trade, timeZone)}`}
      aria-expanded={trade.id === editingId}
      aria-controls={trade.id === editingId ? `${id}-editor` : undefined}
      onClick={(event) => {
        // The row itself opens the trade's dialog.
        event.stopPropagation();
        onEdit(trade);
      }}
    >
      Edit
    </Button>
  );
  return (
    <>
      {bulkActions}
      {/*
       * A phone gets cards, a desk the table, chosen by a media-query hook rather than by CSS
       * hiding one of the two: only one is in the DOM, so the rows' ids (Edit buttons, the
       * editor), boxes and buttons exist once, for screen readers, tests and focus alike.
       */}
      {phone ? (
        <HistoryCards label={sortCaption(sort)} trades={trades} timeZone={timeZone} onOpen={onOpen} sort={sort} onSort={onSort} selection={selection} editButton={editButton} expanded={expanded} />
      ) : (
        <TradeTable
          caption={sortCaption(sort)}
          selection={selection}
          captionHidden
          trades={trades}
          timeColumns
          sorting={{ ...sort, onSort: (key) => onSort(nextSort(sort, key)) }}
          timeZone={timeZone}
          onOpen={onOpen}
          extraColumns={[
            { header: 'Tags', wide: true, cell: (trade) => <TradeTags trade={trade} /> },
            { header: 'Notes', wide: true, cell: (trade) => <Notes title={trade.notes || undefined}>{notesSummary(trade.notes)}</Notes> },
            { header: 'Edit', cell: editButton },
          ]}
          expandedRow={expanded}
        />
      )}
      <Notice role="status">{notice}</Notice>
      <Footer>
        <p role="status">
          Showing {trades.length}
          {totalCount !== undefined ? ` of ${totalCount}` : ''} {totalCount === 1 ? 'trade' : 'trades'}
          {loading && !loadingMore ? ' (updating…)' : ''}
        </p>
        {netPnl && (
          <p>
            Net P&amp;L of these trades: <Total $color={toneColor[pnlTone(netPnl.amount)]}>{formatPnl(netPnl.amount)}</Total> ({netPnl.closedTrades} closed)
          </p>
        )}
        {hasMore && (
          <Button variant="outline" loading={loadingMore} onClick={onLoadMore}>
            {LOAD_MORE}
          </Button>
        )}
      </Footer>
      {error && <Message $error role="alert">{FAILED_TO_FETCH_TRADES}</Message>}
    </>
  );
}
