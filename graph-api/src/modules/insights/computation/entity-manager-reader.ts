import type { EntityManager } from '@mikro-orm/core';
import { isSqlite, selectRows } from '../../../db/raw-sql';
import type { RowReader } from './row-reader';

/** Reads through the API's own connection, in the caller's transaction (tests, and the benchmark's in-thread reference). */
export function entityManagerReader(em: EntityManager): RowReader {
  return { kind: isSqlite(em) ? 'sqlite' : 'mysql', rows: (sql, params) => selectRows(em, sql, params) };
}
