// `npm run bench:analytics`: the dashboard request (GET /api/dashboard through the real HTTP app,
// with an API key) over a user with 100 000 trades, alone and with 20 users at once, and while that
// user's insights are computed; and the insights computation itself at 100 000 trades (the same line
// as bench:insights). On SQLite and on MariaDB (a scratch database, dropped afterwards). The requests
// come from a client process of its own (dashboard-client.cjs), so the server's CPU time per request
// is measured too. Not part of npm test.
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { applyMigrations } from '../src/db/migrations';
import { openOrm } from '../src/db/orm';
import { createLogger } from '../src/logger';
import { rebuildSummary, timeZoneOfUser } from '../src/modules/dashboard-summary/summary/summary-store';
import { User } from '../src/infra/users/user.entity';
import { buildServices } from '../src/services';
import { seedTrades } from '../test/support/analytics-seed';
import { measureAnalyticsPage } from './analytics-page';
import { dashboardClient } from './dashboard-load';
import { type BenchDb, loadAverage, onEachDatabase } from './bench-databases';
import { benchLine, percentile, timed, verdict } from './bench-measure';
import { measureInsights } from './insights-measure';

const MAIN_TRADES = Number(process.env.BENCH_TRADES ?? 100_000);
const OTHER_TRADES = Number(process.env.BENCH_OTHER_TRADES ?? 20_000);
const USERS = 20;
const ALONE_REQUESTS = 200;
const CONCURRENT_ROUNDS = 15;
/**
 * Requests served before measuring (every user's, 20 at once): the server's code runs at its compiled
 * speed only after about a thousand dashboard requests; over the first few hundred the same request
 * took twice the CPU. A server that has run for a while is what a trader meets.
 */
const WARM_UP_ROUNDS = 60;

/** The requests' times, and the server process's CPU time per request over them. */
async function served(run: () => Promise<number[]>): Promise<{ samples: number[]; cpuMs: number }> {
  const before = process.cpuUsage();
  const samples = await run();
  const cpu = process.cpuUsage(before);
  return { samples, cpuMs: (cpu.user + cpu.system) / 1000 / samples.length };
}

async function measure(db: BenchDb, env: Record<string, string>): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_ITERATIONS: '1', STATIC_ROOT: path.join(env.DATA_DIR!, 'none'), ...env });
  const logger = createLogger('silent');
  const orm: MikroORM = await openOrm(config.database);
  const services = await buildServices({ config, logger });
  try {
    await applyMigrations(orm);
    const app = await createApp({ config, orm, logger, services });
    const tokens: string[] = [];
    const userIds: number[] = [];
    const seeding = await timed(async () => {
      for (let index = 0; index < USERS; index += 1) {
        const em = orm.em.fork();
        const user = em.create(User, { username: `bench${index}`, email: `bench${index}@example.test` });
        await em.flush();
        userIds.push(user.id);
        await seedTrades(orm.em.fork(), user.id, index === 0 ? MAIN_TRADES : OTHER_TRADES, 1000 + index);
        tokens.push((await services.apiKeys.create(orm.em.fork(), user.id, 'bench')).token);
      }
    });
    const mainUser = userIds[0]!;
    console.log(`${db}: seeded ${MAIN_TRADES.toLocaleString('en-US')} trades for the measured user and ${OTHER_TRADES.toLocaleString('en-US')} for each of ${USERS - 1} others in ${seeding.seconds.toFixed(1)} s`);
    // What the first import (or dashboard request) after a Timezone change does: the whole summary from every trade.
    const rebuild = await timed(() => orm.em.fork().transactional(async (tx) => rebuildSummary(tx, mainUser, await timeZoneOfUser(tx, mainUser))));
    console.log(`${db}: whole summary of the 100k-trade user rebuilt from its trades in ${rebuild.seconds.toFixed(2)} s`);
    for (const userId of userIds.slice(1)) await orm.em.fork().transactional(async (tx) => rebuildSummary(tx, userId, await timeZoneOfUser(tx, userId)));

    // Issue 18's figure: the computation at 100 000 trades, off the request path.
    console.log(`${db}: load average ${loadAverage()}`);
    await measureInsights(orm, config.database, db, mainUser);
    // Every user's insights, so the dashboards answer theirs.
    const computing = await timed(async () => {
      for (const userId of userIds) await services.insights.current(orm.em.fork(), userId);
    });
    console.log(`${db}: every user's insights computed in ${computing.seconds.toFixed(1)} s`);

    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const client = dashboardClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/dashboard`);
    try {
      const closedTrades = await services.analytics.dashboard(orm.em.fork(), mainUser).then(({ metrics }) => metrics.tally.trades);
      await client.rounds(tokens, WARM_UP_ROUNDS);
      console.log(`${db}: load average ${loadAverage()}`);
      report(db, 'alone', 1, await served(() => client.rounds([tokens[0]!], ALONE_REQUESTS)), 30, closedTrades);
      report(db, 'together', USERS, await served(() => client.rounds(tokens, CONCURRENT_ROUNDS)), 100, closedTrades);
      // The other users' dashboards while the 100k-trade user's insights are computed (as after their import).
      services.insights.afterImport(orm.em.fork(), mainUser);
      let insightsDone = false;
      const insights = services.insights.idle().then(() => (insightsDone = true));
      const during = await served(async () => {
        const samples: number[] = [];
        while (!insightsDone) samples.push(...(await client.rounds(tokens.slice(1), 1)));
        return samples;
      });
      await insights;
      report(db, 'during_insights', USERS - 1, during, 100, closedTrades);
      console.log(`${db}: load average ${loadAverage()}`);
    } finally {
      client.close();
      await new Promise((resolve) => server.close(resolve));
    }
  } finally {
    await services.insights.close();
    await orm.close(true);
  }
}

function report(db: string, phase: 'alone' | 'together' | 'during_insights', concurrency: number, { samples, cpuMs }: { samples: number[]; cpuMs: number }, targetMs: number, closedTrades: number): void {
  const p50 = percentile(samples, 0.5);
  const p95 = percentile(samples, 0.95);
  const who = { alone: 'alone', together: `${concurrency} users at once`, during_insights: `${concurrency} other users at once while the 100k-trade user's insights are computed` }[phase];
  console.log(
    `${db}: GET /api/dashboard ${who}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${samples.length} requests (${closedTrades.toLocaleString('en-US')} closed trades), ` +
      `server CPU ${cpuMs.toFixed(2)} ms a request${phase === 'during_insights' ? ' (the worker thread\'s included)' : ''} ${verdict(p95 <= targetMs, `p95 <= ${targetMs} ms`)}`,
  );
  benchLine({ name: phase === 'during_insights' ? 'dashboard_during_insights' : 'dashboard', db, trades: MAIN_TRADES, concurrency, p50_ms: Number(p50.toFixed(2)), p95_ms: Number(p95.toFixed(2)), server_cpu_ms_per_request: Number(cpuMs.toFixed(2)), requests: samples.length });
}

async function main(): Promise<void> {
  console.log(`load average before: ${loadAverage()} (1, 5, 15 min)`);
  // BENCH_PARTS=page (or dashboard) runs one part alone.
  const parts = (process.env.BENCH_PARTS ?? 'dashboard,page').split(',');
  if (parts.includes('page')) await onEachDatabase('analytics_page', measureAnalyticsPage);
  if (parts.includes('dashboard')) await onEachDatabase('analytics', measure);
  console.log(`load average after: ${loadAverage()} (2 cores)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
