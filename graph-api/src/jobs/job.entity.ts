import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/core';

export const JOB_STATES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

/** What a job's payload may hold: JSON, so it reads back the same from either database. */
export type JobPayload = { [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** How long a job's last error may be, in characters: a message, never a stack or a whole e-mail. */
export const LAST_ERROR_LENGTH = 1000;

/**
 * One unit of background work, in the database so that it survives a restart and every API
 * process sees the same queue (docs/jobs.md). Times keep milliseconds on both databases (DATETIME(3)
 * on MySQL): a lease renewed or a retry scheduled within the same second still orders correctly.
 */
@Entity({ tableName: 'job' })
@Index({ name: 'job_state_run_at_index', properties: ['state', 'runAt'] })
@Index({ name: 'job_state_lease_expires_at_index', properties: ['state', 'leaseExpiresAt'] })
@Index({ name: 'job_user_id_state_index', properties: ['userId', 'state'] })
export class Job {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Which handler runs it, e.g. `reports.weekly`. */
  @Property({ type: 'string', length: 64 })
  kind!: string;

  /** JSON in a text column: MariaDB's JSON is a text with a CHECK that the ORM's schema diff misreads. */
  @Property({ type: 'json', columnType: 'text' })
  payload!: JobPayload;

  /** The user the job works for (null for work of no one user): the key every query on a user's jobs filters by. */
  @Property({ type: 'integer', nullable: true })
  userId: number | null = null;

  @Property({ type: 'string', length: 16 })
  state!: JobState;

  /** Not claimed before this instant: the first run, or the next try after a failure. */
  @Property({ type: 'datetime', length: 3 })
  runAt!: Date;

  /** Runs begun so far (a claim counts one, even if its process died). */
  @Property({ type: 'integer' })
  attempts = 0;

  @Property({ type: 'integer' })
  maxAttempts!: number;

  /** The runner holding the job while it runs. */
  @Property({ type: 'string', length: 64, nullable: true })
  leaseOwner: string | null = null;

  /** When the holder's claim lapses unless renewed: after it another runner may take the job. */
  @Property({ type: 'datetime', length: 3, nullable: true })
  leaseExpiresAt: Date | null = null;

  @Property({ type: 'string', length: LAST_ERROR_LENGTH, nullable: true })
  lastError: string | null = null;

  /** Set by the caller so that enqueueing the same work twice gives the one job back. */
  @Unique({ name: 'job_idempotency_key_unique' })
  @Property({ type: 'string', length: 191, nullable: true })
  idempotencyKey: string | null = null;

  @Property({ type: 'datetime', length: 3 })
  createdAt!: Date;

  @Property({ type: 'datetime', length: 3 })
  updatedAt!: Date;

  /** When it reached succeeded, failed or cancelled. */
  @Property({ type: 'datetime', length: 3, nullable: true })
  finishedAt: Date | null = null;
}
