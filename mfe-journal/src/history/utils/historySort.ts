import type { SortDirection as SortDirectionEnum, TradeSort as TradeSortEnum } from '../../__generated__/graphql';

/** The history's sortable columns, as the URL (?sort=pnl&dir=desc) and the API name them. */
export const HISTORY_SORT_KEYS = ['entry_time', 'exit_time', 'symbol', 'side', 'quantity', 'pnl', 'r', 'hold_time'] as const;
export type HistorySortKey = (typeof HISTORY_SORT_KEYS)[number];
export type HistorySortDirection = 'asc' | 'desc';

export interface HistorySort {
  key: HistorySortKey;
  direction: HistorySortDirection;
}

/** Newest entry first, as the history was before it could be sorted. */
export const DEFAULT_HISTORY_SORT: HistorySort = { key: 'entry_time', direction: 'desc' };

/** How the caption and a screen reader name the order. */
const LABELS: Record<HistorySortKey, { name: string; asc: string; desc: string }> = {
  entry_time: { name: 'entry time', asc: 'oldest first', desc: 'newest first' },
  exit_time: { name: 'exit time', asc: 'oldest first', desc: 'newest first' },
  symbol: { name: 'symbol', asc: 'A to Z', desc: 'Z to A' },
  side: { name: 'side', asc: 'long first', desc: 'short first' },
  quantity: { name: 'quantity', asc: 'smallest first', desc: 'largest first' },
  pnl: { name: 'P&L', asc: 'smallest first', desc: 'largest first' },
  r: { name: 'R', asc: 'smallest first', desc: 'largest first' },
  hold_time: { name: 'hold time', asc: 'shortest first', desc: 'longest first' },
};

/** The sort in the URL; anything unknown is the default. */
export function sortFromParams(params: URLSearchParams): HistorySort {
  const key = HISTORY_SORT_KEYS.find((candidate) => candidate === params.get('sort'));
  if (!key) return DEFAULT_HISTORY_SORT;
  return { key, direction: params.get('dir') === 'asc' ? 'asc' : 'desc' };
}

/** The URL query with the sort set (left out when it is the default, so plain /history stays plain). */
export function withSort(params: URLSearchParams, sort: HistorySort): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('sort');
  next.delete('dir');
  if (sort.key !== DEFAULT_HISTORY_SORT.key || sort.direction !== DEFAULT_HISTORY_SORT.direction) {
    next.set('sort', sort.key);
    next.set('dir', sort.direction);
  }
  return next;
}

/**
 * A click on a column's header: the sorted column turns around; another column starts largest,
 * newest or longest first (A to Z, long first for symbol and side).
 */
export function nextSort(current: HistorySort, key: HistorySortKey): HistorySort {
  if (current.key === key) return { key, direction: current.direction === 'desc' ? 'asc' : 'desc' };
  return { key, direction: key === 'symbol' || key === 'side' ? 'asc' : 'desc' };
}

export function sortCaption(sort: HistorySort): string {
  const label = LABELS[sort.key];
  return sort.key === 'entry_time' && sort.direction === 'desc' ? 'Trade history, newest first' : `Trade history, by ${label.name}, ${label[sort.direction]}`;
}

/** The GraphQL arguments (the same words in capitals). */
export function sortVariables(sort: HistorySort): { sortBy: TradeSortEnum; sortDirection: SortDirectionEnum } {
  return { sortBy: sort.key.toUpperCase() as TradeSortEnum, sortDirection: sort.direction.toUpperCase() as SortDirectionEnum };
}

/** The choices of the phone's Sort select (no column headers there): every key, each way round. */
export const HISTORY_SORT_CHOICES: readonly { value: string; label: string }[] = HISTORY_SORT_KEYS.flatMap((key) =>
  (['desc', 'asc'] as const).map((direction) => ({ value: sortChoiceValue({ key, direction }), label: `${capitalized(LABELS[key].name)}, ${LABELS[key][direction]}` })),
);

export function sortChoiceValue(sort: HistorySort): string {
  return `${sort.key}:${sort.direction}`;
}

/** A Sort select's value back as a sort; anything unknown is the default. */
export function sortFromChoice(value: string): HistorySort {
  const [key, direction] = value.split(':');
  return sortFromParams(new URLSearchParams({ sort: key ?? '', dir: direction ?? '' }));
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
