import type { Clock } from '../../clock';
import type { UserDataRegistry } from '../../infra/users';
import type { Jobs } from '../../jobs/jobs';
import type { Logger } from '../../logger';
import type { SettingsService } from './settings.service';
import { settingsOfEveryUser } from './settings-of-every-user';
import type { SettingsValues } from './settings.values';

export const DATA_RETENTION_JOB = 'data.retention';

/** Nightly, in the trader's own zone, when nobody is trading (docs/reports-and-alerts.md "Data retention"). */
export const DATA_RETENTION_LOCAL_TIME = '03:00';

/** The instant before which activity records go: the choice's months back from now (calendar months, UTC), or null for "unlimited". */
export function retentionCutoff(choice: SettingsValues['dataRetention'], now: Date): Date | null {
  if (choice === 'unlimited') return null;
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - Number(choice));
  return cutoff;
}

/**
 * The Data retention setting, enforced: each night every user whose choice is not "unlimited" gets
 * a job that removes their activity records older than it (each section's deleteActivityBefore).
 * The handler reads the choice again when it runs, so a change made since counts.
 */
export function registerDataRetentionJobs(jobs: Pick<Jobs, 'register' | 'recurring'>, deps: { settings: SettingsService; userData: UserDataRegistry; clock: Clock; logger: Logger }): void {
  jobs.register(DATA_RETENTION_JOB, async (_payload, { job, em }) => {
    if (job.userId === null) throw new Error('A data retention run needs its user');
    const cutoff = retentionCutoff((await deps.settings.get(em, job.userId)).dataRetention, deps.clock.now());
    if (!cutoff) return;
    const removed = await deps.userData.deleteActivityBefore(em, job.userId, cutoff);
    deps.logger.info({ userId: job.userId, cutoff, removed }, 'Activity records past the Data retention choice removed');
  });
  jobs.recurring({
    kind: DATA_RETENTION_JOB,
    async runs(em) {
      const users = await settingsOfEveryUser(em);
      return users
        .filter(({ dataRetention }) => dataRetention !== 'unlimited')
        .map(({ userId, timeZone }) => ({ userId, localTime: DATA_RETENTION_LOCAL_TIME, timeZone, cadence: { every: 'day' } }));
    },
  });
}
