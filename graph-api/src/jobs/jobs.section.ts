import type { UserDataSection } from '../infra/users/user-data';
import { Job } from './job.entity';

/**
 * A trader's jobs in Export All Data (what ran or will run for them, without its payload, which is
 * the work's own input) and gone with Delete Account.
 */
export const jobsSection: UserDataSection = {
  name: 'jobs',
  async export(em, userId) {
    const jobs = await em.find(Job, { userId }, { orderBy: { id: 'asc' } });
    return jobs.map(({ kind, state, runAt, attempts, lastError, createdAt, finishedAt }) => ({ kind, state, runAt, attempts, lastError, createdAt, finishedAt }));
  },
  async deleteAll(em, userId) {
    await em.nativeDelete(Job, { userId });
  },
  /** Jobs that finished (succeeded, failed, cancelled) before the cutoff; one waiting or running is left to run. */
  deleteActivityBefore(em, userId, cutoff) {
    return em.nativeDelete(Job, { userId, state: { $nin: ['queued', 'running'] }, updatedAt: { $lt: cutoff } });
  },
};
