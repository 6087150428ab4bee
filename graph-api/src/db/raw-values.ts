/**
 * Values as the database drivers answer them to raw queries (raw-sql.ts, and the insights
 * workers' own connections): no ORM involved, so a worker thread can read rows without loading it.
 */

/** A DATETIME read raw: epoch milliseconds in SQLite; a UTC "YYYY-MM-DD HH:MM:SS[.fff]" string in MySQL. */
export function epochMsOf(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string' && !/^\d+$/.test(value)) return Date.parse(`${value.replace(' ', 'T')}Z`);
  return Number(value);
}
