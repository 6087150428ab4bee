/**
 * Errors a database raises for a value it cannot store as given: a text longer than its column, a
 * number out of its column's range, a value of the wrong kind. Running the same statement again
 * meets the same error, so it is the caller's input to refuse (400), never a failure to retry
 * (503). Inputs are checked before they reach the database (the same on both); this is the net for
 * a column a check missed. SQLite stores such values as they are and raises none of these.
 */
const MYSQL_DATA_ERRNOS = new Set([
  1048, // ER_BAD_NULL_ERROR
  1264, // ER_WARN_DATA_OUT_OF_RANGE
  1265, // WARN_DATA_TRUNCATED
  1292, // ER_TRUNCATED_WRONG_VALUE
  1366, // ER_TRUNCATED_WRONG_VALUE_FOR_FIELD
  1406, // ER_DATA_TOO_LONG
]);

export interface UnstorableValue {
  /** The column the database named ("account_id"), or null when it named none. */
  column: string | null;
}

/** The column of a value the database refused to store, or null when `error` is of another kind. */
export function unstorableValueOf(error: unknown): UnstorableValue | null {
  for (let cause: unknown = error, depth = 0; cause && typeof cause === 'object' && depth < 5; cause = (cause as { cause?: unknown }).cause, depth += 1) {
    const { errno, message } = cause as { errno?: unknown; message?: unknown };
    if (typeof errno === 'number' && MYSQL_DATA_ERRNOS.has(errno)) return { column: typeof message === 'string' ? columnNamedIn(message) : null };
  }
  return null;
}

/** "… for column 'account_id' at row 1" (MySQL), "… for column `db`.`table`.`account_id` at row 1" (MariaDB), "Column 'x' cannot be null". */
function columnNamedIn(message: string): string | null {
  const named = /column (\S+)/i.exec(message)?.[1];
  const column = named?.split('.').at(-1)?.replace(/[`'"]/g, '');
  return column ? column : null;
}

/** " (account id)" for a column the database named, "" when it named none: for messages to people. */
export function columnInWords({ column }: UnstorableValue): string {
  return column ? ` (${column.replace(/_/g, ' ')})` : '';
}
