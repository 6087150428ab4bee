// `npm run jobs -- list|retry <id>|cancel <id>` (jobs:dev runs it from source): an operator's view of
// the job queue (docs/jobs.md). Uses DATABASE_URL or DATA_DIR exactly as the server does.
import 'reflect-metadata';
import { systemClock } from '../clock';
import { loadDatabaseConfig } from '../config';
import { assertNoPendingMigrations } from '../db/migrations';
import { openOrm } from '../db/orm';
import { JobQueue } from './job-queue';
import { runJobsCommand } from './jobs-command';

async function main(): Promise<void> {
  const orm = await openOrm(loadDatabaseConfig());
  try {
    await assertNoPendingMigrations(orm);
    const { exitCode, output } = await runJobsCommand(process.argv.slice(2), orm.em.fork(), new JobQueue(systemClock));
    (exitCode === 0 ? console.log : console.error)(output);
    process.exitCode = exitCode;
  } finally {
    await orm.close(true);
  }
}

main().catch((error: unknown) => {
  console.error(`The jobs command failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
