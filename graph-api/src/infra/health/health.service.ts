import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { Clock } from '../../clock';
import type { DatabaseKind } from '../../db/database-config';
import { pendingMigrations } from '../../db/migrations';
import { JobQueue } from '../../jobs/job-queue';
import type { Logger } from '../../logger';
import { PACKAGE_VERSION } from '../../package-info';

export interface DatabaseStatus {
  kind: DatabaseKind;
  ok: boolean;
  latencyMs: number;
  /** Migrations not yet applied; null when the database did not answer. */
  pendingMigrations: number | null;
}

export interface HealthReport {
  status: 'ok' | 'error';
  database: DatabaseStatus;
  version: string;
}

// A monitor must get an answer even when the database hangs instead of refusing.
const PING_TIMEOUT_MS = 3000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The job queue as GET /api/health shows it (docs/jobs.md). */
export interface JobsStatus {
  queued: number;
  /** How long the longest-waiting due job has waited, in ms; null when none is due. */
  oldestQueuedAgeMs: number | null;
  failed: number;
}

export class HealthService {
  private readonly jobQueue: JobQueue;

  constructor(
    private readonly orm: MikroORM,
    private readonly kind: DatabaseKind,
    clock: Clock,
  ) {
    this.jobQueue = new JobQueue(clock);
  }

  /** The queue's state; null when the database does not answer (check() has said so already). */
  async jobs(em: EntityManager): Promise<JobsStatus | null> {
    try {
      const { counts, oldestQueuedAgeMs } = await withTimeout(this.jobQueue.stats(em), PING_TIMEOUT_MS);
      return { queued: counts.queued, oldestQueuedAgeMs, failed: counts.failed };
    } catch {
      return null;
    }
  }

  /** Never throws: a database that does not answer is part of the report, and `log` records why. */
  async check(em: EntityManager, log: Logger): Promise<HealthReport> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      await withTimeout(em.getConnection().execute('select 1'), PING_TIMEOUT_MS);
      const latencyMs = elapsed();
      const pending = await withTimeout(pendingMigrations(this.orm), PING_TIMEOUT_MS);
      return this.report({ ok: true, latencyMs, pendingMigrations: pending.length });
    } catch (error) {
      log.warn({ err: error }, 'Health check: the database did not answer');
      return this.report({ ok: false, latencyMs: elapsed(), pendingMigrations: null });
    }
  }

  private report(database: Omit<DatabaseStatus, 'kind'>): HealthReport {
    return {
      status: database.ok ? 'ok' : 'error',
      database: { kind: this.kind, ...database },
      version: PACKAGE_VERSION,
    };
  }
}
