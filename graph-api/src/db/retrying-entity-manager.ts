import { type AnyEntity, type EntityData, helper, type TransactionOptions } from '@mikro-orm/core';
import { SqlEntityManager } from '@mikro-orm/knex';
import { isUnderRetry, retryingConflicts, TRANSACTION_RETRY } from './transaction-retry';

/**
 * The EntityManager of the app (orm-options.ts): every transaction opened with `em.transactional`
 * at the top level is run again after a transient failure (a deadlock, a Galera certification
 * conflict, a node not ready, a connection lost before the commit), with jittered exponential
 * backoff and a bound, then refused with 503 + Retry-After (docs/galera.md). One wrapper at the
 * transaction boundary, so no call site retries on its own. A nested call (a savepoint) is retried
 * with the transaction around it; one opened under retryingConflicts is retried by it.
 */
export class RetryingEntityManager extends SqlEntityManager {
  override async transactional<T>(cb: (em: this) => T | Promise<T>, options: TransactionOptions = {}): Promise<T> {
    if (this.isInTransaction() || options.ctx || isUnderRetry()) return super.transactional(cb, options);
    let committing = false;
    return retryingConflicts(
      async () => {
        committing = false;
        const before = snapshotOf(this);
        try {
          return await super.transactional(async (tx) => {
            const result = await cb(tx);
            // Flushed here rather than by the ORM after the callback, so what follows is the commit alone.
            await tx.flush();
            committing = true;
            return result;
          }, options);
        } catch (error) {
          before.restore();
          throw error;
        }
      },
      TRANSACTION_RETRY,
      // A connection lost during the commit: it may have committed, so it is not run twice.
      (failure) => failure !== 'connection-lost' || !committing,
    );
  }
}

/**
 * What the entities this EntityManager already holds were last stored as. The transaction works on
 * the same objects (its fork shares them), and a flush that ran before the transaction rolled back
 * recorded their new values as stored: a second run would then find nothing to write. Put back,
 * the second run writes them again.
 */
function snapshotOf(em: SqlEntityManager): { restore(): void } {
  const stored = new Map<AnyEntity, EntityData<AnyEntity> | undefined>();
  for (const entity of em.getUnitOfWork().getIdentityMap()) stored.set(entity, helper(entity).__originalEntityData);
  return {
    restore() {
      for (const [entity, data] of stored) helper(entity).__originalEntityData = data;
    },
  };
}
