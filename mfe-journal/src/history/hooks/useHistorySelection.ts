import { useRef, useState } from 'react';
import type { TradeSelection } from '../../trades/components/TradeTable';
import type { TradeRow } from '../../trades/utils/tradeRow';
import { selectionState, toggledSelection } from '../utils/selection';

/**
 * The trades selected in the history for a bulk edit. Only rows shown count: a trade filtered
 * away or re-sorted out of the loaded pages leaves the selection, so an edit never reaches a row
 * the trader cannot see. Other filters or another order (`view`) start a new selection.
 */
export function useHistorySelection(trades: readonly TradeRow[] | undefined, view: string) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [selectedIn, setSelectedIn] = useState(view);
  if (selectedIn !== view) {
    // Reset while rendering (React's way to adjust state to a prop), so no frame shows the old selection.
    setSelectedIn(view);
    setSelected(new Set());
  }
  // The row clicked last: a Shift-click selects from it.
  const anchor = useRef<string | null>(null);
  const shownIds = (trades ?? []).map(({ id }) => id);
  const selectedIds = shownIds.filter((id) => selected.has(id));
  const table: TradeSelection = {
    isSelected: (trade) => selected.has(trade.id),
    onToggle: (trade, on, range) => {
      setSelected(toggledSelection(selected, shownIds, trade.id, on, anchor.current, range));
      anchor.current = trade.id;
    },
    all: selectionState(shownIds, selected),
    onToggleAll: (on) => {
      setSelected(on ? new Set(shownIds) : new Set());
      anchor.current = null;
    },
  };
  return { table, selectedIds, clear: () => setSelected(new Set()) };
}
