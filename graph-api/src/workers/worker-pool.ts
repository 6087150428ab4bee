import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PACKAGE_ROOT, RUNNING_FROM_SOURCE } from '../package-info';

/** A worker left without work this long is ended; the next job starts another. */
const IDLE_MS = 60_000;

/** What a pool's worker script posts back for each job. */
export type WorkerReply<Result> = { ok: true; result: Result } | { ok: false; message: string; stack: string | undefined };

interface Job<Request, Result> {
  request: Request;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

/**
 * The worker's script: the build's JavaScript beside this file's, or the TypeScript source compiled
 * as it loads (vitest, swc-node). `script` is the path without its extension.
 */
function startWorker(script: string, workerData: unknown): Worker {
  if (!RUNNING_FROM_SOURCE) return new Worker(`${script}.js`, { workerData });
  // The hook compiles with swc's native addon, which crashes the process when a thread that loaded it
  // first has ended and another loads it again: loaded here first, it stays loaded.
  createRequire(__filename)('@swc/core');
  const hook = path.join(PACKAGE_ROOT, 'ts-require-hook.cjs');
  return new Worker(`require(${JSON.stringify(hook)}); require(${JSON.stringify(`${script}.ts`)});`, { eval: true, workerData });
}

/**
 * A small pool of worker threads running one job each at a time (the script answers each message
 * with one WorkerReply), so pure computation and synchronous reads never hold the API's event loop.
 * At most `size` threads; more jobs wait their turn, first come first served. An idle worker does
 * not keep the process alive and ends after a minute. The insights (insights-workers.ts) and the
 * heavy requests (heavy-work-pool.ts) each keep a pool of their own. Worker scripts answer with
 * answerJobs (answer-jobs.ts).
 */
export class WorkerPool<Request, Result> {
  private readonly idle: Worker[] = [];
  private readonly idleTimers = new Map<Worker, NodeJS.Timeout>();
  private readonly busy = new Map<Worker, Job<Request, Result>>();
  private readonly queue: Job<Request, Result>[] = [];

  constructor(
    private readonly script: string,
    private readonly workerData: unknown,
    private readonly size: number,
    private readonly name: string,
  ) {}

  run(request: Request): Promise<Result> {
    return new Promise((resolve, reject) => {
      this.queue.push({ request, resolve, reject });
      this.dispatch();
    });
  }

  /** Worker threads running now (busy or idle). */
  get threads(): number {
    return this.idle.length + this.busy.size;
  }

  /** Jobs waiting for a thread. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Ends every worker; jobs still running or waiting fail. */
  async close(): Promise<void> {
    const workers = [...this.idle, ...this.busy.keys()];
    for (const timer of this.idleTimers.values()) clearTimeout(timer);
    this.idleTimers.clear();
    this.idle.length = 0;
    for (const job of this.queue.splice(0)) job.reject(new Error(`The ${this.name} workers were closed`));
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
    const worker = startWorker(this.script, this.workerData);
    worker.on('message', (reply: WorkerReply<Result>) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      this.park(worker);
      if (job) {
        if (reply.ok) job.resolve(reply.result);
        else job.reject(Object.assign(new Error(reply.message), { stack: reply.stack }));
      }
      this.dispatch();
    });
    // A worker that died (out of memory, a bug at load) fails its job; the next job starts a new worker.
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
    worker.on('exit', (code) => lost(new Error(`A ${this.name} worker stopped (exit code ${code})`)));
    return worker;
  }

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
