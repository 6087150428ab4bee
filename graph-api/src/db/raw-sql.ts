import type { EntityManager } from '@mikro-orm/core';
import { BaseSqlitePlatform, type Knex, type EntityManager as SqlEntityManager } from '@mikro-orm/knex';

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

/** selectRows for a query built with the ORM's knex (its SQL and bindings are the builder's own). */
export async function selectQueryRows<Row>(em: EntityManager, query: Knex.QueryBuilder): Promise<Row[]> {
  return (await (em as SqlEntityManager).getConnection().execute(query, [], 'all', em.getTransactionContext())) as Row[];
}

export const isSqlite = (em: EntityManager) => em.getPlatform() instanceof BaseSqlitePlatform;

/** The `?, ?, ?` of an `in (…)` list of `count` values. */
export const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');
