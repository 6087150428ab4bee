// The second part of `npm run bench:jobs` (issue #30): 10 000 traders (BENCH_USERS) with a month of
// trades each and Daily Summary on, all at the default Summary Time, so every summary falls due at
// once: the worst minute of the day. Job-running processes of the real services (summary-worker.ts,
// BENCH_WORKERS of them) render every summary through the real ReportsService into the mail outbox,
// while an API process that only serves (JOBS_RUNNER=off) answers GET /api/dashboard to a client
// process of its own. Measured: the time until the last summary is handed over (goal: under
// 300 s), and the dashboard's p50/p95 before and while they are sent (goal: p95 within 20%).
// Fails when a summary was sent twice, not at all, or a job failed. Not part of npm test.
import 'reflect-metadata';
import { type ChildProcess, fork } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import { createApp } from '../src/app';
import type { Clock } from '../src/clock';
import { loadConfig } from '../src/config';
import { applyMigrations } from '../src/db/migrations';
import { openOrm } from '../src/db/orm';
import { selectRows } from '../src/db/raw-sql';
import { createLogger } from '../src/logger';
import { rebuildSummary, timeZoneOfUser } from '../src/modules/dashboard-summary/summary/summary-store';
import { DAILY_SUMMARY_JOB } from '../src/modules/reports';
import { NEW_YORK, zonedWallClockToUtc } from '../src/modules/trades';
import { buildServices } from '../src/services';
import { type BenchDb, loadAverage } from './bench-databases';
import { benchLine, count, percentile, perSecond, timed, verdict } from './bench-measure';
import { dashboardClient } from './dashboard-load';
import { seedSummaryUsers, weekdaysEndingOn } from './summary-seed';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 3);
const TRADES_PER_DAY = 4;
/** A month of trading: 21 weekdays, the summary's own day the last. */
const MONTH_OF_DAYS = 21;
/** The day the summaries cover: a Friday, in Eastern daylight time. */
const SUMMARY_DAY = '2026-10-30';
const DASHBOARD_USERS = 5;
const WARM_UP_ROUNDS = 150;
const BASELINE_ROUNDS = 60;
const TARGET_SECONDS = 300;
const P95_TOLERANCE = 1.2;

/** The 17:00 New York run of SUMMARY_DAY: when every summary falls due. */
const dueAt = () => {
  const [year, month, day] = SUMMARY_DAY.split('-').map(Number) as [number, number, number];
  return zonedWallClockToUtc({ year, month, day, hour: 17, minute: 0, second: 0 }, NEW_YORK).getTime();
};

/** The app's environment for the benchmark: the outbox (no SMTP_URL), cheap password hashing for the seeded keys. */
const appEnv = (env: Record<string, string>, extra: Record<string, string>) => ({
  NODE_ENV: 'test',
  PASSWORD_HASH_MEMORY_KIB: '1024',
  PASSWORD_HASH_ITERATIONS: '1',
  STATIC_ROOT: path.join(env.DATA_DIR!, 'none'),
  ...env,
  ...extra,
});

interface Worker {
  child: ChildProcess;
  send(message: object, answer: string): Promise<void>;
}

function startWorker(): Worker {
  const child = fork(path.join(__dirname, 'summary-worker.ts'));
  return {
    child,
    send: (message, answer) =>
      new Promise((resolve, reject) => {
        const onMessage = (reply: Record<string, unknown>) => {
          if (reply.error) reject(new Error(String(reply.error)));
          else if (reply[answer]) resolve();
          else return;
          child.off('message', onMessage);
        };
        child.on('message', onMessage);
        child.send(message);
      }),
  };
}

async function jobCounts(orm: MikroORM): Promise<{ done: number; failed: number }> {
  const rows = await selectRows<{ state: string; n: number }>(orm.em.fork(), `select state, count(*) as n from job where kind = ? and state in ('succeeded', 'failed') group by state`, [DAILY_SUMMARY_JOB]);
  const of = (state: string) => Number(rows.find((row) => row.state === state)?.n ?? 0);
  return { done: of('succeeded') + of('failed'), failed: of('failed') };
}

function latencyLine(db: BenchDb, phase: 'before' | 'during', samples: number[]): { p50: number; p95: number } {
  const p50 = percentile(samples, 0.5);
  const p95 = percentile(samples, 0.95);
  console.log(`${db}: GET /api/dashboard, ${DASHBOARD_USERS} users at once, ${phase === 'before' ? 'before the sends' : 'while the summaries are sent'}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${count(samples.length)} requests`);
  benchLine({ name: `dashboard_${phase}_summaries`, db, size: USERS, concurrency: DASHBOARD_USERS, requests: samples.length, p50_ms: Number(p50.toFixed(2)), p95_ms: Number(p95.toFixed(2)) });
  return { p50, p95 };
}

export async function measureDailySummaries(db: BenchDb, env: Record<string, string>): Promise<boolean> {
  const config = loadConfig(appEnv(env, { JOBS_RUNNER: 'off' }));
  const due = dueAt();
  // The API process's clock: the afternoon of the summaries' day, an hour before they fall due.
  const clockOffset = due - 3_600_000 - Date.now();
  const clock: Clock = { now: () => new Date(Date.now() + clockOffset) };
  const orm = await openOrm(config.database);
  const services = await buildServices({ config, logger: createLogger('silent'), clock });
  const workers: Worker[] = [];
  try {
    await applyMigrations(orm);
    const days = weekdaysEndingOn(SUMMARY_DAY, MONTH_OF_DAYS);
    const seeding = await timed(() => seedSummaryUsers(orm.em, USERS, days, TRADES_PER_DAY, 'summary'));
    const { userIds, trades } = seeding.value;
    console.log(`${db}: seeded ${count(USERS)} traders with ${count(trades)} trades (${MONTH_OF_DAYS} days × ${TRADES_PER_DAY}) in ${seeding.seconds.toFixed(1)} s`);
    // What each process's upkeep does every minute: every recurring job's next run, per user.
    const scheduling = await timed(() => services.jobs.bringSchedulesUpToDate(orm.em.fork()));
    const queued = await selectRows<{ n: number }>(orm.em.fork(), 'select count(*) as n from job where kind = ? and state = ?', [DAILY_SUMMARY_JOB, 'queued']);
    console.log(`${db}: recurring jobs brought up to date in ${scheduling.seconds.toFixed(1)} s (${count(scheduling.value.scheduled)} runs, ${count(Number(queued[0]!.n))} Daily Summaries queued)`);
    benchLine({ name: 'recurring_schedule_upkeep', db, size: USERS, runs: scheduling.value.scheduled, seconds: Number(scheduling.seconds.toFixed(3)) });

    const measured = userIds.slice(0, DASHBOARD_USERS);
    const tokens: string[] = [];
    for (const userId of measured) {
      await orm.em.fork().transactional(async (tx) => rebuildSummary(tx, userId, await timeZoneOfUser(tx, userId)));
      tokens.push((await services.apiKeys.create(orm.em.fork(), userId, 'bench')).token);
    }
    for (let index = 0; index < WORKERS; index += 1) workers.push(startWorker());
    const workerEnv = appEnv(env, {});
    await Promise.all(workers.map((worker) => worker.send({ env: workerEnv }, 'ready')));

    const app = await createApp({ config, orm, logger: createLogger('silent'), services });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const client = dashboardClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/dashboard`);
    try {
      await client.rounds(tokens, WARM_UP_ROUNDS);
      console.log(`${db}: load average ${loadAverage()}`);
      const before = latencyLine(db, 'before', await client.rounds(tokens, BASELINE_ROUNDS));

      const started = performance.now();
      await Promise.all(workers.map((worker) => worker.send({ startAtMs: due + 1000 }, 'started')));
      let finished = 0;
      const watching = (async () => {
        for (;;) {
          const { done } = await jobCounts(orm);
          if (done >= USERS) return (finished = performance.now());
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
      })();
      const samples: number[] = [];
      while (finished === 0) samples.push(...(await client.rounds(tokens, 1)));
      await watching;
      const seconds = (finished - started) / 1000;
      const during = latencyLine(db, 'during', samples);
      console.log(`${db}: load average ${loadAverage()}`);

      await Promise.all(workers.map((worker) => worker.send({ stop: true }, 'stopped')));
      workers.length = 0;
      const { failed } = await jobCounts(orm);
      const mails = (await readdir(path.join(config.dataDir, 'outbox'))).filter((name) => name.endsWith('.eml')).length;
      const recorded = await selectRows<{ n: number }>(orm.em.fork(), `select count(*) as n from notification where dedupe_key = ?`, [`report:day:${SUMMARY_DAY}`]);
      const sentOnce = Number(recorded[0]!.n);
      const met = seconds <= TARGET_SECONDS;
      const steady = during.p95 <= before.p95 * P95_TOLERANCE;
      console.log(`${db}: ${count(USERS)} Daily Summaries rendered and in the outbox in ${seconds.toFixed(1)} s, ${perSecond(USERS, seconds)}, ${WORKERS} job processes ${verdict(met, `${TARGET_SECONDS} s`)}`);
      console.log(`${db}: dashboard p95 ${before.p95.toFixed(1)} ms before, ${during.p95.toFixed(1)} ms during (${((during.p95 / before.p95 - 1) * 100).toFixed(0)}%) ${verdict(steady, 'within 20%')}`);
      console.log(`${db}: mails in the outbox ${count(mails)}, recorded as sent ${count(sentOnce)}, failed jobs ${failed}`);
      benchLine({ name: 'daily_summaries', db, size: USERS, trades, workers: WORKERS, seconds: Number(seconds.toFixed(2)), rate: Math.round(USERS / seconds), p50_ms: Number(during.p50.toFixed(2)), p95_ms: Number(during.p95.toFixed(2)), p95_before_ms: Number(before.p95.toFixed(2)), mails, failed });
      return mails === USERS && sentOnce === USERS && failed === 0;
    } finally {
      client.close();
      await new Promise((resolve) => server.close(resolve));
    }
  } finally {
    for (const worker of workers) worker.child.kill();
    await Promise.all([services.insights.close(), services.heavyWork.close()]);
    await orm.close(true);
  }
}
