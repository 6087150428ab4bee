// `npm run bench:analytics`: the dashboard request (GET /api/dashboard through the real HTTP app,
// with an API key) over a user with 100 000 trades, alone and with 20 users at once, on SQLite and
// on MariaDB (a scratch database, dropped afterwards). Not part of npm test.
import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { mySqlServerFromUrl } from '../src/db/database-config';
import { applyMigrations } from '../src/db/migrations';
import { createScratchDatabase, dropScratchDatabase } from '../src/db/mysql-server';
import { openOrm } from '../src/db/orm';
import { createLogger } from '../src/logger';
import { rebuildSummary, timeZoneOfUser } from '../src/modules/analytics/summary/summary-store';
import { User } from '../src/modules/users/user.entity';
import { buildServices } from '../src/services';
import { seedTrades } from '../test/support/analytics-seed';
import { benchLine, percentile, timed, verdict } from './bench-measure';

const MAIN_TRADES = Number(process.env.BENCH_TRADES ?? 100_000);
const OTHER_TRADES = Number(process.env.BENCH_OTHER_TRADES ?? 20_000);
const USERS = 20;
const ALONE_REQUESTS = 200;
const CONCURRENT_ROUNDS = 15;

interface Target {
  db: 'sqlite' | 'mysql';
  env: Record<string, string>;
}

async function measure({ db, env }: Target): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_ITERATIONS: '1', STATIC_ROOT: path.join(env.DATA_DIR!, 'none'), ...env });
  const logger = createLogger('silent');
  const orm: MikroORM = await openOrm(config.database);
  try {
    await applyMigrations(orm);
    const services = await buildServices({ config, logger });
    const app = await createApp({ config, orm, logger, services });
    const tokens: string[] = [];
    const seeding = await timed(async () => {
      for (let index = 0; index < USERS; index += 1) {
        const em = orm.em.fork();
        const user = em.create(User, { username: `bench${index}`, email: `bench${index}@example.test` });
        await em.flush();
        await seedTrades(orm.em.fork(), user.id, index === 0 ? MAIN_TRADES : OTHER_TRADES, 1000 + index);
        tokens.push((await services.apiKeys.create(orm.em.fork(), user.id, 'bench')).token);
      }
    });
    console.log(`${db}: seeded ${MAIN_TRADES.toLocaleString('en-US')} trades for the measured user and ${OTHER_TRADES.toLocaleString('en-US')} for each of ${USERS - 1} others in ${seeding.seconds.toFixed(1)} s`);
    // What the first import (or dashboard request) after a Timezone change does: the whole summary from every trade.
    const rebuild = await timed(() => orm.em.fork().transactional(async (tx) => rebuildSummary(tx, 1, await timeZoneOfUser(tx, 1))));
    console.log(`${db}: whole summary of the 100k-trade user rebuilt from its trades in ${rebuild.seconds.toFixed(2)} s`);
    for (let userId = 2; userId <= USERS; userId += 1) await orm.em.fork().transactional(async (tx) => rebuildSummary(tx, userId, await timeZoneOfUser(tx, userId)));

    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/dashboard`;
    const request = async (token: string) => {
      const started = process.hrtime.bigint();
      const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      const body = (await response.json()) as { performance_stats?: { total_trades: number } };
      if (response.status !== 200 || !body.performance_stats) throw new Error(`GET /api/dashboard answered ${response.status}: ${JSON.stringify(body).slice(0, 200)}`);
      return { ms: Number(process.hrtime.bigint() - started) / 1e6, trades: body.performance_stats.total_trades };
    };
    try {
      for (let index = 0; index < 20; index += 1) await request(tokens[0]!);
      const alone: number[] = [];
      let closed = 0;
      for (let index = 0; index < ALONE_REQUESTS; index += 1) {
        const { ms, trades } = await request(tokens[0]!);
        alone.push(ms);
        closed = trades;
      }
      report(db, 1, alone, 30, closed);
      const together: number[] = [];
      for (let round = 0; round < CONCURRENT_ROUNDS; round += 1) together.push(...(await Promise.all(tokens.map(async (token) => (await request(token)).ms))));
      report(db, USERS, together, 100, closed);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  } finally {
    await orm.close(true);
  }
}

function report(db: string, concurrency: number, samples: number[], targetMs: number, closedTrades: number): void {
  const p50 = percentile(samples, 0.5);
  const p95 = percentile(samples, 0.95);
  const who = concurrency === 1 ? 'alone' : `${concurrency} users at once`;
  console.log(`${db}: GET /api/dashboard ${who}: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms over ${samples.length} requests (${closedTrades.toLocaleString('en-US')} closed trades) ${verdict(p95 <= targetMs, `p95 <= ${targetMs} ms`)}`);
  benchLine({ name: 'dashboard', db, trades: MAIN_TRADES, concurrency, p50_ms: Number(p50.toFixed(2)), p95_ms: Number(p95.toFixed(2)), requests: samples.length });
}

async function main(): Promise<void> {
  console.log(`load average before: ${loadavg().map((load) => load.toFixed(2)).join(' ')}`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tj-bench-analytics-'));
  try {
    await measure({ db: 'sqlite', env: { DATA_DIR: dataDir } });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const server = mySqlServerFromUrl(process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306');
  const database = await createScratchDatabase(server, 'tj_bench');
  const mysqlDir = await mkdtemp(path.join(tmpdir(), 'tj-bench-analytics-'));
  try {
    const credentials = `${encodeURIComponent(server.user)}${server.password ? `:${encodeURIComponent(server.password)}` : ''}`;
    await measure({ db: 'mysql', env: { DATA_DIR: mysqlDir, DATABASE_URL: `mysql://${credentials}@${server.host}:${server.port}/${database.dbName}` } });
  } finally {
    await dropScratchDatabase(server, database.dbName);
    await rm(mysqlDir, { recursive: true, force: true });
  }
  console.log(`load average after: ${loadavg().map((load) => load.toFixed(2)).join(' ')} (2 cores)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
