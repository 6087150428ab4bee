import type { EntityManager } from '@mikro-orm/core';
import { BaseSqlitePlatform, type EntityManager as SqlEntityManager, type Knex } from '@mikro-orm/knex';
import { insertAsSqlText, loadDataFromMemory, withoutForeignKeyChecks } from './mysql-bulk-insert';
import { insertWithPreparedStatements } from './sqlite-bulk-insert';

/**
 * Raw statements for the import's bulk work, inside the caller's transaction: many rows per
 * statement instead of a unit of work per entity, which keeps a 175 000-fill file within seconds.
 * Backtick quoting is understood by both MySQL and SQLite.
 */
export type SqlValue = string | number | Date | null;

export async function runSql(em: EntityManager, sql: string, params: readonly SqlValue[] = []): Promise<void> {
  await (em as SqlEntityManager).getConnection().execute(sql, databaseValues(em, params), 'run', em.getTransactionContext());
}

export async function querySql<Row>(em: EntityManager, sql: string, params: readonly SqlValue[] = []): Promise<Row[]> {
  return (await (em as SqlEntityManager).getConnection().execute(sql, databaseValues(em, params), 'all', em.getTransactionContext())) as Row[];
}

/** Dates as the ORM stores them (epoch milliseconds in SQLite; UTC DATETIME in MySQL). */
function databaseValues(em: EntityManager, params: readonly SqlValue[]): unknown[] {
  const platform = em.getPlatform();
  return params.map((value) => (value instanceof Date ? platform.processDateProperty(value) : value));
}

/**
 * A DATETIME read back by a raw query: epoch milliseconds in SQLite (a number, or its text), and in
 * MySQL a UTC "YYYY-MM-DD HH:MM:SS[.fff]" string (the ORM's connection asks for date strings).
 */
export function dateFromDatabase(value: unknown): Date {
  return value instanceof Date ? value : new Date(epochMsFromDatabase(value));
}

/** dateFromDatabase's instant in epoch milliseconds, without a Date in between (reads of many rows). */
export function epochMsFromDatabase(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string' && !/^\d+$/.test(value)) return Date.parse(`${value.replace(' ', 'T')}Z`);
  return Number(value);
}

const isSqlite = (em: EntityManager) => em.getPlatform() instanceof BaseSqlitePlatform;

/**
 * An instant (epoch milliseconds) as the bulk writers take it for a DATETIME column: SQLite stores
 * the milliseconds themselves (as the ORM does), MySQL is sent a Date, written out as DATETIME text.
 * A Date is made only where it is needed, not for each of a large import's rows.
 */
export function instantValueFor(em: EntityManager): (epochMs: number) => SqlValue {
  return isSqlite(em) ? (epochMs) => epochMs : (epochMs) => new Date(epochMs);
}

/**
 * What makes a select hold the rows it read until its transaction ends, so no other transaction
 * can delete them: MySQL's shared row locks. A SQLite transaction that has written holds the
 * whole database already.
 */
export const lockInShareMode = (em: EntityManager) => (isSqlite(em) ? '' : ' lock in share mode');

export interface BulkInsertOptions {
  /** Called once every row is on its way to the server (see StoringRows). */
  onSent?: () => void;
  /**
   * Every row the values reference (by foreign key) was created in this transaction or read with
   * lockInShareMode: MySQL then skips checking the foreign keys row by row (see withoutForeignKeyChecks).
   */
  referencesHeld?: boolean;
}

/**
 * Inserts one row per item (`valuesOf` gives its values in `columns` order) through the fastest
 * path the database offers a client (prepared multi-row statements in SQLite; in MySQL LOAD DATA
 * LOCAL INFILE from memory, or multi-row INSERTs where the server refuses it), all in `em`'s
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
    if (!(await loadDataFromMemory(connection, table, columns, items, valuesOf, onSent))) {
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

/** Runs `select` over `values` in chunks (for `in (…)` lists), concatenating the answers. */
export async function selectInChunks<Row, Value extends SqlValue>(values: readonly Value[], chunkSize: number, select: (chunk: Value[]) => Promise<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let start = 0; start < values.length; start += chunkSize) rows.push(...(await select(values.slice(start, start + chunkSize))));
  return rows;
}

export const placeholdersFor = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/**
 * Makes the imports of one user wait for each other: the first statement of an import's transaction
 * locks the user's row (MySQL), so the next import reads the groups it rebuilds only after the one
 * before has committed (a consistent read of InnoDB's REPEATABLE READ would otherwise see the rows
 * as they were before, and a rebuild would drop the trades of an import running beside it). SQLite
 * runs one writing transaction at a time already. Imports of different users still run side by side.
 */
export async function serialiseImportsOfUser(em: EntityManager, userId: number): Promise<void> {
  if (!isSqlite(em)) await querySql(em, 'select id from `user` where id = ? for update', [userId]);
}
