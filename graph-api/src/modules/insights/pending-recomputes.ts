import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../clock';
import { placeholders, runSql, selectRows } from '../../db/raw-sql';
import type { JobRegistrar } from '../../jobs/jobs';
import type { JobQueue } from '../../jobs/job-queue';

export const INSIGHTS_RECOMPUTE_JOB = 'insights.recompute';

/**
 * How long a computation queued in one process may take before any runner does it instead: past
 * it the process is taken for dead (restarted, killed) and the job runs wherever a runner is.
 */
export const TAKEOVER_AFTER_MS = 120_000;

/**
 * Makes a queued insights computation survive its process (docs/jobs.md "Insights after imports
 * and edits"): each one waiting is also a job in the queue, due after TAKEOVER_AFTER_MS. The process
 * that queued it computes it on its worker thread as before and then settles the job; if that
 * process dies first, or the computation fails, a runner (in this process or another, once) does it.
 */
export class PendingRecomputes {
  constructor(
    private readonly queue: JobQueue,
    private readonly clock: Clock,
    private readonly takeoverAfterMs = TAKEOVER_AFTER_MS,
  ) {}

  /**
   * One pending job per user: a burst of edits adds none once one waits. Its idempotency key names
   * the user's newest insights job that is no longer waiting (running, settled or finished), so
   * processes marking at once (each seeing none waiting) enqueue one job between them: the one a
   * faster process just queued does not move the key. The next burst, once that job was taken up or
   * settled, gets a new one.
   */
  async mark(em: EntityManager, userId: number): Promise<void> {
    if ((await this.waitingIds(em, userId)).length > 0) return;
    const [newest] = await selectRows<{ id: number }>(em, `select max(id) as id from job where kind = ? and user_id = ? and state <> 'queued'`, [INSIGHTS_RECOMPUTE_JOB, userId]);
    const idempotencyKey = `${INSIGHTS_RECOMPUTE_JOB}@${userId}@after-${Number(newest?.id ?? 0)}`;
    await this.queue.enqueue(em, INSIGHTS_RECOMPUTE_JOB, {}, { userId, runAt: new Date(this.clock.now().getTime() + this.takeoverAfterMs), idempotencyKey });
  }

  /** The user's jobs waiting now: a computation that starts covers these, and settles them once stored. */
  async waitingIds(em: EntityManager, userId: number): Promise<number[]> {
    const rows = await selectRows<{ id: number }>(em, `select id from job where kind = ? and user_id = ? and state = 'queued'`, [INSIGHTS_RECOMPUTE_JOB, userId]);
    return rows.map((row) => Number(row.id));
  }

  /** Done in process: the jobs succeed without running (one a runner took meanwhile runs, harmlessly, once more). */
  async settle(em: EntityManager, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const now = this.clock.now();
    await runSql(em, `update job set state = 'succeeded', finished_at = ?, updated_at = ? where state = 'queued' and id in (${placeholders(ids.length)})`, [now, now, ...ids]);
  }
}

/** The runner's side: a pending computation no process finished is done by whichever runner claims it. */
export function registerInsightsJobs(jobs: JobRegistrar, recomputeNow: (em: EntityManager, userId: number) => Promise<void>): void {
  jobs.register(INSIGHTS_RECOMPUTE_JOB, async (_payload, { job, em }) => {
    if (job.userId === null) throw new Error('An insights computation needs its user');
    await recomputeNow(em, job.userId);
  });
}
