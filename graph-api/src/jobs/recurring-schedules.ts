import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../clock';
import { placeholders, runSql, selectRows } from '../db/raw-sql';
import type { JobPayload } from './job.entity';
import type { JobQueue } from './job-queue';
import { type Cadence, nextRunAt } from './schedule';

/** One user's next run of a recurring job, in that user's own time zone. */
export interface ScheduledRun {
  userId: number;
  /** "17:00": the local time it runs at. */
  localTime: string;
  /** The user's IANA zone (their Timezone setting). */
  timeZone: string;
  cadence: Cadence;
  /** What the handler needs besides the user and the time (a connection id, say). */
  payload?: JobPayload;
  /** Tells two runs of one kind for one user apart (a connection id): part of the idempotency key. */
  subject?: string;
}

/**
 * A job that recurs per user (a weekly report, a daily broker sync): `runs` answers, from the
 * users' current settings, who it runs for and when. The scheduler keeps exactly one queued job per
 * answer, at its next local time.
 */
export interface RecurringSchedule {
  kind: string;
  runs(em: EntityManager): Promise<ScheduledRun[]>;
  maxAttempts?: number;
}

/** Idempotency keys looked up at once: well under every database's limit on a statement's parameters. */
const KEYS_PER_QUERY = 500;

/** The payload field every scheduled job gets: the instant it was scheduled for (ISO), so a handler knows which period it covers. */
export const SCHEDULED_FOR = 'scheduledFor';

/** The idempotency key of one scheduled run: the same run asked for by any process, any number of times, is one job. */
export function scheduledRunKey(kind: string, run: Pick<ScheduledRun, 'userId' | 'subject'>, runAt: Date): string {
  return `${kind}@${run.userId}${run.subject ? `/${run.subject}` : ''}@${runAt.toISOString()}`;
}

/**
 * Brings the queue in line with the recurring schedules (docs/jobs.md "Recurring jobs"): each run
 * answered gets its next job, by idempotency key, so every process may do this at once and a run is
 * still enqueued once. A future job no answer asks for any more (the switch was turned off, the time
 * changed) is cancelled; a job already due is left to run.
 */
export class RecurringScheduler {
  constructor(
    private readonly queue: JobQueue,
    private readonly clock: Clock,
  ) {}

  async bringUpToDate(em: EntityManager, schedules: readonly RecurringSchedule[]): Promise<{ scheduled: number; cancelled: number }> {
    let scheduled = 0;
    let cancelled = 0;
    for (const schedule of schedules) {
      const now = this.clock.now();
      const wanted = new Set<string>();
      const runs = (await schedule.runs(em.fork())).map((run) => {
        const runAt = nextRunAt(run.localTime, run.timeZone, now, run.cadence);
        return { run, runAt, key: scheduledRunKey(schedule.kind, run, runAt) };
      });
      const queued = await this.jobsWithKeys(em, runs.map(({ key }) => key));
      for (const { key } of runs) wanted.add(key);
      scheduled += runs.length;
      // A switch turned off and on again before the run's time asks for the run cancelled in between:
      // its key is that one job, so it is queued again (otherwise that week's report would never go).
      // (The update itself keeps to runs still in the future.)
      const reopened = [...queued.values()].filter(({ state }) => state === 'cancelled').map(({ id }) => id);
      await this.requeue(em, reopened, now);
      // Most runs were enqueued by an earlier upkeep; the new ones go in a few multi-row INSERTs.
      const missing = runs.filter(({ key }) => !queued.has(key));
      await this.queue.enqueueKeyed(
        em,
        missing.map(({ run, runAt, key }) => ({
          kind: schedule.kind,
          payload: { ...run.payload, [SCHEDULED_FOR]: runAt.toISOString() },
          userId: run.userId,
          runAt,
          idempotencyKey: key,
          maxAttempts: schedule.maxAttempts,
        })),
      );
      cancelled += await this.cancelUnwanted(em, schedule.kind, wanted, now);
    }
    return { scheduled, cancelled };
  }

  /** The jobs that already have one of `keys` (in any state), by key; a few hundred keys a query. */
  private async jobsWithKeys(em: EntityManager, keys: readonly string[]): Promise<Map<string, { id: number; state: string }>> {
    const found = new Map<string, { id: number; state: string }>();
    for (let start = 0; start < keys.length; start += KEYS_PER_QUERY) {
      const chunk = keys.slice(start, start + KEYS_PER_QUERY);
      const rows = await selectRows<{ id: number; state: string; idempotency_key: string }>(em, `select id, state, idempotency_key from job where idempotency_key in (${placeholders(chunk.length)})`, chunk);
      for (const row of rows) found.set(row.idempotency_key, { id: Number(row.id), state: row.state });
    }
    return found;
  }

  private async requeue(em: EntityManager, jobIds: readonly number[], now: Date): Promise<void> {
    if (jobIds.length === 0) return;
    await runSql(em, `update job set state = 'queued', finished_at = null, updated_at = ? where state = 'cancelled' and run_at > ? and id in (${placeholders(jobIds.length)})`, [now, now, ...jobIds]);
  }

  private async cancelUnwanted(em: EntityManager, kind: string, wanted: ReadonlySet<string>, now: Date): Promise<number> {
    const future = await selectRows<{ id: number; idempotency_key: string | null }>(
      em,
      `select id, idempotency_key from job where kind = ? and state = 'queued' and run_at > ?`,
      [kind, now],
    );
    const unwanted = future.filter((row) => row.idempotency_key === null || !wanted.has(row.idempotency_key)).map((row) => Number(row.id));
    if (unwanted.length === 0) return 0;
    await runSql(em, `update job set state = 'cancelled', finished_at = ?, updated_at = ? where state = 'queued' and id in (${placeholders(unwanted.length)})`, [
      now,
      now,
      ...unwanted,
    ]);
    return unwanted.length;
  }
}
