import { createRequire } from 'node:module';
import { createConnection } from 'mysql2/promise';
import type { DatabaseConfig } from '../../../db/database-config';
import type { RowReader } from './row-reader';

/** What the worker uses of better-sqlite3 (the driver MikroORM's SQLite dialect runs on). */
interface SqliteDatabase {
  prepare(sql: string): { all(params: readonly unknown[]): unknown[] };
  close(): void;
}
type SqliteDatabaseConstructor = new (file: string, options: { readonly: boolean; fileMustExist: boolean; timeout: number }) => SqliteDatabase;

/**
 * How long a read waits for a writer to finish before failing, in ms. A worker waiting blocks only
 * itself; an import of 100 000 trades holds SQLite's write lock for seconds.
 */
const SQLITE_BUSY_WAIT_MS = 60_000;

export interface WorkerReader extends RowReader {
  close(): Promise<void>;
}

/**
 * A worker thread's own connection, read-only in SQLite, answering values as the API's MikroORM
 * connection does (raw-sql.ts selectRows): SQLite times as epoch ms, MySQL times as UTC text
 * (dateStrings, timezone Z) and DECIMAL columns as text (supportBigNumbers), so one mapping reads both.
 */
export async function openWorkerReader(database: DatabaseConfig): Promise<WorkerReader> {
  if (database.kind === 'sqlite') {
    const Database = createRequire(__filename)('better-sqlite3') as SqliteDatabaseConstructor;
    const db = new Database(database.file, { readonly: true, fileMustExist: true, timeout: SQLITE_BUSY_WAIT_MS });
    // A statement each time: a computation reads a handful of distinct queries, prepared in microseconds.
    return {
      kind: 'sqlite',
      rows: async <Row>(sql: string, params: readonly (string | number)[]) => db.prepare(sql).all(params) as Row[],
      close: async () => db.close(),
    };
  }
  const { host, port, user, password, dbName } = database;
  const connection = await createConnection({ host, port, user, password, database: dbName, timezone: 'Z', dateStrings: true, supportBigNumbers: true });
  return {
    kind: 'mysql',
    rows: async <Row>(sql: string, params: readonly (string | number)[]) => (await connection.query(sql, [...params]))[0] as Row[],
    close: () => connection.end(),
  };
}
