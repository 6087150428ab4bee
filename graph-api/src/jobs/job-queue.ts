import { type EntityManager, IsolationLevel, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import type { Clock } from '../clock';
import { isSqlite, placeholders, selectRows } from '../db/raw-sql';
import { epochMsOf } from '../db/raw-values';
import { retryingConflicts } from '../db/transaction-retry';
import { Job, JOB_STATES, type JobPayload, type JobState } from './job.entity';
import { JobRequestError, lastErrorOf } from './job-error';
import { type BackoffPolicy, DEFAULT_BACKOFF, retryDelayMs } from './retry-delay';

export interface EnqueueOptions {
  /** The user the job works for; null (the default) for work of no one user. */
  userId?: number | null;
  /** Not before this instant (default: now). */
  runAt?: Date;
  /** The same key again gives back the job it first created, whatever its state. */
  idempotencyKey?: string;
  /** Runs in all before the job is `failed` (default 5). */
  maxAttempts?: number;
}

export interface ClaimRequest {
  /** Who holds the claimed jobs: a runner's id, unique per process. */
  owner: string;
  /** Only jobs this runner has handlers for. */
  kinds: readonly string[];
  limit: number;
  leaseMs: number;
}

export interface QueueStats {
  counts: Record<JobState, number>;
  /** How long the longest-waiting due job has waited (ms past its run_at); null when none is due. */
  oldestQueuedAgeMs: number | null;
}

export const DEFAULT_MAX_ATTEMPTS = 5;
/** Jobs per multi-row INSERT: 11 parameters each, well under every database's limit. */
const ROWS_PER_INSERT = 200;
const MAX_ATTEMPTS_LIMIT = 100;
const KIND_PATTERN = /^[a-z][a-z0-9._-]{0,63}$/;
const IDEMPOTENCY_KEY_LENGTH = 191;
/** A payload names what to work on (ids, dates), it does not carry the work: 64 KiB is plenty. */
const PAYLOAD_LIMIT = 65_536;
const LEASE_LOST = 'The worker stopped during its last attempt (its lease expired)';

type SqlParam = string | number | Date | null;

/**
 * The queue in the `job` table, shared by every process on the database (docs/jobs.md). Every time
 * it writes or compares is the clock's, passed as a parameter, never the database's NOW(): tests
 * move the clock, and the two databases agree on no function for it.
 */
export class JobQueue {
  constructor(
    private readonly clock: Clock,
    private readonly backoff: BackoffPolicy = DEFAULT_BACKOFF,
    private readonly random: () => number = Math.random,
  ) {}

  /**
   * Adds a job, or gives back the one already enqueued with the same idempotency key. Race-safe: of
   * two processes enqueueing the same key at once, the unique index lets one insert and the other
   * reads the winner's job.
   */
  async enqueue(em: EntityManager, kind: string, payload: JobPayload, options: EnqueueOptions = {}): Promise<Job> {
    const { userId = null, idempotencyKey = null, maxAttempts = DEFAULT_MAX_ATTEMPTS } = options;
    validateEnqueue(kind, payload, userId, idempotencyKey, maxAttempts, options.runAt);
    const now = this.clock.now();
    if (idempotencyKey !== null) {
      const existing = await this.existing(em, kind, userId, idempotencyKey);
      if (existing) return existing;
    }
    try {
      const id = await em.fork().insert(Job, {
        kind,
        payload,
        userId,
        state: 'queued',
        runAt: options.runAt ?? now,
        attempts: 0,
        maxAttempts,
        idempotencyKey,
        createdAt: now,
        updatedAt: now,
      });
      return await em.fork().findOneOrFail(Job, { id: Number(id) });
    } catch (error) {
      if (idempotencyKey === null || !(error instanceof UniqueConstraintViolationException)) throw error;
      const winner = await this.existing(em, kind, userId, idempotencyKey);
      if (!winner) throw error;
      return winner;
    }
  }

  /**
   * Adds many keyed jobs with a few multi-row INSERTs, skipping every key that already has a job
   * (another process's upkeep may insert the same runs at the same moment: the unique index lets one
   * in). The recurring upkeep's path: a statement per run took minutes at 10,000 users (docs/jobs.md
   * "Speed"). Answers how many were added.
   */
  async enqueueKeyed(em: EntityManager, jobs: ReadonlyArray<{ kind: string; payload: JobPayload; userId: number | null; runAt: Date; idempotencyKey: string; maxAttempts?: number }>): Promise<number> {
    const now = this.clock.now();
    const rows = jobs.map(({ kind, payload, userId, runAt, idempotencyKey, maxAttempts = DEFAULT_MAX_ATTEMPTS }) => {
      validateEnqueue(kind, payload, userId, idempotencyKey, maxAttempts, runAt);
      return { kind, payload, userId, state: 'queued' as const, runAt, attempts: 0, maxAttempts, idempotencyKey, createdAt: now, updatedAt: now };
    });
    let added = 0;
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      const result = await (em.fork() as SqlEntityManager).createQueryBuilder(Job).insert(rows.slice(start, start + ROWS_PER_INSERT)).onConflict('idempotencyKey').ignore().execute('run');
      added += result.affectedRows;
    }
    return added;
  }

  private async existing(em: EntityManager, kind: string, userId: number | null, idempotencyKey: string): Promise<Job | null> {
    const job = await em.fork().findOne(Job, { idempotencyKey });
    if (job && (job.kind !== kind || job.userId !== userId)) {
      throw new JobRequestError(`The idempotency key "${idempotencyKey}" already belongs to another job (#${job.id}, ${job.kind})`);
    }
    return job;
  }

  /**
   * Takes up to `limit` jobs that are due, or whose holder's lease expired (its process died), and
   * marks them running under `owner`'s lease. No two claimers get the same job: on MySQL the rows
   * are picked `FOR UPDATE SKIP LOCKED` (claimers pass each other's rows by), on SQLite each claim is
   * one UPDATE, and SQLite runs one writer at a time.
   */
  async claim(em: EntityManager, request: ClaimRequest): Promise<Job[]> {
    if (request.kinds.length === 0 || request.limit <= 0) return [];
    const now = this.clock.now();
    const ids = await retryingConflicts(() => (isSqlite(em) ? this.claimOnSqlite(em, request, now) : this.claimOnMySql(em, request, now)));
    if (ids.length === 0) return [];
    return em.fork().find(Job, { id: { $in: ids } }, { orderBy: { runAt: 'asc', id: 'asc' } });
  }

  private async claimOnSqlite(em: EntityManager, { owner, kinds, limit, leaseMs }: ClaimRequest, now: Date): Promise<number[]> {
    const leaseExpiresAt = new Date(now.getTime() + leaseMs);
    const kindList = placeholders(kinds.length);
    // A job whose lease expired on its last attempt is not run again: it is `failed`, saying why.
    await execute(
      em,
      `update job set state = 'failed', last_error = ?, lease_owner = null, lease_expires_at = null, finished_at = ?, updated_at = ?
       where state = 'running' and lease_expires_at <= ? and attempts >= max_attempts and kind in (${kindList})`,
      [LEASE_LOST, now, now, now, ...kinds],
    );
    const rows = await selectRows<{ id: number }>(
      em,
      `update job set state = 'running', lease_owner = ?, lease_expires_at = ?, attempts = attempts + 1, updated_at = ?
       where id in (
         select id from (select id, run_at from job where state = 'running' and lease_expires_at <= ? and kind in (${kindList})
                         union all
                         select id, run_at from job where state = 'queued' and run_at <= ? and kind in (${kindList}))
         order by run_at, id limit ?)
       returning id`,
      [owner, leaseExpiresAt, now, now, ...kinds, now, ...kinds, limit],
    );
    return rows.map((row) => Number(row.id));
  }

  /**
   * Two index-ordered scans (expired leases, then due jobs) rather than one with OR: InnoDB locks
   * every row a locking read examines, and a sort over all candidates would lock them all for one
   * claimer. READ COMMITTED lets go at once of the rows a scan passed over.
   */
  private async claimOnMySql(em: EntityManager, { owner, kinds, limit, leaseMs }: ClaimRequest, now: Date): Promise<number[]> {
    const leaseExpiresAt = new Date(now.getTime() + leaseMs);
    const kindList = placeholders(kinds.length);
    return em.transactional(
      async (tem) => {
        const expired = await selectRows<{ id: number; attempts: number; max_attempts: number }>(
          tem,
          `select id, attempts, max_attempts from job where state = 'running' and lease_expires_at <= ? and kind in (${kindList})
           order by lease_expires_at, id limit ? for update skip locked`,
          [now, ...kinds, limit],
        );
        // A job whose lease expired on its last attempt is not run again: it is `failed`, saying why.
        const exhausted = expired.filter((row) => Number(row.attempts) >= Number(row.max_attempts)).map((row) => Number(row.id));
        if (exhausted.length > 0) {
          await execute(
            tem,
            `update job set state = 'failed', last_error = ?, lease_owner = null, lease_expires_at = null, finished_at = ?, updated_at = ?
             where id in (${placeholders(exhausted.length)})`,
            [LEASE_LOST, now, now, ...exhausted],
          );
        }
        const retaken = expired.filter((row) => !exhausted.includes(Number(row.id)));
        const due =
          retaken.length < limit
            ? await selectRows<{ id: number }>(
                tem,
                `select id from job where state = 'queued' and run_at <= ? and kind in (${kindList})
                 order by run_at, id limit ? for update skip locked`,
                [now, ...kinds, limit - retaken.length],
              )
            : [];
        const ids = [...retaken, ...due].map((row) => Number(row.id));
        if (ids.length === 0) return [];
        await execute(
          tem,
          `update job set state = 'running', lease_owner = ?, lease_expires_at = ?, attempts = attempts + 1, updated_at = ?
           where id in (${placeholders(ids.length)})`,
          [owner, leaseExpiresAt, now, ...ids],
        );
        return ids;
      },
      { isolationLevel: IsolationLevel.READ_COMMITTED },
    );
  }

  /** Moves the leases `owner` still holds forward; answers the ids it still holds (the others were taken over). */
  async renewLeases(em: EntityManager, owner: string, ids: readonly number[], leaseMs: number): Promise<number[]> {
    if (ids.length === 0) return [];
    const now = this.clock.now();
    await execute(
      em,
      `update job set lease_expires_at = ?, updated_at = ? where state = 'running' and lease_owner = ? and id in (${placeholders(ids.length)})`,
      [new Date(now.getTime() + leaseMs), now, owner, ...ids],
    );
    const held = await selectRows<{ id: number }>(
      em,
      `select id from job where state = 'running' and lease_owner = ? and id in (${placeholders(ids.length)})`,
      [owner, ...ids],
    );
    return held.map((row) => Number(row.id));
  }

  /** Marks the job done, if `owner` still holds it; false when another runner took it over meanwhile. */
  async succeed(em: EntityManager, jobId: number, owner: string): Promise<boolean> {
    const now = this.clock.now();
    const changed = await execute(
      em,
      `update job set state = 'succeeded', lease_owner = null, lease_expires_at = null, finished_at = ?, updated_at = ?
       where id = ? and state = 'running' and lease_owner = ?`,
      [now, now, jobId, owner],
    );
    return changed > 0;
  }

  /**
   * Records a failed run: the job waits its backoff and is tried again, or, its attempts used up,
   * is `failed` keeping the error. Answers the state it went to, or null when `owner` no longer held it.
   */
  async fail(em: EntityManager, job: Pick<Job, 'id' | 'attempts' | 'maxAttempts'>, owner: string, error: unknown): Promise<'queued' | 'failed' | null> {
    const now = this.clock.now();
    const lastError = lastErrorOf(error);
    const exhausted = job.attempts >= job.maxAttempts;
    const changed = exhausted
      ? await execute(
          em,
          `update job set state = 'failed', last_error = ?, lease_owner = null, lease_expires_at = null, finished_at = ?, updated_at = ?
           where id = ? and state = 'running' and lease_owner = ?`,
          [lastError, now, now, job.id, owner],
        )
      : await execute(
          em,
          `update job set state = 'queued', last_error = ?, run_at = ?, lease_owner = null, lease_expires_at = null, updated_at = ?
           where id = ? and state = 'running' and lease_owner = ?`,
          [lastError, new Date(now.getTime() + retryDelayMs(job.attempts, this.backoff, this.random)), now, job.id, owner],
        );
    if (changed === 0) return null;
    return exhausted ? 'failed' : 'queued';
  }

  /** What an operator watches: jobs by state, and how late the longest-waiting due job is. */
  async stats(em: EntityManager): Promise<QueueStats> {
    const now = this.clock.now();
    const counts = Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as Record<JobState, number>;
    for (const row of await selectRows<{ state: JobState; count: number | string }>(em, 'select state, count(*) as count from job group by state', [])) {
      if (row.state in counts) counts[row.state] = Number(row.count);
    }
    const [oldest] = await selectRows<{ oldest: unknown }>(em, `select min(run_at) as oldest from job where state = 'queued' and run_at <= ?`, [now]);
    const oldestQueuedAgeMs = oldest?.oldest == null ? null : Math.max(0, now.getTime() - epochMsOf(oldest.oldest));
    return { counts, oldestQueuedAgeMs };
  }

  /** The most recent failures, newest first, with their errors. */
  failures(em: EntityManager, limit = 20): Promise<Job[]> {
    return em.fork().find(Job, { state: 'failed' }, { orderBy: { finishedAt: 'desc', id: 'desc' }, limit });
  }

  /** A failed or cancelled job queued again now, with all its attempts back. */
  async retry(em: EntityManager, jobId: number): Promise<Job> {
    const now = this.clock.now();
    const changed = await execute(
      em,
      `update job set state = 'queued', attempts = 0, run_at = ?, finished_at = null, updated_at = ? where id = ? and state in ('failed', 'cancelled')`,
      [now, now, jobId],
    );
    return this.afterChange(em, jobId, changed, 'retried', 'only a failed or cancelled job can be retried');
  }

  /** A job that has not started (queued, or failed and waiting for an operator) is not run. */
  async cancel(em: EntityManager, jobId: number): Promise<Job> {
    const now = this.clock.now();
    const changed = await execute(
      em,
      `update job set state = 'cancelled', finished_at = ?, updated_at = ? where id = ? and state in ('queued', 'failed')`,
      [now, now, jobId],
    );
    return this.afterChange(em, jobId, changed, 'cancelled', 'only a queued or failed job can be cancelled');
  }

  private async afterChange(em: EntityManager, jobId: number, changed: number, verb: string, rule: string): Promise<Job> {
    const job = await em.fork().findOne(Job, { id: jobId });
    if (!job) throw new JobRequestError(`There is no job #${jobId}`);
    if (changed === 0) throw new JobRequestError(`Job #${jobId} is ${job.state} and was not ${verb}: ${rule}`);
    return job;
  }
}

function validateEnqueue(kind: string, payload: JobPayload, userId: number | null, idempotencyKey: string | null, maxAttempts: number, runAt: Date | undefined): void {
  if (!KIND_PATTERN.test(kind)) throw new JobRequestError(`The job kind "${kind}" is invalid: lowercase letters, digits, dots, dashes and underscores, at most 64`);
  if (userId !== null && (!Number.isSafeInteger(userId) || userId <= 0)) throw new JobRequestError('The job user id must be a positive integer');
  if (idempotencyKey !== null && (idempotencyKey.length === 0 || idempotencyKey.length > IDEMPOTENCY_KEY_LENGTH)) {
    throw new JobRequestError(`The idempotency key must have 1 to ${IDEMPOTENCY_KEY_LENGTH} characters`);
  }
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1 || maxAttempts > MAX_ATTEMPTS_LIMIT) {
    throw new JobRequestError(`The job's maximum attempts must be a whole number from 1 to ${MAX_ATTEMPTS_LIMIT}`);
  }
  if (runAt !== undefined && Number.isNaN(runAt.getTime())) throw new JobRequestError('The job run time is not a valid date');
  const serialized = JSON.stringify(payload);
  if (serialized === undefined || typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new JobRequestError('The job payload must be a JSON object');
  }
  if (serialized.length > PAYLOAD_LIMIT) throw new JobRequestError(`The job payload is over ${PAYLOAD_LIMIT} characters of JSON`);
}

/**
 * A statement in the caller's transaction, answering how many rows it changed. Outside a
 * transaction it is run again when it lost a conflict: a claim's locks may deadlock InnoDB with an
 * update of the same index entries (a job recorded as done), and the loser must not be lost.
 */
async function execute(em: EntityManager, sql: string, params: readonly SqlParam[]): Promise<number> {
  const platform = em.getPlatform();
  const values = params.map((value) => (value instanceof Date ? platform.processDateProperty(value) : value));
  const context = em.getTransactionContext();
  const run = async () => ((await (em as SqlEntityManager).getConnection().execute(sql, values, 'run', context)) as { affectedRows?: number }).affectedRows ?? 0;
  return context ? run() : retryingConflicts(run);
}
