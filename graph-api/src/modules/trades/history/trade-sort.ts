import { TradeError } from '../trade.errors';

/** The history's sortable columns (docs/journal.md, "Sorting the history"). */
export const TRADE_SORT_KEYS = ['entry_time', 'exit_time', 'symbol', 'side', 'quantity', 'pnl', 'r', 'hold_time'] as const;
export type TradeSortKey = (typeof TRADE_SORT_KEYS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface TradeSort {
  key: TradeSortKey;
  direction: SortDirection;
}

/** As before sorting existed: newest entry first. */
export const DEFAULT_TRADE_SORT: TradeSort = { key: 'entry_time', direction: 'desc' };

const refuse = (message: string) => new TradeError('validation_error', message);

/** Reads a sort as a client sends it ('PNL', 'pnl'; 'DESC', 'desc'); nothing given is the default. */
export function tradeSortOf(rawKey: unknown, rawDirection: unknown): TradeSort {
  const given = (raw: unknown) => raw !== undefined && raw !== null && raw !== '';
  const key = given(rawKey) ? (typeof rawKey === 'string' ? rawKey.toLowerCase() : '') : DEFAULT_TRADE_SORT.key;
  if (!(TRADE_SORT_KEYS as readonly string[]).includes(key)) throw refuse(`Sort must be one of: ${TRADE_SORT_KEYS.join(', ')}.`);
  // A column sorted without a direction: the default's direction, as a header's first click gives.
  const direction = given(rawDirection) ? (typeof rawDirection === 'string' ? rawDirection.toLowerCase() : '') : DEFAULT_TRADE_SORT.direction;
  if (!(SORT_DIRECTIONS as readonly string[]).includes(direction)) throw refuse(`Direction must be one of: ${SORT_DIRECTIONS.join(', ')}.`);
  return { key: key as TradeSortKey, direction: direction as SortDirection };
}

/**
 * A place in one sort's order: the last trade of a page, by its sort value (null for a trade
 * without one, which sorts last) and its id (the tie-breaker).
 */
export interface SortCursor {
  sort: TradeSort;
  /** A number or decimal text as the database answered it; epoch milliseconds for times. */
  value: string | number | null;
  id: number;
}

const NOT_OURS = 'That page cursor is not one this server gave: start again from the first page.';

export function encodeSortCursor({ sort, value, id }: SortCursor): string {
  return Buffer.from(JSON.stringify([sort.key, sort.direction, value, id])).toString('base64url');
}

/**
 * Reads a cursor from an earlier page, refusing one made under another sort: its place means
 * nothing in this order (a page would skip or repeat trades).
 */
export function decodeSortCursor(cursor: string, sort: TradeSort): SortCursor {
  if (cursor.length > 1024) throw refuse(NOT_OURS);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw refuse(NOT_OURS);
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) throw refuse(NOT_OURS);
  const [key, direction, value, id] = parsed as unknown[];
  const valueFits = value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
  if (!(TRADE_SORT_KEYS as readonly unknown[]).includes(key) || !(SORT_DIRECTIONS as readonly unknown[]).includes(direction) || !valueFits || !Number.isSafeInteger(id)) {
    throw refuse(NOT_OURS);
  }
  if (key !== sort.key || direction !== sort.direction) {
    throw refuse(`That page cursor belongs to another order (${String(key)} ${String(direction)}), not ${sort.key} ${sort.direction}: start again from the first page.`);
  }
  return { sort, value: value as SortCursor['value'], id: id as number };
}
