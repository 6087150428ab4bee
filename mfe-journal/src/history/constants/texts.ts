/** SPEC §2 Trade History texts, verbatim. */
export const SEARCH_PLACEHOLDER = 'Search by symbol, notes...';
export const APPLY_FILTERS = 'Apply Filters';
export const DATE_RANGE = 'Date Range';
export const EXPORT = 'Export';
export const LOAD_MORE = 'Load more';

export const TRADE_FILTERS = [
  { value: 'all', label: 'All Trades' },
  { value: 'winners', label: 'Winners' },
  { value: 'losers', label: 'Losers' },
  { value: 'long', label: 'Long' },
  { value: 'short', label: 'Short' },
] as const;

export const TIME_PERIODS = [
  { value: 'all', label: 'All Time' },
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'This Week' },
  { value: 'month', label: 'This Month' },
  { value: 'quarter', label: 'This Quarter' },
  { value: 'year', label: 'This Year' },
] as const;

export type TradeFilter = (typeof TRADE_FILTERS)[number]['value'];
export type TimePeriod = (typeof TIME_PERIODS)[number]['value'];
