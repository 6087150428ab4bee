// `npm run bench:insights`: the insights engine over 100 000 trades (BENCH_TRADES overrides), on
// SQLite and MariaDB/MySQL (TEST_MYSQL_URL; BENCH_SKIP_MYSQL=1 skips it). It reports reading the
// trades, the engine alone and the whole recompute that follows an import (read, engine, store),
// each the median of five runs. Goal: the recompute under 2 s (it runs after the import's response).
import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import { loadConfig } from '../src/config';
import { mySqlServerFromUrl } from '../src/db/database-config';
import { applyMigrations } from '../src/db/migrations';
import { createScratchDatabase, dropScratchDatabase } from '../src/db/mysql-server';
import { openOrm } from '../src/db/orm';
import { insightsOf } from '../src/modules/insights/engine';
import { closedInsightTrades } from '../src/modules/insights/insight-trades';
import { InsightsService } from '../src/modules/insights/insights.service';
import { SettingsService } from '../src/modules/settings/settings.service';
import { IANA_TIME_ZONES } from '../src/modules/settings/settings.values';
import { User } from '../src/modules/users/user.entity';
import { seedTrades } from './analytics-seed';
import { benchLine, cpuCalibrationSeconds, percentile, timed, verdict } from './bench-measure';

const TRADES = Number(process.env.BENCH_TRADES ?? 100_000);
const RUNS = 5;
const TARGET_SECONDS = 2;

async function medianSeconds(work: () => Promise<unknown> | unknown): Promise<number> {
  const seconds: number[] = [];
  for (let run = 0; run < RUNS; run += 1) seconds.push((await timed(work)).seconds);
  return percentile(seconds, 0.5);
}

async function measure(db: 'sqlite' | 'mysql', env: Record<string, string>): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const orm: MikroORM = await openOrm(config.database);
  try {
    await applyMigrations(orm);
    const em = orm.em.fork();
    const user = em.create(User, { username: 'insights-bench', email: 'insights-bench@example.test' });
    await em.flush();
    const seeding = await timed(() => seedTrades(orm.em.fork(), user.id, TRADES, 4242));
    console.log(`${db}: seeded ${TRADES.toLocaleString('en-US')} trades in ${seeding.seconds.toFixed(1)} s`);

    const clock = { now: () => new Date() };
    const settings = new SettingsService(clock);
    const service = new InsightsService(settings, clock);
    const trades = await closedInsightTrades(orm.em.fork(), user.id);
    const timeZone = IANA_TIME_ZONES.est;
    const read = await medianSeconds(() => closedInsightTrades(orm.em.fork(), user.id));
    const engine = await medianSeconds(() => insightsOf({ trades, timeZone, riskPerTradePercent: 2 }));
    const recompute = await medianSeconds(() => service.recompute(orm.em.fork(), user.id));
    const stored = await service.stored(orm.em.fork(), user.id);
    console.log(
      `${db}: ${trades.length.toLocaleString('en-US')} closed trades: read ${(read * 1000).toFixed(0)} ms, engine ${(engine * 1000).toFixed(0)} ms, ` +
        `recompute (read, engine, store ${stored.length} insights) ${(recompute * 1000).toFixed(0)} ms ${verdict(recompute < TARGET_SECONDS, `recompute < ${TARGET_SECONDS} s`)}`,
    );
    // The machine's speed at the time, as the other benchmarks print it: a loaded shared machine runs the same code several times slower.
    const calibration = cpuCalibrationSeconds();
    console.log(`${db}: CPU calibration loop ${calibration.toFixed(2)} s; load average ${loadavg().map((load) => load.toFixed(2)).join(' ')}`);
    benchLine({
      name: 'insights', db, trades: trades.length, read_ms: Math.round(read * 1000), engine_ms: Math.round(engine * 1000), recompute_ms: Math.round(recompute * 1000),
      target_met: recompute < TARGET_SECONDS, insights: stored.length, runs: RUNS, cpu_calibration_s: Number(calibration.toFixed(2)),
    });
  } finally {
    await orm.close(true);
  }
}

async function main(): Promise<void> {
  console.log(`load average before: ${loadavg().map((load) => load.toFixed(2)).join(' ')}`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tj-bench-insights-'));
  try {
    await measure('sqlite', { DATA_DIR: dataDir });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  if (process.env.BENCH_SKIP_MYSQL !== '1') {
    const server = mySqlServerFromUrl(process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306');
    const database = await createScratchDatabase(server, 'tj_bench_insights');
    const mysqlDir = await mkdtemp(path.join(tmpdir(), 'tj-bench-insights-'));
    try {
      const credentials = `${encodeURIComponent(server.user)}${server.password ? `:${encodeURIComponent(server.password)}` : ''}`;
      await measure('mysql', { DATA_DIR: mysqlDir, DATABASE_URL: `mysql://${credentials}@${server.host}:${server.port}/${database.dbName}` });
    } finally {
      await dropScratchDatabase(server, database.dbName);
      await rm(mysqlDir, { recursive: true, force: true });
    }
  }
  console.log(`load average after: ${loadavg().map((load) => load.toFixed(2)).join(' ')} (2 cores)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
