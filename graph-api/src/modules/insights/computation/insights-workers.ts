import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { DatabaseConfig } from '../../../db/database-config';
import { WorkerPool } from '../../../workers/worker-pool';
import type { ComputationRequest, Computed, WorkerSetup } from './computation-messages';

/**
 * Worker threads at most: one core is left to the API's thread, and no more than four run however
 * many cores there are (each holds a user's trades, about 100 MB at 100 000 of them).
 */
export const MAX_INSIGHTS_WORKERS = Math.max(1, Math.min(4, availableParallelism() - 1));

/**
 * Runs insights computations on worker threads (the shared WorkerPool), so the engine and its read
 * of up to 100 000 trades never hold the API's event loop (SQLite's driver reads synchronously). At
 * most `size` run at once; more wait their turn, first come first served. One computation per user
 * at a time is the caller's rule (insights-recompute.ts).
 */
export class InsightsWorkers {
  private readonly pool: WorkerPool<ComputationRequest, Computed>;

  constructor(database: DatabaseConfig, size = MAX_INSIGHTS_WORKERS) {
    this.pool = new WorkerPool(path.join(__dirname, 'insights-worker'), { database } satisfies WorkerSetup, size, 'insights');
  }

  compute(request: ComputationRequest): Promise<Computed> {
    return this.pool.run(request);
  }

  /** Worker threads running now (busy or idle). */
  get threads(): number {
    return this.pool.threads;
  }

  /** Ends every worker; computations still running or waiting fail. */
  close(): Promise<void> {
    return this.pool.close();
  }
}
