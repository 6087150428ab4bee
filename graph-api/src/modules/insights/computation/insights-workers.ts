import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { DatabaseConfig } from '../../../db/database-config';
import { PACKAGE_ROOT, RUNNING_FROM_SOURCE } from '../../../package-info';
import type { ComputationReply, ComputationRequest, Computed, WorkerSetup } from './computation-messages';

/**
 * Worker threads at most: one core is left to the API's thread, and no more than four run however
 * many cores there are (each holds a user's trades, about 100 MB at 100 000 of them).
 */
export const MAX_INSIGHTS_WORKERS = Math.max(1, Math.min(4, availableParallelism() - 1));

/** A worker left without work this long is ended; the next computation starts another (in well under a second). */
const IDLE_MS = 60_000;

interface Job {
  request: ComputationRequest;
  resolve: (computed: Computed) => void;
  reject: (error: Error) => void;
}

/** The worker's script: the build's JavaScript, or the TypeScript source compiled as it loads (vitest, swc-node). */
function startWorker(setup: WorkerSetup): Worker {
  if (!RUNNING_FROM_SOURCE) return new Worker(path.join(__dirname, 'insights-worker.js'), { workerData: setup });
  // The hook compiles with swc's native addon, which crashes the process when a thread that loaded it
  // first has ended and another loads it again: loaded here first, it stays loaded.
  createRequire(__filename)('@swc/core');
  const hook = path.join(PACKAGE_ROOT, 'ts-require-hook.cjs');
  const script = path.join(__dirname, 'insights-worker.ts');
  return new Worker(`require(${JSON.stringify(hook)}); require(${JSON.stringify(script)});`, { eval: true, workerData: setup });
}

/**
 * Runs insights computations on worker threads, so the engine and its read of up to 100 000 trades
 * never hold the API's event loop (SQLite's driver reads synchronously). At most `size` run at once;
 * more wait their turn, first come first served. One computation per user at a time is the caller's
 * rule (insights-recompute.ts).
 */
export class InsightsWorkers {
  private readonly idle: Worker[] = [];
  private readonly idleTimers = new Map<Worker, NodeJS.Timeout>();
  private readonly busy = new Map<Worker, Job>();
  private readonly queue: Job[] = [];

  constructor(
    private readonly database: DatabaseConfig,
    private readonly size = MAX_INSIGHTS_WORKERS,
  ) {}

  compute(request: ComputationRequest): Promise<Computed> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.dispatch();
    });
  }

  /** Worker threads running now (busy or idle). */
  get threads(): number {
    return this.idle.length + this.busy.size;
  }

  /** Ends every worker; computations still running fail. */
  async close(): Promise<void> {
    const workers = [...this.idle, ...this.busy.keys()];
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    this.idle.length = 0;
    await Promise.all(workers.map((worker) => worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.threads < this.size ? this.spawn() : null);
      if (!worker) return;
      clearTimeout(this.idleTimers.get(worker));
      this.idleTimers.delete(worker);
      const job = this.queue.shift()!;
      this.busy.set(worker, job);
      worker.ref();
      worker.postMessage(job.request);
    }
  }

  private spawn(): Worker {
    const worker = startWorker({ database: this.database });
    worker.on('message', (reply: ComputationReply) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      this.park(worker);
      if (!job) return;
      if (reply.ok) job.resolve({ insights: reply.insights, trades: reply.trades, readMs: reply.readMs, engineMs: reply.engineMs });
      else job.reject(Object.assign(new Error(reply.message), { stack: reply.stack }));
      this.dispatch();
    });
    // A worker that died (out of memory, a bug at load) fails its computation; the next one starts a new worker.
    const lost = (error: Error) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at !== -1) this.idle.splice(at, 1);
      clearTimeout(this.idleTimers.get(worker));
      this.idleTimers.delete(worker);
      job?.reject(error);
      this.dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`The insights worker stopped (exit code ${code})`)));
    return worker;
  }

  /** An idle worker does not keep the process alive, and ends after IDLE_MS without work. */
  private park(worker: Worker): void {
    worker.unref();
    this.idle.push(worker);
    const timer = setTimeout(() => {
      this.idleTimers.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at !== -1) this.idle.splice(at, 1);
      void worker.terminate();
    }, IDLE_MS);
    timer.unref();
    this.idleTimers.set(worker, timer);
  }
}
