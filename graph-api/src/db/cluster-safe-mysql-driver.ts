import type { Configuration, EntityDictionary, NativeInsertUpdateManyOptions, QueryResult, Transaction } from '@mikro-orm/core';
import { AbstractSqlDriver, type Knex } from '@mikro-orm/knex';
import { MySqlDriver } from '@mikro-orm/mysql';
import { isUnderRetry, retryingConflicts, TRANSACTION_RETRY } from './transaction-retry';

/** A statement that only reads (SELECT or SHOW, without FOR UPDATE), so running it twice is harmless. */
export function isRead(query: string | Knex.QueryBuilder | Knex.Raw): boolean {
  const compiled = typeof query === 'string' ? query : query.toSQL();
  const sql = typeof compiled === 'string' ? compiled : Array.isArray(compiled) ? (compiled[0]?.sql ?? '') : compiled.sql;
  return /^\s*\(?\s*(select|show)\b/i.test(sql) && !/\bfor\s+(update|share)\b|\block\s+in\s+share\s+mode\b/i.test(sql);
}

/**
 * MikroORM's MySQL driver, made right for a MariaDB Galera cluster (docs/galera.md):
 *
 * - Ids of a multi-row insert. The ORM gives the rows of one INSERT the ids insertId, insertId +
 *   step, …, with the step (auto_increment_increment) read once per process and kept. Galera sets
 *   the step to the cluster's size as nodes leave and join, so a kept step gave wrong ids (and the
 *   rows referencing them failed with FK error 1452). Here the step is read on the insert's own
 *   connection, in its transaction, right after the insert.
 * - A statement outside any transaction (a rate-limit counter's UPDATE, an insert of one row) is
 *   run again after a failure that certainly left nothing behind (a conflict, a node not ready, a
 *   connection that could not be made), as transactions are by RetryingEntityManager. A read is
 *   also run again after its connection broke (the writer died under it): reading twice changes
 *   nothing.
 */
export class ClusterSafeMySqlDriver extends MySqlDriver {
  constructor(config: Configuration) {
    super(config);
    const connection = this.connection;
    const execute = connection.execute.bind(connection);
    // The connection class is fixed by MySqlDriver's constructor, so its one method is wrapped here.
    connection.execute = ((query, params, method, ctx, loggerContext) =>
      // In a transaction, or under a caller's retries, the failure goes to whoever retries the whole.
      ctx || isUnderRetry()
        ? execute(query, params, method, ctx, loggerContext)
        : // Whether it only reads is worked out after a lost connection only, not for every statement.
          retryingConflicts(() => execute(query, params, method, ctx, loggerContext), TRANSACTION_RETRY, (failure) => failure !== 'connection-lost' || isRead(query))) as typeof connection.execute;
  }

  override async nativeInsertMany<T extends object>(entityName: string, data: EntityDictionary<T>[], options: NativeInsertUpdateManyOptions<T> = {}): Promise<QueryResult<T>> {
    // The step must be read on the connection that inserted: outside a transaction, one is opened for both.
    if (!options.ctx && data.length > 1) return this.connection.transactional((trx) => this.nativeInsertMany(entityName, data, { ...options, ctx: trx }));
    options.processCollections ??= true;
    // The SQL driver's insert itself (MySqlDriver's own adds the ids from its kept step, replaced below).
    const result = (await AbstractSqlDriver.prototype.nativeInsertMany.call(this, entityName, data, options)) as QueryResult<T>;
    const [primaryKey] = this.getPrimaryKeyFields(entityName);
    const generated = data.some((row) => (row as Record<string, unknown>)[primaryKey!] == null);
    const step = generated && data.length > 1 ? await this.autoIncrementStep(options.ctx) : 1;
    result.rows = data.map((row, index) => ({ [primaryKey!]: (row as Record<string, unknown>)[primaryKey!] ?? Number(result.insertId) + index * step }) as EntityDictionary<T>);
    result.row = result.rows[0];
    return result;
  }

  /** The session's auto_increment_increment now, on the transaction's connection. */
  private async autoIncrementStep(ctx: Transaction | undefined): Promise<number> {
    const row = await this.connection.execute<{ step: number | string }>('select @@session.auto_increment_increment as step', [], 'get', ctx, { enabled: false });
    const step = Number(row?.step);
    return Number.isInteger(step) && step > 0 ? step : 1;
  }
}
