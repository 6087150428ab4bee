import type { EntityManager } from '@mikro-orm/core';
import type { Knex, EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import { isSqlite, selectQueryRows } from '../../../db/raw-sql';
import type { Trade } from '../trade.entity';
import type { SortCursor, TradeSort, TradeSortKey } from './trade-sort';

/** How one sort column is read and compared in SQL (alias `t`, the history's query). */
interface SortColumn {
  /** The value sorted on; null sorts last. */
  sql: string;
  nullable: boolean;
  /** Times travel in the cursor as epoch milliseconds and are read from the entity. */
  time?: (trade: Trade) => Date | null;
  /** A decimal: MySQL compares the cursor's text exactly as a DECIMAL, not as a float. */
  decimal?: boolean;
}

// SQLite keeps decimals as text (db/decimal-text.type.ts): they are compared as numbers (8-byte
// floats, exact to 15 digits; ties beyond that fall to the id). MySQL compares its DECIMALs exactly.
function columnsOf(sqlite: boolean): Record<TradeSortKey, SortColumn> {
  const number = (column: string) => (sqlite ? `cast(${column} as real)` : column);
  return {
    entry_time: { sql: 't.entry_time', nullable: false, time: (trade) => trade.entryTime },
    exit_time: { sql: 't.exit_time', nullable: true, time: (trade) => trade.exitTime },
    // Symbol, hold time and R are stored on the trade (trade.entity.ts), so each is an index's order.
    symbol: { sql: 't.symbol', nullable: false },
    side: { sql: 't.direction', nullable: false },
    quantity: { sql: number('t.quantity'), nullable: false, decimal: true },
    pnl: { sql: number('t.net_pnl'), nullable: false, decimal: true },
    // Milliseconds; open trades have no exit, so no hold time.
    hold_time: { sql: 't.hold_ms', nullable: true },
    // As rMultiple (domain/r-multiple.ts) computes it: closed trades with a stop (history/r-multiple-key.ts).
    r: { sql: 't.r_multiple', nullable: true, decimal: true },
  };
}

export interface SortedQuery {
  /** The page after the cursor (at most `limit` rows): each trade's id and sort value, in order. */
  rows(base: Knex.QueryBuilder, after: SortCursor | null, limit: number): Promise<SortRow[]>;
  /** The cursor after a trade of the page. */
  cursorOf(trade: Trade, sortValue: unknown): SortCursor;
}

export interface SortRow {
  id: number | string;
  sort_value: unknown;
}

/**
 * One sort's order, nulls last both ways and ties broken by id in the sort's direction, so paging
 * by the cursor yields every trade once. Trades with a value are read first, then (when the page
 * is not full) those without, each part a range of a (user_id, column) index in its order: one
 * query ordering by `column is null` could use no index (MySQL has no NULLS LAST). The condition
 * after a cursor is written as ranges too (`v < x or (v = x and id < y)`).
 */
export function sortedQuery(em: EntityManager, sort: TradeSort): SortedQuery {
  const sqlite = isSqlite(em);
  const column = columnsOf(sqlite)[sort.key];
  const { sql } = column;
  const beyond = sort.direction === 'desc' ? '<' : '>';
  const platform = em.getPlatform();
  const bound = (value: string | number): Knex.Value => (column.time ? (platform.processDateProperty(new Date(Number(value))) as Knex.Value) : value);
  const placeholder = column.decimal && !sqlite ? 'cast(? as decimal(65, 30))' : '?';
  const raw = (text: string) => (em as SqlEntityManager).getKnex().raw(text);
  const read = (query: Knex.QueryBuilder) => selectQueryRows<SortRow>(em, query.clearSelect().select(raw('t.id'), raw(`${sql} as sort_value`)));
  return {
    async rows(base, after, limit) {
      const found: SortRow[] = [];
      if (!after || after.value !== null) {
        const withValue = base.clone().clearOrder();
        if (column.nullable) withValue.andWhereRaw(`${sql} is not null`);
        if (after && after.value !== null) {
          const value = bound(after.value);
          withValue.andWhereRaw(`(${sql} ${beyond} ${placeholder} or (${sql} = ${placeholder} and t.id ${beyond} ?))`, [value, value, after.id]);
        }
        found.push(...(await read(withValue.orderByRaw(`${sql} ${sort.direction}, t.id ${sort.direction}`).limit(limit))));
      }
      if (column.nullable && found.length < limit) {
        const withoutValue = base.clone().clearOrder().andWhereRaw(`${sql} is null`);
        if (after && after.value === null) withoutValue.andWhereRaw(`t.id ${beyond} ?`, [after.id]);
        found.push(...(await read(withoutValue.orderByRaw(`t.id ${sort.direction}`).limit(limit - found.length))));
      }
      return found;
    },
    cursorOf(trade, sortValue) {
      const time = column.time?.(trade);
      const value = column.time ? (time ? time.getTime() : null) : sortValue === null || sortValue === undefined ? null : typeof sortValue === 'number' ? sortValue : String(sortValue);
      return { sort, value, id: trade.id };
    },
  };
}
