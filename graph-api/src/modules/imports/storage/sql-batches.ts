import type { EntityManager } from '@mikro-orm/core';
import { isSqlite } from '../../../db/raw-sql';

/**
 * What makes a select hold the rows it read until its transaction ends, so no other transaction
 * can delete them: MySQL's shared row locks. A SQLite transaction that has written holds the
 * whole database already.
 */
export const lockInShareMode = (em: EntityManager) => (isSqlite(em) ? '' : ' lock in share mode');

/** Runs `select` over `values` in chunks (for `in (…)` lists), concatenating the answers. */
export async function selectInChunks<Row, Value extends string | number>(values: readonly Value[], chunkSize: number, select: (chunk: Value[]) => Promise<Row[]>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let start = 0; start < values.length; start += chunkSize) rows.push(...(await select(values.slice(start, start + chunkSize))));
  return rows;
}
