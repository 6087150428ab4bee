import type { EntityManager } from '@mikro-orm/core';
import type { Knex } from '@mikro-orm/knex';
import { isGaleraConnection } from '../mysql-session';
import { isSqlite } from '../raw-sql';
import { insertAsSqlText, loadDataFromMemory, withoutForeignKeyChecks } from './mysql-bulk-insert';
import { mySqlDateTimeOfMs } from './mysql-datetime';
import { insertWithPreparedStatements } from './sqlite-bulk-insert';

/**
 * Bulk writes inside the caller's transaction: many rows per statement instead of a unit of work
 * per entity, which keeps a 175 000-fill import within seconds. Backtick quoting is understood by
 * both MySQL and SQLite.
 */
export type SqlValue = string | number | Date | null;

/**
 * An instant (epoch milliseconds) as the bulk writers take it for a DATETIME column: SQLite stores
 * the milliseconds themselves (as the ORM does), MySQL is sent its UTC DATETIME text, as a Date
 * would be written; no Date is made for each of a large import's rows.
 */
export function instantValueFor(em: EntityManager): (epochMs: number) => SqlValue {
  return isSqlite(em) ? (epochMs) => epochMs : mySqlDateTimeOfMs;
}

export interface BulkInsertOptions {
  /** Called once every row is on its way to the server (see StoringRows). */
  onSent?: () => void;
  /**
   * Every row the values reference (by foreign key) was created in this transaction or read with
   * a shared lock: MySQL then skips checking the foreign keys row by row (see withoutForeignKeyChecks).
   */
  referencesHeld?: boolean;
}

/**
 * Inserts one row per item (`valuesOf` gives its values in `columns` order) through the fastest
 * path the database offers a client (prepared multi-row statements in SQLite; in MySQL LOAD DATA
 * LOCAL INFILE from memory, or multi-row INSERTs where the server refuses it or is a Galera node), all in `em`'s
 * transaction: a failure rolls back with it.
 */
export async function insertRows<Item>(
  em: EntityManager,
  table: string,
  columns: readonly string[],
  items: readonly Item[],
  valuesOf: (item: Item) => readonly SqlValue[],
  { onSent, referencesHeld = false }: BulkInsertOptions = {},
): Promise<void> {
  if (items.length === 0) return;
  const transaction = em.getTransactionContext<Knex.Transaction>();
  if (!transaction) throw new Error(`Bulk inserts into ${table} must run inside a transaction`);
  const head = `insert into \`${table}\` (${columns.map((column) => `\`${column}\``).join(', ')}) values `;
  // The transaction's own driver connection: statements sent on it run inside the transaction,
  // without the ORM's per-value formatting (or mysql2 scanning the SQL text for placeholders).
  const connection: unknown = await transaction.client.acquireConnection();
  if (isSqlite(em)) {
    insertWithPreparedStatements(connection, head, columns.length, items, valuesOf);
    return;
  }
  const load = async () => {
    // A Galera node may be set to commit LOAD DATA in pieces (wsrep_load_data_splitting), which
    // would break the import's all-or-nothing: multi-row INSERTs stay in the transaction (docs/galera.md).
    if (isGaleraConnection(connection) || !(await loadDataFromMemory(connection, table, columns, items, valuesOf, onSent))) {
      // The server refuses LOAD DATA LOCAL (local_infile off): the same rows as INSERT statements.
      await insertAsSqlText(connection, head, items, valuesOf);
    }
  };
  await (referencesHeld ? withoutForeignKeyChecks(connection, load) : load());
}

/** Rows on their way into a table. */
export interface StoringRows {
  /**
   * Settles when every row is on its way to a server that is still storing them (MySQL's LOAD
   * DATA), or when the insert ended: work that needs no database can run meanwhile.
   */
  sent: Promise<void>;
  /** Settles when the rows are stored, or rejects with why they are not. */
  stored: Promise<void>;
}

/** insertRows, answering as soon as the rows are sent (see StoringRows). */
export function startInsertingRows<Item>(
  em: EntityManager,
  table: string,
  columns: readonly string[],
  items: readonly Item[],
  valuesOf: (item: Item) => readonly SqlValue[],
  options: Omit<BulkInsertOptions, 'onSent'> = {},
): StoringRows {
  let markSent = () => undefined as void;
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const stored = insertRows(em, table, columns, items, valuesOf, { ...options, onSent: markSent });
  // Also settles `sent` when nothing was streamed (SQLite, the INSERT fallback) or the insert
  // failed; the failure itself reaches whoever awaits `stored`.
  stored.then(markSent, markSent);
  return { sent, stored };
}
