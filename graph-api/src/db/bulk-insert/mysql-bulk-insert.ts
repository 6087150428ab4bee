import { Readable } from 'node:stream';
import { mySqlDateTime } from './mysql-datetime';
import type { SqlValue } from './insert-rows';

// Far below max_allowed_packet (16 MB by default on MariaDB). Larger statements were no faster,
// and their text, kept by the driver until the answer, outlived the young generation: a 2 MB size
// raised the peak memory of a 10 MB import by 45 MB.
const MAX_STATEMENT_CHARS = 256 * 1024;


/**
 * Inserts as multi-row INSERT statements of literal values, about 256 KB each: the server parses
 * a literal faster than mysql2 would substitute placeholders, and the next statement is built
 * while the server executes the previous one (one in flight at a time, so a failure stops the rest).
 */
export async function insertAsSqlText<Item>(connection: unknown, head: string, items: readonly Item[], valuesOf: (item: Item) => readonly SqlValue[]): Promise<void> {
  const execute = executorOf(connection);
  let inFlight: Promise<void> = Promise.resolve();
  let rows: string[] = [];
  let length = head.length;
  for (const item of items) {
    const row = rowLiteral(valuesOf(item));
    rows.push(row);
    length += row.length + 3;
    if (length >= MAX_STATEMENT_CHARS) {
      await inFlight;
      inFlight = execute(statementOf(head, rows));
      // Awaited before the next statement is sent; until then a failure must not count as unhandled
      // (Node would end the process).
      inFlight.catch(() => undefined);
      rows = [];
      length = head.length;
      // Let the driver send it and read the answer while the next statement is built on this thread.
      await nextTurn();
    }
  }
  await inFlight;
  if (rows.length > 0) await execute(statementOf(head, rows));
}

const statementOf = (head: string, rows: readonly string[]) => `${head}(${rows.join('),(')})`;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

// join() makes one flat string: concatenating with + would keep a rope of some forty pieces per
// row alive until the statement is sent, a dozen megabytes per statement.
const rowLiteral = (values: readonly SqlValue[]) => values.map(sqlLiteral).join(',');

/** What we use of a mysql2 (callback API) connection. */
interface MySqlConnection {
  query(sql: string | { sql: string; infileStreamFactory?: () => Readable }, callback: (error: (Error & { errno?: number }) | null, result?: unknown) => void): unknown;
}

function asMySqlConnection(connection: unknown): MySqlConnection {
  if (typeof connection !== 'object' || connection === null || typeof (connection as Partial<MySqlConnection>).query !== 'function') {
    throw new Error('The transaction has no MySQL connection to send statements on');
  }
  return connection as MySqlConnection;
}

/** Sends SQL text as it is (no values: mysql2 would scan the text for placeholders). */
function executorOf(connection: unknown): (sql: string) => Promise<void> {
  const mysql = asMySqlConnection(connection);
  return (sql) => new Promise((resolve, reject) => mysql.query(sql, (error) => (error ? reject(error) : resolve())));
}

/**
 * Runs `work` with the session's foreign key checks off, then sets them back as they were, also
 * when it fails. Only for rows whose references the transaction holds (created in it, or read with
 * a shared lock): InnoDB then skips a lookup and a lock per row and per key, a seventh of storing a
 * 175 000-fill import, while the caller's locks, taken once per referenced row, keep every
 * reference from being deleted before the commit.
 */
export async function withoutForeignKeyChecks<T>(connection: unknown, work: () => Promise<T>): Promise<T> {
  const execute = executorOf(connection);
  await execute('set @tj_foreign_key_checks = @@session.foreign_key_checks, @@session.foreign_key_checks = 0');
  try {
    return await work();
  } finally {
    await execute('set @@session.foreign_key_checks = @tj_foreign_key_checks');
  }
}

export function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`${value} cannot be stored`);
    return String(value);
  }
  if (value instanceof Date) return `'${mySqlDateTime(value)}'`;
  return needsEscaping(value) ? hexLiteral(value) : `'${value}'`;
}

/**
 * Text with quotes, backslashes or control characters as a hex literal read as UTF-8: it means
 * the same under every sql_mode (backslash escapes do not survive NO_BACKSLASH_ESCAPES), so no
 * cell of an uploaded file can end the literal early.
 */
const hexLiteral = (text: string) => `_utf8mb4 X'${Buffer.from(text, 'utf8').toString('hex')}'`;

const DOUBLE_QUOTE = 34;
const SINGLE_QUOTE = 39;
const BACKSLASH = 92;
const FIRST_PRINTABLE = 32;

/** Whether `text` holds what could end or bend a quoted literal (quotes, backslashes, control characters); if not, it is quoted as it is. */
function needsEscaping(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < FIRST_PRINTABLE || code === SINGLE_QUOTE || code === DOUBLE_QUOTE || code === BACKSLASH) return true;
  }
  return false;
}

// Rows per chunk of the in-memory file: mysql2 sends each chunk as one packet, far below
// max_allowed_packet, and only the chunk being sent is held in memory.
const LOAD_DATA_CHUNK_CHARS = 1 << 20;

/*
 * The server (local_infile off) or the connection refused LOAD DATA LOCAL: MariaDB answers
 * ER_LOAD_INFILE_CAPABILITY_DISABLED (4166) or, before 10.5, ER_NOT_ALLOWED_COMMAND (1148); MySQL 8
 * ER_CLIENT_LOCAL_FILES_DISABLED (3948). Refused before any row is read, so the transaction is intact.
 */
const LOCAL_INFILE_REFUSED = new Set([1148, 3948, 4166]);

/**
 * Loads the rows with LOAD DATA LOCAL INFILE from a tab-separated file built in memory as the server
 * reads it (no file on disk), on `connection` and so inside its transaction. Answers false when the
 * server refuses LOCAL INFILE (nothing was stored; the caller inserts another way). LOCAL turns
 * errors the server would stop at (duplicate keys, values that do not fit) into warnings and
 * skipped rows, so any row not stored or any warning fails the load, and with it the transaction.
 */
export async function loadDataFromMemory<Item>(
  connection: unknown,
  table: string,
  columns: readonly string[],
  items: readonly Item[],
  valuesOf: (item: Item) => readonly SqlValue[],
  onSent: () => void = () => undefined,
): Promise<boolean> {
  const mysql = asMySqlConnection(connection);
  // Separators as hex literals: they read the same under every sql_mode (NO_BACKSLASH_ESCAPES too).
  const sql =
    `load data local infile 'import.tsv' into table \`${table}\` character set utf8mb4 ` +
    "fields terminated by X'09' enclosed by '' escaped by X'5c' lines starting by '' terminated by X'0a' " +
    `(${columns.map((column) => `\`${column}\``).join(', ')})`;
  let result: LoadResult;
  try {
    result = await new Promise<LoadResult>((resolve, reject) =>
      mysql.query({ sql, infileStreamFactory: () => Readable.from(tsvChunks(items, valuesOf, onSent)) }, (error, answer) => (error ? reject(error) : resolve(answer as LoadResult))),
    );
  } catch (error) {
    if (LOCAL_INFILE_REFUSED.has(Number((error as { errno?: unknown }).errno))) return false;
    throw error;
  }
  if (result.warningStatus > 0) {
    const warnings = await new Promise<Array<{ Level: string; Code: number; Message: string }>>((resolve, reject) =>
      mysql.query('show warnings', (error, rows) => (error ? reject(error) : resolve(rows as Array<{ Level: string; Code: number; Message: string }>))),
    );
    // Notes (a decimal rounded to the column's scale) are what an INSERT would accept too.
    const serious = warnings.find((warning) => warning.Level !== 'Note');
    if (serious) throw new Error(`Loading ${table} failed: ${serious.Level} ${serious.Code}: ${serious.Message}`);
  }
  if (result.affectedRows !== items.length) throw new Error(`Loading ${table} stored ${result.affectedRows} of ${items.length} rows`);
  return true;
}

interface LoadResult {
  affectedRows: number;
  warningStatus: number;
}

/** The file in chunks, built as mysql2 asks for them; `onSent` once the last is handed over. */
function* tsvChunks<Item>(items: readonly Item[], valuesOf: (item: Item) => readonly SqlValue[], onSent: () => void): Generator<Buffer> {
  let lines: string[] = [];
  let length = 0;
  for (const item of items) {
    const line = tsvLine(valuesOf(item));
    lines.push(line);
    length += line.length;
    if (length >= LOAD_DATA_CHUNK_CHARS) {
      yield Buffer.from(lines.join(''), 'utf8');
      lines = [];
      length = 0;
    }
  }
  if (lines.length > 0) yield Buffer.from(lines.join(''), 'utf8');
  onSent();
}

export const tsvLine = (values: readonly SqlValue[]) => `${values.map(tsvField).join('\t')}\n`;

/** A value as a field of LOAD DATA's tab-separated text: NULL as \N; backslash, tab, newline, CR and NUL escaped. */
export function tsvField(value: SqlValue): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`${value} cannot be stored`);
    return String(value);
  }
  if (value instanceof Date) return mySqlDateTime(value);
  return TSV_SPECIAL.test(value) ? value.replace(TSV_SPECIALS, (character) => TSV_ESCAPES[character]!) : value;
}

const TSV_SPECIAL = /[\\\t\n\r\0]/;
const TSV_SPECIALS = /[\\\t\n\r\0]/g;
const TSV_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r', '\0': '\\0' };
