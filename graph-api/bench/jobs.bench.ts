// `npm run bench:jobs`: claim-and-run throughput of empty jobs, three runners on three connections
// (as three API processes would have) on one database, on SQLite then on MariaDB (BENCH_SKIP_MYSQL=1
// skips it). Fails when a job ran twice, or not at all. BENCH_JOBS sets how many (default 3000).
// Then the Daily Summaries of 10 000 traders (daily-summaries.bench.ts; BENCH_USERS scales it).
import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/core';
import { systemClock } from '../src/clock';
import { loadDatabaseConfig } from '../src/config';
import { applyMigrations } from '../src/db/migrations';
import { openOrm } from '../src/db/orm';
import { Job } from '../src/jobs/job.entity';
import { JobQueue } from '../src/jobs/job-queue';
import { JobRunner } from '../src/jobs/job-runner';
import { createLogger } from '../src/logger';
import { type BenchDb, loadAverage, onEachDatabase } from './bench-databases';
import { benchLine, count, perSecond, verdict } from './bench-measure';
import { measureDailySummaries } from './daily-summaries.bench';

const JOBS = Number(process.env.BENCH_JOBS ?? 3000);
const WORKERS = 3;
const CONCURRENCY = 10;
const MYSQL_TARGET_RATE = 500;

async function measure(db: BenchDb, env: Record<string, string>): Promise<boolean> {
  const config = loadDatabaseConfig(env);
  const orms: MikroORM[] = [];
  for (let index = 0; index < WORKERS; index += 1) orms.push(await openOrm(config));
  try {
    await applyMigrations(orms[0]!);
    const queue = new JobQueue(systemClock);
    for (let start = 0; start < JOBS; start += 100) {
      await Promise.all(Array.from({ length: Math.min(100, JOBS - start) }, (_, offset) => queue.enqueue(orms[0]!.em.fork(), 'bench.empty', { index: start + offset })));
    }
    const runs = new Uint16Array(JOBS);
    let ran = 0;
    let finish: () => void = () => undefined;
    const allRan = new Promise<void>((resolve) => (finish = resolve));
    const logger = createLogger('warn');
    const runners = orms.map((orm) =>
      new JobRunner(orm, queue, logger, { concurrency: CONCURRENCY, pollIntervalMs: 5 }).register('bench.empty', async (payload) => {
        const index = Number(payload.index);
        runs[index] = (runs[index] ?? 0) + 1;
        ran += 1;
        if (ran >= JOBS) finish();
      }),
    );
    const started = performance.now();
    for (const runner of runners) runner.start();
    await allRan;
    await Promise.all(runners.map((runner) => runner.stop()));
    const seconds = (performance.now() - started) / 1000;
    const twice = runs.filter((times) => times > 1).length;
    const never = runs.filter((times) => times === 0).length;
    const succeeded = await orms[0]!.em.fork().count(Job, { state: 'succeeded' });
    const rate = JOBS / seconds;
    const target = db === 'mysql' ? ` ${verdict(rate >= MYSQL_TARGET_RATE, `${MYSQL_TARGET_RATE}/s`)}` : '';
    console.log(`${db}: ${count(JOBS)} empty jobs, ${WORKERS} runners × ${CONCURRENCY} at once: ${seconds.toFixed(2)} s, ${perSecond(JOBS, seconds)}${target}`);
    console.log(`${db}: ran twice ${twice}, never ${never}, recorded succeeded ${count(succeeded)} (load ${loadAverage()})`);
    benchLine({ name: 'jobs_throughput', db, jobs: JOBS, workers: WORKERS, seconds: Math.round(seconds * 1000) / 1000, rate: Math.round(rate), ran_twice: twice });
    return twice === 0 && never === 0 && succeeded === JOBS;
  } finally {
    for (const orm of orms) await orm.close(true);
  }
}

async function main(): Promise<void> {
  // BENCH_PARTS=throughput (or summaries) runs one part alone.
  const parts = (process.env.BENCH_PARTS ?? 'throughput,summaries').split(',');
  let correct = true;
  if (parts.includes('throughput')) {
    await onEachDatabase('jobs', async (db, env) => {
      if (!(await measure(db, env))) correct = false;
    });
  }
  if (parts.includes('summaries')) {
    await onEachDatabase('summaries', async (db, env) => {
      // BENCH_SKIP_SQLITE=1: the summaries on MariaDB only (the issue's goal is MariaDB's).
      if (db === 'sqlite' && process.env.BENCH_SKIP_SQLITE === '1') return;
      if (!(await measureDailySummaries(db, env))) correct = false;
    });
  }
  if (!correct) {
    console.error('A job ran twice, never ran, or was not recorded as succeeded; or a Daily Summary was sent twice, not at all, or failed');
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
