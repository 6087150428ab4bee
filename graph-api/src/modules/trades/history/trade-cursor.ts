import { TradeError } from '../trade.errors';

/** A place in the history's order (entry time desc, then id desc): the last trade of a page. */
export interface TradeCursor {
  entryTime: Date;
  id: number;
}

export function encodeTradeCursor({ entryTime, id }: TradeCursor): string {
  return Buffer.from(`${entryTime.getTime()}:${id}`).toString('base64url');
}

/**
 * Reads a cursor from an earlier page. It names a place, not a row, so it stays valid when trades
 * are added, deleted or rebuilt in between: the next page starts after that place.
 */
export function decodeTradeCursor(cursor: string): TradeCursor {
  const match = /^(-?\d{1,15}):(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match || cursor.length > 64) throw new TradeError('validation_error', 'That page cursor is not one this server gave: start again from the first page.');
  return { entryTime: new Date(Number(match[1])), id: Number(match[2]) };
}

/**
 * The trades after a cursor in the history's order, as a query condition. Written as two ranges of
 * the (user_id, entry_time) index, which SQLite and MariaDB both seek to (MariaDB reads
 * `entry_time <= x and (entry_time < x or id < y)` from the newest trade on, every chunk of an export).
 */
export function afterCursor({ entryTime, id }: TradeCursor) {
  return { $or: [{ entryTime: { $lt: entryTime } }, { entryTime, id: { $lt: id } }] };
}
