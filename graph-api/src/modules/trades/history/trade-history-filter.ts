import { choiceOf, type JournalFilter, type JournalFilterInput, journalFilterOf, NO_JOURNAL_FILTER, refuseFilter } from '../filter/journal-filter';

/** The history's filter select (SPEC §2): winners and losers by net P&L of closed trades. */
export const TRADE_FILTERS = ['all', 'winners', 'losers', 'long', 'short'] as const;
export type TradeFilterKind = (typeof TRADE_FILTERS)[number];

export { TIME_PERIODS, type TimePeriod, TAG_FILTER_MAX } from '../filter/journal-filter';

export const SEARCH_MAX_LENGTH = 100;

/** Which trades the history, its totals and its export show: the filter bar's filter (JournalFilter) and the history's own. */
export interface TradeHistoryFilter extends JournalFilter {
  /** Matched, case-insensitively, against symbol, trade id, notes and tag names; '' matches all. */
  search: string;
  filter: TradeFilterKind;
  /** Trades holding a fill of this import (Recent Imports' "Its trades"); null for any. */
  importId: number | null;
  /** Only trades holding a fill of an import whose figures did not reconcile with the broker's (docs/importing.md). */
  unreconciledOnly: boolean;
}

export const NO_FILTER: TradeHistoryFilter = { ...NO_JOURNAL_FILTER, search: '', filter: 'all', importId: null, unreconciledOnly: false };

/** The filter as a client sends it (GraphQL input or REST query): every field optional. */
export interface TradeHistoryFilterInput extends JournalFilterInput {
  search?: unknown;
  filter?: unknown;
  importId?: unknown;
  unreconciledOnly?: unknown;
}

const refuse = refuseFilter;

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
  return {
    ...journalFilterOf(input),
    search,
    filter: choiceOf(input.filter, TRADE_FILTERS, 'Filter', 'all'),
    importId: importIdOf(input.importId),
    unreconciledOnly: flagOf(input.unreconciledOnly, 'Unreconciled'),
  };
}
