import type { SqlValue } from './sql-batches';

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
  query(sql: string, callback: (error: Error | null) => void): unknown;
}

/** Sends SQL text as it is (no values: mysql2 would scan the text for placeholders). */
function executorOf(connection: unknown): (sql: string) => Promise<void> {
  if (typeof connection !== 'object' || connection === null || typeof (connection as Partial<MySqlConnection>).query !== 'function') {
    throw new Error('The transaction has no MySQL connection to send statements on');
  }
  const mysql = connection as MySqlConnection;
  return (sql) => new Promise((resolve, reject) => mysql.query(sql, (error) => (error ? reject(error) : resolve())));
}

export function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`${value} cannot be stored`);
    return String(value);
  }
  if (value instanceof Date) return `'${value.toISOString().slice(0, 23).replace('T', ' ')}'`;
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
