import { JOURNAL_FILTER_PARAMS } from '@tj/design-system';
import type { JournalFilterInput, SideFilter, TagMatch, TimePeriod } from '../../__generated__/graphql';

export const PERIODS = [
  { value: 'all', label: 'All time' },
  { value: 'today', label: 'Today' },
  { value: 'week', label: 'This week' },
  { value: 'month', label: 'This month' },
  { value: 'quarter', label: 'This quarter' },
  { value: 'year', label: 'This year' },
] as const;
export type Period = (typeof PERIODS)[number]['value'];

export const SIDES = [
  { value: '', label: 'Any side' },
  { value: 'long', label: 'Long' },
  { value: 'short', label: 'Short' },
] as const;
export type Side = (typeof SIDES)[number]['value'];

/**
 * The filter bar's state (docs/filter-bar.md): the same on the dashboard, /analytics, AI Insights
 * and the history. The URL holds it, so a filtered view can be bookmarked and shared.
 */
export interface JournalFilter {
  period: Period;
  /** Local days, YYYY-MM-DD, both included; empty when not set. */
  from: string;
  to: string;
  account: string;
  platform: string;
  symbol: string;
  side: Side;
  /** Tag ids. */
  tags: string[];
  /** With several tags: trades carrying all of them rather than any. */
  matchAll: boolean;
  /** Compare with the previous period (a view option, not a filter of trades). */
  compare: boolean;
}

export const NO_FILTER: JournalFilter = { period: 'all', from: '', to: '', account: '', platform: '', symbol: '', side: '', tags: [], matchAll: false, compare: false };

/** The query parameters the bar owns: a page's other parameters (the history's search, its sort) are left as they are. The shell's sidebar carries the same ones. */
export const FILTER_PARAMS = JOURNAL_FILTER_PARAMS;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TEXT_MAX = 64;

/** Reads the filter from a URL query; anything malformed is dropped rather than sent. */
export function filterFromParams(params: URLSearchParams): JournalFilter {
  const text = (name: string) => (params.get(name) ?? '').trim().slice(0, TEXT_MAX);
  const day = (name: string) => (DAY.test(params.get(name) ?? '') ? (params.get(name) as string) : '');
  const period = PERIODS.find(({ value }) => value === params.get('period'))?.value ?? 'all';
  const side = SIDES.find(({ value }) => value && value === params.get('side'))?.value ?? '';
  const tags = [...new Set((params.get('tags') ?? '').split(',').filter((id) => /^\d{1,15}$/.test(id)))];
  return {
    period,
    from: day('from'),
    to: day('to'),
    account: text('account'),
    // Platform ids are lower case (the API reads any case so), and the bar offers them so.
    platform: text('platform').toLowerCase(),
    symbol: text('symbol').toUpperCase(),
    side,
    tags,
    matchAll: params.get('match') === 'all' && tags.length > 1,
    compare: params.get('compare') === '1',
  };
}

/** `params` with the bar's parameters replaced by `filter`'s (only what differs from no filter). */
export function withFilter(params: URLSearchParams, filter: JournalFilter): URLSearchParams {
  const values: Record<(typeof FILTER_PARAMS)[number], string> = {
    period: filter.period === 'all' ? '' : filter.period,
    from: filter.from,
    to: filter.to,
    account: filter.account.trim(),
    platform: filter.platform.trim(),
    symbol: filter.symbol.trim().toUpperCase(),
    side: filter.side,
    tags: filter.tags.join(','),
    match: filter.matchAll && filter.tags.length > 1 ? 'all' : '',
    compare: filter.compare ? '1' : '',
  };
  const next = new URLSearchParams(params);
  // Set in place: a parameter keeps its position, so the same filter is the same address.
  for (const name of FILTER_PARAMS) {
    if (values[name]) next.set(name, values[name]);
    else next.delete(name);
  }
  return next;
}

/** The filter alone as a query string ("?period=month&symbol=AAPL", or ''), for links to the other views. */
export function filterSearch(filter: JournalFilter): string {
  const query = withFilter(new URLSearchParams(), filter).toString();
  return query ? `?${query}` : '';
}

/** How many filters keep fewer trades (the phone's Filters button counts them). */
export function activeFilters(filter: JournalFilter): number {
  return [filter.period !== 'all', Boolean(filter.from || filter.to), filter.account, filter.platform, filter.symbol, filter.side, filter.tags.length > 0].filter(Boolean).length;
}

/** Whether the filter has a period to compare with the one before (a preset, or both dates). */
export const hasPeriod = (filter: JournalFilter) => (filter.period !== 'all' && !filter.from && !filter.to) || Boolean(filter.from && filter.to) || (filter.period !== 'all' && Boolean(filter.from || filter.to));

/** A date range whose end is before its start matches nothing: the bar says so instead of asking. */
export const dateRangeProblem = ({ from, to }: Pick<JournalFilter, 'from' | 'to'>) => (from && to && to < from ? 'The end of the date range is before its start.' : null);

/** The GraphQL filter (its enums are the same words in capitals); null for no filter, so the unfiltered answer is the cached one. */
export function filterInputOf(filter: JournalFilter): JournalFilterInput | null {
  if (activeFilters(filter) === 0) return null;
  return {
    period: filter.period.toUpperCase() as TimePeriod,
    from: filter.from || null,
    to: filter.to || null,
    account: filter.account || null,
    platform: filter.platform || null,
    symbol: filter.symbol || null,
    side: filter.side ? (filter.side.toUpperCase() as SideFilter) : null,
    tagIds: filter.tags.length > 0 ? filter.tags : null,
    tagMatch: (filter.matchAll ? 'ALL' : 'ANY') as TagMatch,
  };
}

/** The filter in words, for the bar's summary ("This month · AAPL · Long · 2 tags (all)"). */
export function describeFilter(filter: JournalFilter, tagName: (id: string) => string = (id) => `tag ${id}`, platformName: (id: string) => string = (id) => id): string {
  if (activeFilters(filter) === 0) return 'All trades';
  const parts: string[] = [];
  if (filter.period !== 'all') parts.push(PERIODS.find(({ value }) => value === filter.period)!.label);
  if (filter.from || filter.to) parts.push(`Entered ${filter.from || '…'} to ${filter.to || '…'}`);
  if (filter.account) parts.push(`Account ${filter.account}`);
  if (filter.platform) parts.push(platformName(filter.platform));
  if (filter.symbol) parts.push(filter.symbol);
  if (filter.side) parts.push(filter.side === 'long' ? 'Long' : 'Short');
  if (filter.tags.length > 0) parts.push(`${filter.tags.map(tagName).join(filter.matchAll ? ' and ' : ' or ')}`);
  return parts.join(' · ');
}
