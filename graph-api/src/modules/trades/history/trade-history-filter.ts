import { isCalendarDate } from '../domain/zoned-time';
import { TradeError } from '../trade.errors';

/** The history's filter select (SPEC §2): winners and losers by net P&L of closed trades. */
export const TRADE_FILTERS = ['all', 'winners', 'losers', 'long', 'short'] as const;
export type TradeFilterKind = (typeof TRADE_FILTERS)[number];

/** The time period select, in the trader's zone (see entryTimeWindow). */
export const TIME_PERIODS = ['today', 'week', 'month', 'quarter', 'year', 'all'] as const;
export type TimePeriod = (typeof TIME_PERIODS)[number];

export const SEARCH_MAX_LENGTH = 100;
export const TAG_FILTER_MAX = 50;

/** Which trades the history, its totals and its export show. */
export interface TradeHistoryFilter {
  /** Matched, case-insensitively, against symbol, trade id, notes and tag names; '' matches all. */
  search: string;
  filter: TradeFilterKind;
  period: TimePeriod;
  /** Local dates (YYYY-MM-DD), both included, of the entry; null for no bound. */
  from: string | null;
  to: string | null;
  /** Trades carrying any of these tags; empty for no tag filter. */
  tagIds: number[];
  /** Trades holding a fill of this import (Recent Imports' "Its trades"); null for any. */
  importId: number | null;
  /** Only trades holding a fill of an import whose figures did not reconcile with the broker's (docs/importing.md). */
  unreconciledOnly: boolean;
}

export const NO_FILTER: TradeHistoryFilter = { search: '', filter: 'all', period: 'all', from: null, to: null, tagIds: [], importId: null, unreconciledOnly: false };

/** The filter as a client sends it (GraphQL input or REST query): every field optional. */
export interface TradeHistoryFilterInput {
  search?: unknown;
  filter?: unknown;
  period?: unknown;
  from?: unknown;
  to?: unknown;
  tagIds?: unknown;
  importId?: unknown;
  unreconciledOnly?: unknown;
}

const refuse = (message: string) => new TradeError('validation_error', message);

function choiceOf<T extends string>(raw: unknown, choices: readonly T[], label: string, fallback: T): T {
  if (raw === undefined || raw === null || raw === '') return fallback;
  const lower = typeof raw === 'string' ? raw.toLowerCase() : '';
  if (!(choices as readonly string[]).includes(lower)) throw refuse(`${label} must be one of: ${choices.join(', ')}.`);
  return lower as T;
}

function dateOf(raw: unknown, label: string): string | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (typeof raw !== 'string' || !isCalendarDate(raw)) throw refuse(`${label} must be a date written YYYY-MM-DD, such as 2026-03-02.`);
  return raw;
}

/** "3,7", ["3", "7"] or [3, 7] → [3, 7]. */
function tagIdsOf(raw: unknown): number[] {
  if (raw === undefined || raw === null || raw === '') return [];
  const parts = (Array.isArray(raw) ? raw : [raw]).flatMap((part) => (typeof part === 'string' ? part.split(',') : [part]));
  const ids = parts.map((part) => String(part).trim()).filter(Boolean);
  if (ids.some((id) => !/^\d{1,15}$/.test(id))) throw refuse('Tag ids must be whole numbers, separated by commas.');
  const unique = [...new Set(ids.map(Number))];
  if (unique.length > TAG_FILTER_MAX) throw refuse(`Filter by at most ${TAG_FILTER_MAX} tags at once.`);
  return unique;
}

function importIdOf(raw: unknown): number | null {
  if (raw === undefined || raw === null || raw === '') return null;
  const text = String(raw).trim();
  if (!/^\d{1,15}$/.test(text)) throw refuse('Import id must be a whole number.');
  return Number(text);
}

/** true, false, or as a query string writes them: "true", "1", "false", "0"; absent is false. */
function flagOf(raw: unknown, label: string): boolean {
  if (raw === undefined || raw === null || raw === '' || raw === false || raw === 'false' || raw === '0') return false;
  if (raw === true || raw === 'true' || raw === '1') return true;
  throw refuse(`${label} must be true or false.`);
}

/** Reads and checks a filter; every problem is named in words, and nothing is guessed. */
export function tradeHistoryFilterOf(input: TradeHistoryFilterInput = {}): TradeHistoryFilter {
  if (input.search !== undefined && input.search !== null && typeof input.search !== 'string') throw refuse('Search must be text.');
  const search = (input.search ?? '').trim();
  if (search.length > SEARCH_MAX_LENGTH) throw refuse(`Search must be at most ${SEARCH_MAX_LENGTH} characters long.`);
  const from = dateOf(input.from, 'From');
  const to = dateOf(input.to, 'To');
  if (from && to && from > to) throw refuse('From must be on or before To.');
  return {
    search,
    filter: choiceOf(input.filter, TRADE_FILTERS, 'Filter', 'all'),
    period: choiceOf(input.period, TIME_PERIODS, 'Time period', 'all'),
    from,
    to,
    tagIds: tagIdsOf(input.tagIds),
    importId: importIdOf(input.importId),
    unreconciledOnly: flagOf(input.unreconciledOnly, 'Unreconciled'),
  };
}
