import { dateRangeWindow, intersect, periodWindow } from '../history/entry-time-window';
import { type JournalFilter, restrictsBeyondDates } from './journal-filter';

/** Entry times, epoch ms, from `start` (included) to `end` (excluded); null for no bound. Plain numbers: a worker thread is handed it. */
export interface EpochWindow {
  start: number | null;
  end: number | null;
}

/** A filter with its dates made times in the trader's zone: what the computations (on worker threads) are handed. */
export interface TradeScope {
  filter: JournalFilter;
  window: EpochWindow;
}

/** The filter's window of entry times in `timeZone` as of `now`: its period and its dates both. */
export function scopeOf(filter: JournalFilter, timeZone: string, now: Date): TradeScope {
  const window = intersect(periodWindow(filter.period, now, timeZone), dateRangeWindow(filter.from, filter.to, timeZone));
  return { filter, window: { start: window.start?.getTime() ?? null, end: window.end?.getTime() ?? null } };
}

/**
 * The period before the scope's, to compare with: the previous calendar one for a preset alone (last
 * month for this month), else as many days just before. Null without a period bounded at both ends.
 */
export function previousScopeOf(scope: TradeScope, timeZone: string): TradeScope | null {
  const { start, end } = scope.window;
  if (start === null || end === null) return null;
  const { filter } = scope;
  if (filter.period !== 'all' && !filter.from && !filter.to) {
    const before = periodWindow(filter.period, new Date(start - 1), timeZone);
    return { filter, window: { start: before.start!.getTime(), end: before.end!.getTime() } };
  }
  return { filter, window: { start: start - (end - start), end: start } };
}

/** Raw reads on the caller's or a worker's connection (the insights' RowReader). */
export type ReadRows = <Row>(sql: string, params: readonly (string | number)[]) => Promise<Row[]>;

const keyOf = (instrumentId: number, tradeKey: string) => `${instrumentId}\u0000${tradeKey}`;

// The journal entry of a trade, as rebuilds keep it: by account instrument and trade key, the user's too.
const ENTRY_OF_TRADE = 'j.account_instrument_id = t.account_instrument_id and j.trade_key = t.trade_key and j.user_id = t.user_id';

/**
 * The trades (account instrument and trade key) the filter's account, platform, symbol, side and tags
 * keep, read in one query; null when it restricts none of them. Another user's tag is on none of the
 * caller's trades, so naming one keeps nothing.
 */
async function keysKept(read: ReadRows, userId: number, filter: JournalFilter): Promise<Set<string> | null> {
  if (!restrictsBeyondDates(filter)) return null;
  const where = ['t.user_id = ?'];
  const params: (string | number)[] = [userId];
  const add = (condition: string, ...values: (string | number)[]) => {
    where.push(condition);
    params.push(...values);
  };
  if (filter.account) add('ai.account_id = ?', filter.account);
  if (filter.platform) add('ai.platform = ?', filter.platform);
  if (filter.symbol) add('(ai.symbol = ? or ai.underlying = ?)', filter.symbol, filter.symbol);
  if (filter.side) add('t.direction = ?', filter.side.toUpperCase());
  if (filter.tagIds.length > 0) {
    const tags = `select count(distinct l.tag_id) from trade_journal_entry j join trade_journal_tag l on l.entry_id = j.id where ${ENTRY_OF_TRADE} and l.tag_id in (${filter.tagIds.map(() => '?').join(', ')})`;
    // Any: at least one of them; all: as many distinct tags as were named.
    add(`(${tags}) >= ?`, ...filter.tagIds, filter.tagMatch === 'all' ? filter.tagIds.length : 1);
  }
  const sql = `select t.account_instrument_id, t.trade_key from trade t join account_instrument ai on ai.id = t.account_instrument_id and ai.user_id = t.user_id where ${where.join(' and ')}`;
  const rows = await read<{ account_instrument_id: number | string; trade_key: string }>(sql, params);
  return new Set(rows.map((row) => keyOf(Number(row.account_instrument_id), row.trade_key)));
}

/** What a scope reads of a trade: a position answers by its lead leg (docs/options.md). */
export interface ScopedTrade {
  instrumentId: number;
  tradeKey: string;
  entryTime: number;
}

/** Keeps the trades within the window that the filter's other conditions keep. */
export function keepInScope<Trade extends ScopedTrade>(trades: readonly Trade[], window: EpochWindow, keys: ReadonlySet<string> | null): Trade[] {
  return trades.filter(
    (trade) =>
      (window.start === null || trade.entryTime >= window.start) &&
      (window.end === null || trade.entryTime < window.end) &&
      (keys === null || keys.has(keyOf(trade.instrumentId, trade.tradeKey))),
  );
}

/** The trades of `trades` (all the user's, as a figure reads them) that the scope keeps. */
export async function tradesInScope<Trade extends ScopedTrade>(read: ReadRows, userId: number, scope: TradeScope, trades: readonly Trade[]): Promise<Trade[]> {
  return keepInScope(trades, scope.window, await keysKept(read, userId, scope.filter));
}
