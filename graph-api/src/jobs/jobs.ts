import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { JobPayload } from './job.entity';
import { type EnqueueOptions, JobQueue } from './job-queue';
import { type JobHandler, JobRunner, type RunnerOptions } from './job-runner';
import type { JobsConfig } from './jobs.config';
import { type RecurringSchedule, RecurringScheduler } from './recurring-schedules';

/** What a module's `register…` function needs: a place to put its handlers (Jobs, or a JobRunner in a test). */
export interface JobRegistrar {
  register(kind: string, handler: JobHandler): unknown;
}

export interface JobsState {
  /** JOBS_RUNNER: whether this process runs jobs at all. */
  enabled: boolean;
  running: boolean;
  /** Handlers running now in this process. */
  active: number;
}

/**
 * The one registration point of background work (docs/jobs.md "Adding a job"): every module
 * registers its handlers (`register`) and its per-user recurring jobs (`recurring`) here while the
 * services are built; server.ts then starts one runner with all of them and keeps the recurring
 * schedules up to date, and stops both on shutdown.
 */
export class Jobs implements JobRegistrar {
  readonly queue: JobQueue;
  private readonly handlers = new Map<string, JobHandler>();
  private readonly schedules: RecurringSchedule[] = [];
  private readonly scheduler: RecurringScheduler;
  private runner: JobRunner | undefined;
  private scheduleTimer: NodeJS.Timeout | undefined;
  private scheduling: Promise<void> | undefined;

  constructor(
    private readonly config: JobsConfig,
    clock: Clock,
    private readonly logger: Logger,
  ) {
    this.queue = new JobQueue(clock);
    this.scheduler = new RecurringScheduler(this.queue, clock);
  }

  register(kind: string, handler: JobHandler): this {
    if (this.handlers.has(kind)) throw new Error(`A handler for the job kind "${kind}" is already registered`);
    this.handlers.set(kind, handler);
    return this;
  }

  /** A job each user gets at their own local time; its kind needs a handler registered too. */
  recurring(schedule: RecurringSchedule): this {
    if (this.schedules.some((known) => known.kind === schedule.kind)) throw new Error(`A recurring schedule for "${schedule.kind}" is already registered`);
    this.schedules.push(schedule);
    return this;
  }

  enqueue(em: EntityManager, kind: string, payload: JobPayload, options?: EnqueueOptions) {
    return this.queue.enqueue(em, kind, payload, options);
  }

  /** A runner with every handler registered so far, not started: server.ts's, and tests' (which poll it themselves). */
  runnerFor(orm: MikroORM, options: Partial<RunnerOptions> = {}): JobRunner {
    const runner = new JobRunner(orm, this.queue, this.logger.child({ component: 'jobs' }), {
      pollIntervalMs: this.config.pollIntervalMs,
      concurrency: this.config.concurrency,
      leaseMs: this.config.leaseMs,
      ...options,
    });
    for (const [kind, handler] of this.handlers) runner.register(kind, handler);
    return runner;
  }

  /** Enqueues each recurring job's next run per user, cancelling runs no longer asked for (every process may, at once). */
  async bringSchedulesUpToDate(em: EntityManager): Promise<{ scheduled: number; cancelled: number }> {
    return this.scheduler.bringUpToDate(em, this.schedules);
  }

  /** Starts this process's runner and its schedule upkeep, unless JOBS_RUNNER=off. */
  start(orm: MikroORM): void {
    if (!this.config.runnerEnabled) {
      this.logger.info('The job runner is off in this process (JOBS_RUNNER=off): jobs wait for another process');
      return;
    }
    if (this.runner) return;
    const missing = this.schedules.filter((schedule) => !this.handlers.has(schedule.kind)).map((schedule) => schedule.kind);
    if (missing.length > 0) throw new Error(`Recurring jobs without a handler: ${missing.join(', ')}`);
    this.runner = this.runnerFor(orm);
    this.runner.start();
    const upkeep = () => {
      // One upkeep at a time: a slow database must not pile them up.
      this.scheduling ??= this.bringSchedulesUpToDate(orm.em.fork())
        .then(() => undefined)
        .catch((error: unknown) => this.logger.error({ err: error }, 'Bringing the recurring jobs up to date failed'))
        .finally(() => {
          this.scheduling = undefined;
        });
    };
    upkeep();
    this.scheduleTimer = setInterval(upkeep, this.config.scheduleIntervalMs);
  }

  state(): JobsState {
    const runner = this.runner?.state();
    return { enabled: this.config.runnerEnabled, running: runner?.running ?? false, active: runner?.active ?? 0 };
  }

  /** Claims no more and waits for the jobs running here to finish and be recorded. */
  async stop(): Promise<void> {
    clearInterval(this.scheduleTimer);
    this.scheduleTimer = undefined;
    await this.scheduling;
    await this.runner?.stop();
    this.runner = undefined;
  }
}
