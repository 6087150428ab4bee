import { describe, expect, it } from 'vitest';
import type { SqlValue } from './insert-rows';
import { insertWithPreparedStatements } from './sqlite-bulk-insert';

/** A better-sqlite3-like connection recording what is prepared and what each run binds. */
function fakeConnection(cacheSize = -2000) {
  const prepared: string[] = [];
  const runs: Array<{ sql: string; values: unknown[] }> = [];
  return {
    prepared,
    runs,
    prepare(sql: string) {
      prepared.push(sql);
      return {
        run: (values: unknown[]) => runs.push({ sql, values }),
        get: () => (sql === 'pragma cache_size' ? { cache_size: cacheSize } : undefined),
      };
    },
  };
}

const HEAD = 'insert into `t` (`user_id`, `account`, `price`, `at`) values ';
const insert = (connection: ReturnType<typeof fakeConnection>, rows: SqlValue[][]) => insertWithPreparedStatements(connection, HEAD, 4, rows, (row) => row);
const inserts = (connection: ReturnType<typeof fakeConnection>) => connection.runs.filter((run) => run.sql.startsWith('insert'));

describe('insertWithPreparedStatements', () => {
  it('writes a value every row of a batch shares into the statement, and binds the rest', () => {
    const connection = fakeConnection();
    insert(connection, [
      [7, 'ACC1', '50.99', new Date(1_000)],
      [7, 'ACC1', '51.10', new Date(2_000)],
    ]);
    expect(inserts(connection)).toEqual([{ sql: `${HEAD}(7, 'ACC1', ?, ?), (7, 'ACC1', ?, ?)`, values: ['50.99', 1_000, '51.10', 2_000] }]);
  });

  it('binds text that is not plainly safe to write, even when every row shares it', () => {
    const connection = fakeConnection();
    const unsafe = ["O'Brien", 'a;b', 'é', 'line\nbreak', 'x'.repeat(65)];
    for (const account of unsafe) insert(connection, [[1, account, '1', null]]);
    for (const [index, run] of inserts(connection).entries()) {
      expect(run.sql).toBe(`${HEAD}(1, ?, '1', null)`);
      expect(run.values).toEqual([unsafe[index]]);
    }
  });

  it('binds numbers that are not safe integers', () => {
    const connection = fakeConnection();
    insert(connection, [[1.5, 'A', '1', null]]);
    expect(inserts(connection)[0]).toEqual({ sql: `${HEAD}(?, 'A', '1', null)`, values: [1.5] });
  });

  it('reuses one prepared statement for batches of the same shape, and stores every row once', () => {
    const connection = fakeConnection();
    const rows: SqlValue[][] = Array.from({ length: 3100 }, (_, index) => [1, 'A', String(index), index]);
    insert(connection, rows);
    const runs = inserts(connection);
    expect(runs.map((run) => run.values.length / 2)).toEqual([1024, 1024, 1024, 28]);
    expect(runs.flatMap((run) => run.values.filter((value) => typeof value === 'string'))).toEqual(rows.map((row) => row[2]));
    expect(connection.prepared.filter((sql) => sql.startsWith('insert'))).toHaveLength(2);
  });

  it('never binds more variables in one statement than SQLite allows', () => {
    const connection = fakeConnection();
    const columns = 40;
    const rows: SqlValue[][] = Array.from({ length: 2000 }, (_, index) => Array.from({ length: columns }, (__, column) => `${index}.${column}`));
    insertWithPreparedStatements(connection, HEAD, columns, rows, (row) => row);
    const runs = inserts(connection);
    expect(Math.max(...runs.map((run) => run.values.length))).toBeLessThanOrEqual(32_766);
    expect(runs.reduce((total, run) => total + run.values.length, 0)).toBe(2000 * columns);
  });

  it('raises a small page cache for the bulk write, and leaves a larger one alone', () => {
    const small = fakeConnection(-2000);
    insert(small, [[1, 'A', '1', null]]);
    expect(small.prepared).toContain('pragma cache_size = -16384');
    const large = fakeConnection(-65536);
    insert(large, [[1, 'A', '1', null]]);
    expect(large.prepared.some((sql) => sql.startsWith('pragma cache_size ='))).toBe(false);
  });

  it('refuses a connection that cannot prepare statements', () => {
    expect(() => insertWithPreparedStatements({}, HEAD, 4, [[1]], (row) => row)).toThrow(/no SQLite connection/);
  });
});
