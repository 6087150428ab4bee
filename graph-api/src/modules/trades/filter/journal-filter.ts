import { isCalendarDate } from '../domain/zoned-time';
import { TradeError } from '../trade.errors';

/** The time period select, in the trader's zone (see periodWindow). */
export const TIME_PERIODS = ['today', 'week', 'month', 'quarter', 'year', 'all'] as const;
export type TimePeriod = (typeof TIME_PERIODS)[number];

export const SIDES = ['long', 'short'] as const;
export type Side = (typeof SIDES)[number];

/** Several tags: trades carrying any of them, or all of them. */
export const TAG_MATCHES = ['any', 'all'] as const;
export type TagMatch = (typeof TAG_MATCHES)[number];

export const TAG_FILTER_MAX = 50;
/** As long as the stored columns allow (account_instrument.account_id, platform, symbol). */
const ACCOUNT_MAX_LENGTH = 64;
const PLATFORM_MAX_LENGTH = 32;
const SYMBOL_MAX_LENGTH = 64;

/**
 * Which trades a view counts (docs/filter-bar.md): the one filter bar of the dashboard, /analytics,
 * the insights and the history. Every figure under it is the unfiltered figure's function run over
 * the trades it keeps.
 */
export interface JournalFilter {
  period: TimePeriod;
  /** Local dates (YYYY-MM-DD), both included, of the entry; null for no bound. */
  from: string | null;
  to: string | null;
  /** An account as the broker names it (exactly); null for every account. */
  account: string | null;
  /** A platform (ibkr, schwab…); null for every platform. */
  platform: string | null;
  /** A symbol, or an underlying: an option position counts under its underlying's symbol. Upper case. */
  symbol: string | null;
  side: Side | null;
  tagIds: number[];
  tagMatch: TagMatch;
}

export const NO_JOURNAL_FILTER: JournalFilter = { period: 'all', from: null, to: null, account: null, platform: null, symbol: null, side: null, tagIds: [], tagMatch: 'any' };

/** The filter as a client sends it (GraphQL input or REST query): every field optional. */
export interface JournalFilterInput {
  period?: unknown;
  from?: unknown;
  to?: unknown;
  account?: unknown;
  platform?: unknown;
  symbol?: unknown;
  side?: unknown;
  tagIds?: unknown;
  tagMatch?: unknown;
}

export const refuseFilter = (message: string) => new TradeError('validation_error', message);

const absent = (raw: unknown) => raw === undefined || raw === null || raw === '';

export function choiceOf<T extends string>(raw: unknown, choices: readonly T[], label: string, fallback: T): T {
  if (absent(raw)) return fallback;
  const lower = typeof raw === 'string' ? raw.toLowerCase() : '';
  if (!(choices as readonly string[]).includes(lower)) throw refuseFilter(`${label} must be one of: ${choices.join(', ')}.`);
  return lower as T;
}

function dateOf(raw: unknown, label: string): string | null {
  if (absent(raw)) return null;
  if (typeof raw !== 'string' || !isCalendarDate(raw)) throw refuseFilter(`${label} must be a date written YYYY-MM-DD, such as 2026-03-02.`);
  return raw;
}

function nameOf(raw: unknown, label: string, maxLength: number): string | null {
  if (absent(raw)) return null;
  if (typeof raw !== 'string') throw refuseFilter(`${label} must be text.`);
  const name = raw.trim();
  if (name.length > maxLength) throw refuseFilter(`${label} must be at most ${maxLength} characters long.`);
  return name || null;
}

/** "3,7", ["3", "7"] or [3, 7] → [3, 7]. */
export function tagIdsOf(raw: unknown): number[] {
  if (absent(raw)) return [];
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]));
  const ids = parts.map((part) => String(part).trim()).filter(Boolean);
  if (ids.some((id) => !/^\d{1,15}$/.test(id))) throw refuseFilter('Tag ids must be whole numbers, separated by commas.');
  const unique = [...new Set(ids.map(Number))].sort((a, b) => a - b);
  if (unique.length > TAG_FILTER_MAX) throw refuseFilter(`Filter by at most ${TAG_FILTER_MAX} tags at once.`);
  return unique;
}

/** Reads and checks a filter; every problem is named in words, and nothing is guessed. Equal filters come out equal (the figures' cache key). */
export function journalFilterOf(input: JournalFilterInput = {}): JournalFilter {
  const from = dateOf(input.from, 'From');
  const to = dateOf(input.to, 'To');
  if (from && to && from > to) throw refuseFilter('From must be on or before To.');
  const tagIds = tagIdsOf(input.tagIds);
  return {
    period: choiceOf(input.period, TIME_PERIODS, 'Time period', 'all'),
    from,
    to,
    account: nameOf(input.account, 'Account', ACCOUNT_MAX_LENGTH),
    platform: nameOf(input.platform, 'Platform', PLATFORM_MAX_LENGTH)?.toLowerCase() ?? null,
    symbol: nameOf(input.symbol, 'Symbol', SYMBOL_MAX_LENGTH)?.toUpperCase() ?? null,
    side: absent(input.side) ? null : choiceOf(input.side, SIDES, 'Side', 'long'),
    tagIds,
    // "All of one tag" is "any of it": one spelling, so both share a cached answer.
    tagMatch: tagIds.length > 1 ? choiceOf(input.tagMatch, TAG_MATCHES, 'Tag match', 'any') : 'any',
  };
}

/** Whether the filter keeps every trade (the stored, unfiltered figures answer then). */
export function isNoFilter(filter: JournalFilter): boolean {
  return (
    filter.period === 'all' && !filter.from && !filter.to && !filter.account && !filter.platform && !filter.symbol && !filter.side && filter.tagIds.length === 0
  );
}

/** Whether the filter restricts anything but the entry dates (those are checked on the trades themselves). */
export function restrictsBeyondDates(filter: JournalFilter): boolean {
  return Boolean(filter.account || filter.platform || filter.symbol || filter.side || filter.tagIds.length > 0);
}

/** The filter in words, for the explain panels ("month · AAPL · long · tags 3, 7 (all)"). */
export function describeFilter(filter: JournalFilter): string {
  if (isNoFilter(filter)) return 'all trades';
  const parts: string[] = [];
  if (filter.period !== 'all') parts.push(filter.period === 'today' ? 'today' : `this ${filter.period}`);
  if (filter.from || filter.to) parts.push(`entered ${filter.from ?? '…'} to ${filter.to ?? '…'}`);
  if (filter.account) parts.push(`account ${filter.account}`);
  if (filter.platform) parts.push(`platform ${filter.platform}`);
  if (filter.symbol) parts.push(`symbol or underlying ${filter.symbol}`);
  if (filter.side) parts.push(filter.side);
  if (filter.tagIds.length > 0) parts.push(`${filter.tagIds.length === 1 ? 'tag' : `${filter.tagMatch} of tags`} ${filter.tagIds.join(', ')}`);
  return `trades filtered by ${parts.join(', ')}`;
}

/** The filter bar's fields of a query string (REST), the others left out. */
export function journalFilterQueryOf(query: Record<string, unknown>): JournalFilterInput {
  const { period, from, to, account, platform, symbol, side, tagIds, tagMatch } = query;
  return { period, from, to, account, platform, symbol, side, tagIds, tagMatch };
}
