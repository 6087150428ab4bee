import type { EntityManager } from '@mikro-orm/core';
import { BaseSqlitePlatform, type EntityManager as SqlEntityManager } from '@mikro-orm/knex';

/**
 * Raw reads in the caller's transaction: where entities would cost a unit of work each (the
 * summary's thousands of trades) or a query builder per request (the dashboard's reads, several
 * times the CPU of the read itself).
 */
export async function selectRows<Row>(em: EntityManager, sql: string, params: readonly (string | number | Date)[]): Promise<Row[]> {
  const platform = em.getPlatform();
  const values = params.map((value) => (value instanceof Date ? platform.processDateProperty(value) : value));
  return (await (em as SqlEntityManager).getConnection().execute(sql, values, 'all', em.getTransactionContext())) as Row[];
}

export const isSqlite = (em: EntityManager) => em.getPlatform() instanceof BaseSqlitePlatform;

/** The `?, ?, ?` of an `in (…)` list of `count` values. */
export const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');
