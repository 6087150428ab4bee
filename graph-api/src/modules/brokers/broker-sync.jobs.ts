import type { Jobs } from '../../jobs/jobs';
import { BROKER_SYNC_JOB, brokerSyncRuns } from './broker-sync.schedule';
import type { BrokerSyncService } from './broker-sync.service';

/**
 * The scheduled broker syncs (docs/importing.md "Auto-import"): one job per connection and trading
 * day, keyed by both, run by whichever process's runner claims it. A rate limit or an outage the
 * sync throws is retried by the runner with its backoff (docs/jobs.md), up to the job's attempts.
 */
export function registerBrokerSyncJobs(jobs: Pick<Jobs, 'register' | 'recurring'>, sync: BrokerSyncService): void {
  jobs.register(BROKER_SYNC_JOB, async (payload, { job, em }) => {
    if (job.userId === null || typeof payload.connectionId !== 'number') throw new Error('A broker sync needs its user and connection');
    await sync.runScheduled(em, job.userId, payload.connectionId);
  });
  jobs.recurring({ kind: BROKER_SYNC_JOB, runs: brokerSyncRuns });
}
