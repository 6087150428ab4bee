import type { EntityManager } from '@mikro-orm/core';
import { BaseSqlitePlatform, type EntityManager as SqlEntityManager } from '@mikro-orm/knex';

/** Raw reads in the caller's transaction: the summary reads many trades, and entities would cost a unit of work each. */
export async function selectRows<Row>(em: EntityManager, sql: string, params: readonly (string | number | Date)[]): Promise<Row[]> {
  const platform = em.getPlatform();
  const values = params.map((value) => (value instanceof Date ? platform.processDateProperty(value) : value));
  return (await (em as SqlEntityManager).getConnection().execute(sql, values, 'all', em.getTransactionContext())) as Row[];
}

export const isSqlite = (em: EntityManager) => em.getPlatform() instanceof BaseSqlitePlatform;

/**
 * Holds the user's row until the transaction ends (MySQL), as an import does first: summaries of
 * one user are rebuilt one at a time, each from what the one before committed. SQLite runs one
 * writing transaction at a time already.
 */
export async function lockUser(em: EntityManager, userId: number): Promise<void> {
  if (!isSqlite(em)) await selectRows(em, 'select id from `user` where id = ? for update', [userId]);
}

export const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');
