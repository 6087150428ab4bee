import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { Logger } from '../logger';
import type { Job, JobPayload } from './job.entity';
import { lastErrorOf } from './job-error';
import type { JobQueue } from './job-queue';

export interface JobContext {
  job: Pick<Job, 'id' | 'kind' | 'userId' | 'attempts' | 'maxAttempts'>;
  /** The job's own entity manager, forked for it. */
  em: EntityManager;
}

/** Does the work of one kind of job; a throw is a failed run (retried with backoff, then `failed`). */
export type JobHandler = (payload: JobPayload, context: JobContext) => Promise<void>;

export interface RunnerOptions {
  /** How often an idle runner looks for due jobs. */
  pollIntervalMs: number;
  /** Handlers running at once in this process. */
  concurrency: number;
  /** How long a claim holds without renewal: a job of a process that died is taken up again after it. */
  leaseMs: number;
}

export const DEFAULT_RUNNER_OPTIONS: RunnerOptions = { pollIntervalMs: 1000, concurrency: 4, leaseMs: 60_000 };

export interface RunnerState {
  owner: string;
  running: boolean;
  /** Handlers running now. */
  active: number;
}

/**
 * Runs the queue's jobs in this process: polls for due jobs of the kinds it has handlers for, runs
 * up to `concurrency` at once, and renews their leases (every third of the lease) while they run
 * (docs/jobs.md). Any number of runners, in any number of processes, share one queue.
 */
export class JobRunner {
  /** Unique per runner: host, process and a random part, so two runners never share leases. */
  readonly owner = `${hostname().slice(0, 24)}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly active = new Map<number, Promise<void>>();
  private readonly options: RunnerOptions;
  private running = false;
  private abandoned = false;
  private pollTimer: NodeJS.Timeout | undefined;
  private renewTimer: NodeJS.Timeout | undefined;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;

  constructor(
    private readonly orm: MikroORM,
    private readonly queue: JobQueue,
    private readonly logger: Logger,
    options: Partial<RunnerOptions> = {},
  ) {
    this.options = { ...DEFAULT_RUNNER_OPTIONS, ...options };
    if (!(this.options.concurrency >= 1 && this.options.leaseMs >= 100 && this.options.pollIntervalMs >= 1)) {
      throw new RangeError('A job runner needs a concurrency of 1 or more, a lease of 100 ms or more and a poll interval of 1 ms or more');
    }
  }

  register(kind: string, handler: JobHandler): this {
    if (this.handlers.has(kind)) throw new Error(`A handler for the job kind "${kind}" is already registered`);
    this.handlers.set(kind, handler);
    return this;
  }

  state(): RunnerState {
    return { owner: this.owner, running: this.running, active: this.active.size };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.renewTimer = setInterval(() => void this.renewLeases(), Math.max(50, Math.floor(this.options.leaseMs / 3)));
    this.loop = this.pollLoop();
  }

  /** Claims no more, and waits for the running handlers to finish and be recorded. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    // An abandoned runner's handlers are as good as dead: nothing waits for them.
    if (!this.abandoned) await Promise.allSettled(this.active.values());
    clearInterval(this.renewTimer);
  }

  /**
   * What a process that dies mid-job leaves behind, for tests: no more polling and no more lease
   * renewal; its handlers' outcomes are not recorded. Their jobs are taken up again once their
   * leases expire.
   */
  abandon(): void {
    this.abandoned = true;
    this.running = false;
    clearInterval(this.renewTimer);
    this.wake?.();
  }

  /** One look for due jobs: claims what free slots allow and starts them. Answers how many it started. */
  async poll(): Promise<number> {
    const free = this.options.concurrency - this.active.size;
    if (free <= 0 || this.abandoned) return 0;
    const jobs = await this.queue.claim(this.orm.em.fork(), { owner: this.owner, kinds: [...this.handlers.keys()], limit: free, leaseMs: this.options.leaseMs });
    for (const job of jobs) {
      const run = this.run(job).finally(() => {
        this.active.delete(job.id);
        this.wake?.();
      });
      this.active.set(job.id, run);
    }
    return jobs.length;
  }

  /** Resolves when every handler started so far has finished and been recorded. */
  async idle(): Promise<void> {
    while (this.active.size > 0) await Promise.allSettled(this.active.values());
  }

  private async pollLoop(): Promise<void> {
    while (this.running) {
      let started = 0;
      try {
        started = await this.poll();
      } catch (error) {
        this.logger.error({ err: error }, 'Claiming jobs failed');
      }
      // Straight on while there is work and room for it; otherwise until the interval passes or a slot frees.
      if (started > 0 && this.active.size < this.options.concurrency) continue;
      if (!this.running) break;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        this.pollTimer = setTimeout(resolve, this.options.pollIntervalMs);
      });
      clearTimeout(this.pollTimer);
      this.wake = undefined;
    }
  }

  private async run(job: Job): Promise<void> {
    const handler = this.handlers.get(job.kind);
    const em = this.orm.em.fork();
    const log = this.logger.child({ jobId: job.id, kind: job.kind, attempt: job.attempts });
    let failure: { error: unknown } | null = null;
    try {
      if (!handler) throw new Error(`No handler for the job kind "${job.kind}"`);
      await handler(job.payload, { job, em });
    } catch (error) {
      failure = { error };
    }
    if (this.abandoned) return;
    const recorder = this.orm.em.fork();
    try {
      if (!failure) {
        if (!(await this.queue.succeed(recorder, job.id, this.owner))) log.warn('The job finished after its lease had passed to another runner');
        return;
      }
      const state = await this.queue.fail(recorder, job, this.owner, failure.error);
      // What the job keeps, never the stack: a stack or a payload may hold what a log must not (an address, a token).
      const reason = lastErrorOf(failure.error);
      if (state === 'failed') log.error({ reason }, 'The job failed on its last attempt');
      else if (state === 'queued') log.warn({ reason }, 'The job failed; it will be tried again');
      else log.warn({ reason }, 'The job failed after its lease had passed to another runner');
    } catch (error) {
      // Its lease runs out and another runner takes the job up: nothing is lost.
      log.error({ err: error }, 'Recording the outcome of a job failed');
    }
  }

  private async renewLeases(): Promise<void> {
    const ids = [...this.active.keys()];
    if (ids.length === 0 || this.abandoned) return;
    try {
      const held = new Set(await this.queue.renewLeases(this.orm.em.fork(), this.owner, ids, this.options.leaseMs));
      const lost = ids.filter((id) => !held.has(id) && this.active.has(id));
      if (lost.length > 0) this.logger.warn({ jobIds: lost }, 'Jobs still running here were taken over by another runner (their leases had expired)');
    } catch (error) {
      this.logger.error({ err: error }, 'Renewing job leases failed');
    }
  }
}
