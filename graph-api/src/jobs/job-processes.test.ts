import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { MikroORM } from '@mikro-orm/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FakeSmtpServer } from '../../test/fakes/fake-smtp-server';
import { describeOnMySql } from '../../test/support/databases';
import { HOLDING, MAIL_JOB } from '../../test/support/job-runner-process';
import { systemClock } from '../clock';
import { loadDatabaseConfig } from '../config';
import { applyMigrations } from '../db/migrations';
import { openOrm } from '../db/orm';
import { runSql, selectRows } from '../db/raw-sql';
import { Job } from './job.entity';
import { JobQueue } from './job-queue';

const PROCESSES = 3;
const JOBS = 30;
/** Short, so the killed process's job is taken up within a second (production: 60 s). */
const LEASE_MS = 1000;
const STARTUP_MS = 60_000;
const RUNNER_SCRIPT = path.join(__dirname, '../../test/support/job-runner-process.ts');

interface RunnerProcess {
  child: ChildProcess;
  /** Resolves with each line the process prints, in order. */
  lines: string[];
  exited: Promise<number | null>;
}

function startRunnerProcess(env: Record<string, string>): RunnerProcess {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', RUNNER_SCRIPT], {
    cwd: path.join(__dirname, '../..'),
    env: { ...process.env, ...env, JOBS_LEASE_MS: String(LEASE_MS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  createInterface({ input: child.stdout! }).on('line', (line) => lines.push(line));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, lines, exited };
}

async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describeOnMySql('jobs run by three API processes on one database', (database) => {
  let orm: MikroORM;
  let smtp: FakeSmtpServer;
  const processes: RunnerProcess[] = [];

  beforeAll(async () => {
    smtp = await FakeSmtpServer.start();
    orm = await openOrm(loadDatabaseConfig(database.env));
    await applyMigrations(orm);
    // What the handler writes (test/support/job-runner-process.ts): every run begun, and each mail's key before and after it is sent.
    await runSql(orm.em, 'create table test_job_run (id int auto_increment primary key, job_id int not null, owner varchar(64) not null, attempt int not null)');
    await runSql(orm.em, "create table test_mail_effect (effect_key varchar(64) primary key, state varchar(16) not null)");
  });

  afterAll(async () => {
    for (const { child } of processes) child.kill('SIGKILL');
    await Promise.all(processes.map(({ exited }) => exited));
    await orm?.close(true);
    await smtp?.close();
  });

  it('runs each job once and sends each mail once, though one process is killed mid-job', async () => {
    const queue = new JobQueue(systemClock);
    // First in the queue, so a process takes it up at once and holds it until it is killed.
    const held = await queue.enqueue(orm.em, MAIL_JOB, { key: 'mail-held', holdMs: 60_000 }, { idempotencyKey: 'mail-held' });
    const keys = ['mail-held'];
    for (let index = 0; index < JOBS; index += 1) {
      keys.push(`mail-${index}`);
      await queue.enqueue(orm.em, MAIL_JOB, { key: `mail-${index}` }, { idempotencyKey: `mail-${index}` });
    }
    const env = { ...database.env, SMTP_URL: smtp.url };
    for (let index = 0; index < PROCESSES; index += 1) processes.push(startRunnerProcess(env));
    // Starting Node with the TypeScript hook takes seconds on a busy machine, the rest well under one.
    await until('the three processes to start', () => (processes.every(({ lines }) => lines.includes('ready')) ? true : undefined), STARTUP_MS);

    const holder = await until('a process to hold the first job', () => processes.find(({ lines }) => lines.includes(`${HOLDING} ${held.id}`)));
    holder.child.kill('SIGKILL');
    expect(await holder.exited).toBeNull();

    await until('every job to succeed', async () => ((await orm.em.fork().count(Job, { state: 'succeeded' })) === keys.length ? true : undefined));
    const survivors = processes.filter((process) => process !== holder);
    for (const { child } of survivors) child.kill('SIGTERM');
    expect(await Promise.all(survivors.map(({ exited }) => exited))).toEqual([0, 0]);

    // Each mail reached the server once.
    expect(smtp.received.map(({ parsed }) => parsed.subject).sort()).toEqual([...keys].sort());
    const effects = await selectRows<{ effect_key: string; state: string }>(orm.em, 'select effect_key, state from test_mail_effect order by effect_key', []);
    expect(effects).toEqual([...keys].sort().map((key) => ({ effect_key: key, state: 'sent' })));

    // Each job ran once, but the held one: begun by the killed process, finished by another after its lease expired.
    const runs = await selectRows<{ job_id: number; owner: string; attempt: number }>(orm.em, 'select job_id, owner, attempt from test_job_run order by id', []);
    const heldRuns = runs.filter((run) => run.job_id === held.id);
    expect(heldRuns.map(({ attempt }) => attempt)).toEqual([1, 2]);
    const pidOf = (owner: string) => Number(owner.split(':')[1]);
    expect(pidOf(heldRuns[0]!.owner)).toBe(holder.child.pid);
    expect(pidOf(heldRuns[1]!.owner)).not.toBe(holder.child.pid);
    const others = runs.filter((run) => run.job_id !== held.id);
    expect(others).toHaveLength(JOBS);
    expect(new Set(others.map(({ job_id }) => job_id)).size).toBe(JOBS);
    expect(others.every(({ attempt }) => attempt === 1)).toBe(true);
    // The queue was shared: more than one process ran jobs.
    expect(new Set(runs.map(({ owner }) => pidOf(owner))).size).toBeGreaterThanOrEqual(2);
    const jobs = await orm.em.fork().find(Job, {}, { orderBy: { id: 'asc' } });
    expect(jobs.map(({ attempts, state }) => ({ attempts, state }))).toEqual(jobs.map(({ id }) => ({ attempts: id === held.id ? 2 : 1, state: 'succeeded' })));
  }, STARTUP_MS + 30_000);
});
