import type { SqlValue } from './insert-rows';

/** What we use of a better-sqlite3 connection. */
interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
}

interface SqliteStatement {
  run(values: unknown[]): unknown;
  get(values: unknown[]): unknown;
}

/*
 * Rows per statement: fewer, larger statements mean fewer calls into the driver (1 024 rows stored a
 * 10 MB import a tenth faster than 64), capped so that no statement binds more than the 32 766
 * variables SQLite allows.
 */
const ROWS_PER_STATEMENT = 1024;
const MAX_BOUND_VALUES = 32_766;

/*
 * Page cache for bulk writes, in KiB. With SQLite's default (2 MB) the index pages a 175 000-row
 * import touches are evicted and read back, which made inserting take half as long again; 16 MB
 * was as fast as 64 MB. SQLite allocates cache pages only as they are used; the setting is only raised.
 */
const BULK_CACHE_KIB = 16 * 1024;

/**
 * Inserts with prepared multi-row statements, reused from batch to batch. Every value bound is a
 * call across the driver (a string is copied twice), so a column holding the same
 * simple value in every row of a batch (the user, the platform, a zero fee, an unused option field)
 * is written into the statement as a literal; only the rest is bound.
 */
export function insertWithPreparedStatements<Item>(
  connection: unknown,
  head: string,
  columnCount: number,
  items: readonly Item[],
  valuesOf: (item: Item) => readonly SqlValue[],
): void {
  const sqlite = asSqliteConnection(connection);
  ensureBulkCache(sqlite);
  const statements = new Map<string, SqliteStatement>();
  const rowsPerStatement = Math.min(ROWS_PER_STATEMENT, Math.floor(MAX_BOUND_VALUES / columnCount));
  for (let start = 0; start < items.length; start += rowsPerStatement) {
    const rows: Array<readonly SqlValue[]> = [];
    for (let index = start; index < Math.min(items.length, start + rowsPerStatement); index += 1) rows.push(valuesOf(items[index]!));
    const literals = sharedLiterals(rows, columnCount);
    const rowSql = `(${literals.map((literal) => literal ?? '?').join(', ')})`;
    const shape = `${rows.length}${rowSql}`;
    let statement = statements.get(shape);
    if (!statement) statements.set(shape, (statement = sqlite.prepare(head + Array.from({ length: rows.length }, () => rowSql).join(', '))));
    statement.run(boundValues(rows, literals));
  }
}

type BoundValue = string | number | null;

/** The values of the columns without a shared literal, row after row, as the statement's placeholders take them. */
function boundValues(rows: ReadonlyArray<readonly SqlValue[]>, literals: ReadonlyArray<string | null>): BoundValue[] {
  const columns: number[] = [];
  literals.forEach((literal, column) => literal === null && columns.push(column));
  const bound = new Array<BoundValue>(rows.length * columns.length);
  let at = 0;
  for (const row of rows) {
    for (const column of columns) bound[at++] = boundValue(row[column]!);
  }
  return bound;
}

/** Dates as the ORM stores them in SQLite: epoch milliseconds. */
const boundValue = (value: SqlValue): BoundValue => (value instanceof Date ? value.getTime() : value);

/**
 * Per column, the SQL literal of the value every row shares, or null to bind the column's values.
 * (Dates are objects, one per row: never shared, always bound.)
 */
function sharedLiterals(rows: readonly (readonly SqlValue[])[], columnCount: number): (string | null)[] {
  const literals: (string | null)[] = [];
  for (let column = 0; column < columnCount; column += 1) {
    const value = rows[0]![column]!;
    literals.push(!(value instanceof Date) && isShared(rows, column, value) ? literalOf(value) : null);
  }
  return literals;
}

function isShared(rows: ReadonlyArray<readonly SqlValue[]>, column: number, value: BoundValue): boolean {
  for (const row of rows) if (row[column] !== value) return false;
  return true;
}

const SIMPLE_TEXT = /^[\w .:#/+-]{0,64}$/;

/** The SQL literal of a value that needs no escaping at all; null for any other (it is bound instead). */
function literalOf(value: BoundValue): string | null {
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isSafeInteger(value) ? String(value) : null;
  return SIMPLE_TEXT.test(value) ? `'${value}'` : null;
}

function ensureBulkCache(sqlite: SqliteConnection): void {
  const current = sqlite.prepare('pragma cache_size').get([]) as { cache_size?: number } | undefined;
  const size = current?.cache_size ?? 0;
  // Negative sizes are KiB, positive ones pages (of 4 KiB by default).
  const kib = size < 0 ? -size : size * 4;
  if (kib < BULK_CACHE_KIB) sqlite.prepare(`pragma cache_size = -${BULK_CACHE_KIB}`).run([]);
}

function asSqliteConnection(connection: unknown): SqliteConnection {
  if (typeof connection === 'object' && connection !== null && typeof (connection as Partial<SqliteConnection>).prepare === 'function') {
    return connection as SqliteConnection;
  }
  throw new Error('The transaction has no SQLite connection to prepare statements on');
}
