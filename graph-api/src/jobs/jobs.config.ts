import { z } from 'zod';

export interface JobsConfig {
  /** Whether this process runs jobs (JOBS_RUNNER=off: it still enqueues them, for other processes to run). */
  runnerEnabled: boolean;
  /** How often an idle runner looks for due jobs. */
  pollIntervalMs: number;
  /** Jobs running at once in this process. */
  concurrency: number;
  /** How long a claim holds without renewal: the job of a process that died is taken up again after it. */
  leaseMs: number;
  /** How often the recurring schedules (reports, syncs) are brought up to date with each user's settings. */
  scheduleIntervalMs: number;
}

const blankAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

const wholeNumber = (name: string, min: number, max: number, fallback: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return blankAsUnset(z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback));
};

/** The job runner's variables (docs/configuration.md "Background jobs"), merged into the server's schema by config.ts. */
export const jobsEnvShape = {
  JOBS_RUNNER: blankAsUnset(z.enum(['on', 'off'], { error: 'JOBS_RUNNER must be on or off' }).default('on')),
  JOBS_POLL_INTERVAL_MS: wholeNumber('JOBS_POLL_INTERVAL_MS', 10, 60_000, 1000),
  JOBS_CONCURRENCY: wholeNumber('JOBS_CONCURRENCY', 1, 64, 4),
  JOBS_LEASE_MS: wholeNumber('JOBS_LEASE_MS', 1000, 3_600_000, 60_000),
  JOBS_SCHEDULE_INTERVAL_MS: wholeNumber('JOBS_SCHEDULE_INTERVAL_MS', 1000, 3_600_000, 60_000),
};

export function jobsConfigFrom(env: {
  JOBS_RUNNER: 'on' | 'off';
  JOBS_POLL_INTERVAL_MS: number;
  JOBS_CONCURRENCY: number;
  JOBS_LEASE_MS: number;
  JOBS_SCHEDULE_INTERVAL_MS: number;
}): JobsConfig {
  return {
    runnerEnabled: env.JOBS_RUNNER === 'on',
    pollIntervalMs: env.JOBS_POLL_INTERVAL_MS,
    concurrency: env.JOBS_CONCURRENCY,
    leaseMs: env.JOBS_LEASE_MS,
    scheduleIntervalMs: env.JOBS_SCHEDULE_INTERVAL_MS,
  };
}
