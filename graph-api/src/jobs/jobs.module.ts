import { type ApiModule, NOTHING_MOUNTED } from '../api-module';
import { Job } from './job.entity';

/** The background job queue's table (docs/jobs.md); its runner is started by the jobs CLI, not mounted. */
export const jobsModule: ApiModule = { name: 'jobs', entities: [Job], resolvers: [], mount: () => NOTHING_MOUNTED };
