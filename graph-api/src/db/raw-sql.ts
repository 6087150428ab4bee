import type { EntityManager } from '@mikro-orm/core';
import { BaseSqlitePlatform, type Knex, type EntityManager as SqlEntityManager } from '@mikro-orm/knex';

/**
 * Raw reads in the caller's transaction: where entities would cost a unit of work each (the
 * summary's thousands of trades) or a query builder per request (the dashboard's reads, several
 * times the CPU of the read itself).
 */
export async function selectRows<Row>(em: EntityManager, sql: string, params: readonly (string | number | Date)[]): Promise<Row[]> {
  return (await (em as SqlEntityManager).getConnection().execute(sql, databaseValues(em, params), 'all', em.getTransactionContext())) as Row[];
}

/** A statement that answers no rows (a delete, an update, DDL), in the caller's transaction. */
export async function runSql(em: EntityManager, sql: string, params: readonly (string | number | Date)[] = []): Promise<void> {
  await (em as SqlEntityManager).getConnection().execute(sql, databaseValues(em, params), 'run', em.getTransactionContext());
}

/** Dates as the ORM stores them (epoch milliseconds in SQLite; UTC DATETIME in MySQL). */
function databaseValues(em: EntityManager, params: readonly (string | number | Date)[]): unknown[] {
  const platform = em.getPlatform();
  return params.map((value) => (value instanceof Date ? platform.processDateProperty(value) : value));
}

/** selectRows for a query built with the ORM's knex (its SQL and bindings are the builder's own). */
export async function selectQueryRows<Row>(em: EntityManager, query: Knex.QueryBuilder): Promise<Row[]> {
  return (await (em as SqlEntityManager).getConnection().execute(query, [], 'all', em.getTransactionContext())) as Row[];
}

export const isSqlite = (em: EntityManager) => em.getPlatform() instanceof BaseSqlitePlatform;

/** The `?, ?, ?` of an `in (…)` list of `count` values. */
export const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');

/**
 * Makes the transactions that must run one at a time per user do so (taken first): an import, so
 * the next one reads the groups it rebuilds only after the one before has committed (a consistent
 * read of InnoDB's REPEATABLE READ would otherwise see the rows as they were before, and a rebuild
 * would drop the trades of an import running beside it); a summary rebuild, from what the one before
 * committed. It changes the user's `write_turn`: on one server the row lock makes the second wait;
 * on a Galera cluster (a lock is held on one node only) the change is certified, so of two such
 * transactions on two nodes the second to commit fails with 1213 and is run again
 * (RetryingEntityManager), after the first (docs/galera.md). SQLite runs one writing transaction
 * at a time already. Transactions of different users still run side by side.
 */
export async function lockUser(em: EntityManager, userId: number): Promise<void> {
  if (!isSqlite(em)) await runSql(em, 'update `user` set write_turn = write_turn + 1 where id = ?', [userId]);
}
