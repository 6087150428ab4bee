import { availableParallelism } from 'node:os';
import path from 'node:path';
import type { DatabaseConfig } from '../db/database-config';
import type { HeavyResults, HeavyTask } from './heavy-tasks';
import { WorkerPool } from './worker-pool';

/**
 * Threads at most: one core is left to the API's thread, and no more than two run (each holds a
 * user's trades and its own ORM); the insights have their own threads (insights-workers.ts).
 */
export const MAX_HEAVY_WORKERS = Math.max(1, Math.min(2, availableParallelism() - 1));

/**
 * The /analytics page's breakdowns, bucket and MAE/MFE scatter, and the dashboard's summary when it
 * must be built from every trade, read and computed on worker threads:
 * SQLite's driver reads synchronously and the bucketing of 10 000 trades takes longer than the API's
 * thread may be held (docs/security.md, "Requests that cannot hold the server"), so the API's thread only sends the task and the answer.
 */
export class HeavyWorkPool {
  private readonly pool: WorkerPool<HeavyTask, HeavyResults[HeavyTask['kind']]>;

  constructor(database: DatabaseConfig, size = MAX_HEAVY_WORKERS) {
    this.pool = new WorkerPool(path.join(__dirname, 'heavy-worker'), { database }, size, 'heavy-work');
  }

  async run<Task extends HeavyTask>(task: Task): Promise<HeavyResults[Task['kind']]> {
    return (await this.pool.run(task)) as HeavyResults[Task['kind']];
  }

  get threads(): number {
    return this.pool.threads;
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
