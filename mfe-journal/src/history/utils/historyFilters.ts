import type { SideFilter, TimePeriod as TimePeriodEnum, TradeFilter as TradeFilterEnum, TradeHistoryFilterInput } from '../../__generated__/graphql';
import { type JournalFilter, NO_FILTER as NO_BAR_FILTER } from '../../filter/utils/journalFilter';
import { TIME_PERIODS, TRADE_FILTERS, type TimePeriod, type TradeFilter } from '../constants/texts';

/** The history's applied filters; the URL holds them, so a filtered view can be linked and reloaded. */
export interface HistoryFilters {
  search: string;
  filter: TradeFilter;
  period: TimePeriod;
  /** Local days, YYYY-MM-DD, inclusive; empty when not set. */
  from: string;
  to: string;
  /** An import's id (Recent Imports' "Its trades"): only the trades holding its fills; empty for all. */
  import: string;
  /** 'true': only the trades of imports that did not reconcile with the broker's figures; empty for all. */
  unreconciled: string;
}

export const NO_FILTERS: HistoryFilters = { search: '', filter: 'all', period: 'all', from: '', to: '', import: '', unreconciled: '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(options: readonly { value: T }[], value: string | null, fallback: T): T =>
  options.find((option) => option.value === value)?.value ?? fallback;

/** Reads the filters from the URL's query (the header search sets `search`); anything unknown is dropped. */
export function filtersFromParams(params: URLSearchParams): HistoryFilters {
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    search: (params.get('search') ?? '').trim(),
    filter: oneOf(TRADE_FILTERS, params.get('filter'), 'all'),
    period: oneOf(TIME_PERIODS, params.get('period'), 'all'),
    from: day('from'),
    to: day('to'),
    import: /^\d+$/.test(params.get('import') ?? '') ? (params.get('import') as string) : '',
    unreconciled: params.get('unreconciled') === 'true' ? 'true' : '',
  };
}

/** The URL query of a set of filters: only what differs from no filter at all. */
export function paramsFromFilters(filters: HistoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(NO_FILTERS) as (keyof HistoryFilters)[]) {
    const value = filters[key].trim();
    if (value !== NO_FILTERS[key]) params.set(key, value);
  }
  return params;
}

/** A date range whose end is before its start cannot match anything: say so instead of listing nothing. */
export function dateRangeProblem({ from, to }: Pick<HistoryFilters, 'from' | 'to'>): string | null {
  return from && to && to < from ? 'The end of the date range is before its start.' : null;
}

/**
 * The history's own Tag select is gone (the filter bar's Tags is the one tag filter): an old link's
 * `?tag=7` becomes the bar's `tags`, added to any there. Null when the query has no `tag`.
 */
export function withLegacyTagMoved(params: URLSearchParams): URLSearchParams | null {
  if (!params.has('tag')) return null;
  const tag = params.get('tag') ?? '';
  const next = new URLSearchParams(params);
  next.delete('tag');
  const tags = (next.get('tags') ?? '').split(',').filter(Boolean);
  if (/^\d{1,15}$/.test(tag) && !tags.includes(tag)) next.set('tags', [...tags, tag].join(','));
  return next;
}

/** The filter bar's account, platform, symbol, side and tag match (docs/filter-bar.md), the fields it sets alone. */
function barFieldsOf(bar: JournalFilter): Partial<TradeHistoryFilterInput> {
  const fields: Partial<TradeHistoryFilterInput> = {};
  if (bar.account) fields.account = bar.account;
  if (bar.platform) fields.platform = bar.platform;
  if (bar.symbol) fields.symbol = bar.symbol;
  if (bar.side) fields.side = bar.side.toUpperCase() as SideFilter;
  if (bar.matchAll) fields.tagMatch = 'ALL';
  return fields;
}

/** The GraphQL filter of the applied filters (its enums are the same words in capitals) and the bar's. */
export function filterInputOf(filters: HistoryFilters, bar: JournalFilter = NO_BAR_FILTER): TradeHistoryFilterInput {
  const tagIds = bar.tags;
  return {
    search: filters.search || null,
    filter: filters.filter.toUpperCase() as TradeFilterEnum,
    period: filters.period.toUpperCase() as TimePeriodEnum,
    from: filters.from || null,
    to: filters.to || null,
    tagIds: tagIds.length > 0 ? tagIds : null,
    importId: filters.import || null,
    unreconciledOnly: filters.unreconciled === 'true' ? true : null,
    ...barFieldsOf(bar),
  };
}

/** Export: the REST download of every trade the applied filters select (not only the pages shown). */
export function exportHref(filters: HistoryFilters, bar: JournalFilter = NO_BAR_FILTER): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.filter !== 'all') params.set('filter', filters.filter);
  if (filters.period !== 'all') params.set('period', filters.period);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  const tagIds = bar.tags;
  if (tagIds.length > 0) params.set('tagIds', tagIds.join(','));
  if (bar.account) params.set('account', bar.account);
  if (bar.platform) params.set('platform', bar.platform);
  if (bar.symbol) params.set('symbol', bar.symbol);
  if (bar.side) params.set('side', bar.side);
  if (bar.matchAll && tagIds.length > 1) params.set('tagMatch', 'all');
  if (filters.import) params.set('importId', filters.import);
  if (filters.unreconciled) params.set('unreconciled', 'true');
  const query = params.toString();
  return `/api/trades/export.csv${query ? `?${query}` : ''}`;
}

export function isFiltered(filters: HistoryFilters): boolean {
  return paramsFromFilters(filters).toString() !== '';
}
