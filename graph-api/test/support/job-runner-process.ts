// One API process's job runner, on its own, for job-processes.test.ts: `node -r @swc-node/register
// test/support/job-runner-process.ts` with DATABASE_URL, SMTP_URL and JOBS_LEASE_MS set. It runs the
// `test.mail` jobs of the shared queue until SIGTERM, as server.ts's runner would (docs/jobs.md).
import 'reflect-metadata';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTransport } from 'nodemailer';
import pino from 'pino';
import { MikroORM, ReflectMetadataProvider } from '@mikro-orm/core';
import { MySqlDriver } from '@mikro-orm/mysql';
import { systemClock } from '../../src/clock';
import { databaseConfigFrom } from '../../src/db/database-config';
import { keepMillisecondsOfDateTimes } from '../../src/db/datetime-precision';
import { runSql, selectRows } from '../../src/db/raw-sql';
import { Job } from '../../src/jobs/job.entity';
import { JobQueue } from '../../src/jobs/job-queue';
import { JobRunner } from '../../src/jobs/job-runner';
import { createLogger } from '../../src/logger';

export const MAIL_JOB = 'test.mail';
/** What the process prints when it holds a job mid-run, for the test to kill it then. */
export const HOLDING = 'holding job';

async function main(): Promise<void> {
  // The job table only, with the server's options that matter to it (src/db/orm-options.ts): the
  // runner needs no other entity, and three processes compiling every module at once (config.ts and
  // the entity list load them) took most of the test's time on a busy machine.
  const database = databaseConfigFrom(process.env.DATABASE_URL, '');
  if (database.kind !== 'mysql') throw new Error('DATABASE_URL must name the MariaDB/MySQL database the test prepared');
  const { host, port, user, password, dbName } = database;
  const orm = await MikroORM.init({
    driver: MySqlDriver,
    entities: [Job],
    metadataProvider: ReflectMetadataProvider,
    discovery: { onMetadata: keepMillisecondsOfDateTimes },
    forceUtcTimezone: true,
    ensureDatabase: false,
    colors: false,
    host,
    port,
    user,
    password,
    dbName,
  });
  const mailer = createTransport(process.env.SMTP_URL!);
  const runner = new JobRunner(orm, new JobQueue(systemClock), createLogger('warn', pino.destination(2)), {
    concurrency: 1,
    pollIntervalMs: 20,
    leaseMs: Number(process.env.JOBS_LEASE_MS),
  });
  runner.register(MAIL_JOB, async (payload, { job, em }) => {
    const key = String(payload.key);
    await runSql(em, 'insert into test_job_run (job_id, owner, attempt) values (?, ?, ?)', [job.id, runner.owner, job.attempts]);
    // Before the effect: its key. A key already `sent` is a mail already gone; one left `sending` is
    // a run that died before sending or before it could say so, so the mail carries the key as its
    // Message-ID and a receiver drops a second one (docs/jobs.md "Exactly once").
    const [recorded] = await selectRows<{ state: string }>(em, 'select state from test_mail_effect where effect_key = ?', [key]);
    if (recorded?.state === 'sent') return;
    if (!recorded) await runSql(em, "insert into test_mail_effect (effect_key, state) values (?, 'sending')", [key]);
    if (Number(payload.holdMs) > 0 && job.attempts === 1) {
      process.stdout.write(`${HOLDING} ${job.id}\n`);
      await sleep(Number(payload.holdMs));
    }
    await mailer.sendMail({ from: 'jobs@example.test', to: 'trader@example.test', subject: key, messageId: `<${key}@jobs.example.test>`, text: `Mail ${key}` });
    // After the effect: the key is spent.
    await runSql(em, "update test_mail_effect set state = 'sent' where effect_key = ?", [key]);
  });
  runner.start();
  process.stdout.write('ready\n');
  process.once('SIGTERM', () => {
    void runner
      .stop()
      .then(() => orm.close(true))
      .then(() => process.exit(0));
  });
}

// Run, not imported: the test imports the names above.
if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
