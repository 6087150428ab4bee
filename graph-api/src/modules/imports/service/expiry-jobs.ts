import type { Jobs } from '../../../jobs/jobs';
import { NEW_YORK } from '../../trades';
import { usersWithOpenOptions } from './expired-options';
import type { ImportService } from './import.service';

export const OPTION_EXPIRY_JOB = 'option-expiry';

/**
 * Each trading day (docs/jobs.md "Trading days"), after the US close (16:30 New York), each user holding an open option position has
 * those that expired closed at 0 (docs/options.md "Expiry and assignment"), so a contract no later
 * file mentions does not stay open.
 */
export function registerOptionExpiryJobs(jobs: Pick<Jobs, 'register' | 'recurring'>, imports: ImportService): void {
  jobs.register(OPTION_EXPIRY_JOB, async (_payload, { job, em }) => {
    if (job.userId === null) throw new Error('An option expiry pass needs its user');
    await imports.closeExpiredOptions(em, job.userId);
  });
  jobs.recurring({
    kind: OPTION_EXPIRY_JOB,
    async runs(em) {
      return (await usersWithOpenOptions(em)).map((userId) => ({ userId, localTime: '16:30', timeZone: NEW_YORK, cadence: { every: 'trading-day' } as const }));
    },
  });
}
