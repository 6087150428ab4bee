import { type ApiModule, NOTHING_MOUNTED, standaloneWiring } from '../api-module';
import { Job } from './job.entity';
import { jobsSection } from './jobs.section';

/**
 * The background job queue's table (docs/jobs.md); its runner is started by the jobs CLI, not mounted.
 * Jobs point only at the user and are queued by the modules before it: its user-data section comes
 * after theirs, so Delete Account removes a trader's jobs first.
 */
export const jobsModule = {
  name: 'jobs',
  entities: [Job],
  resolvers: [],
  mount: () => NOTHING_MOUNTED,
  services: standaloneWiring(({ userData }) => {
    userData.register(jobsSection);
    return {};
  }),
} satisfies ApiModule;
