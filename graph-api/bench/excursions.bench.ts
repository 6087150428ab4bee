// `npm run bench:excursions`: the /analytics MAE/MFE scatter over 100 000 closed trades
// (BENCH_TRADES overrides) of which those in 10 of the 60 symbols have candles held (5m bars of
// every day of the seeded months, and 1m bars too for two of them), on SQLite and MariaDB/MySQL
// (TEST_MYSQL_URL; BENCH_SKIP_MYSQL=1 skips it). It reports, each the median of five runs with its
// CPU time in this process: reading the closed trades, the scatter from them (coverage of every
// trade, then the newest 1,000 measured), the breakdowns alone, and the page's two together.
import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager as SqlEntityManager } from '@mikro-orm/knex';
import { breakdownFiguresOf, closedBreakdownTrades } from '../src/modules/breakdowns/breakdowns-computation';
import { excursionScatterOf } from '../src/modules/breakdowns/excursion-scatter.service';
import { entityManagerReader } from '../src/modules/insights/computation/entity-manager-reader';
import type { Bar } from '../src/modules/market-data/domain/bar';
import { CandleStore } from '../src/modules/market-data/store/candle-store';
import { DEFAULT_SETTINGS, ianaZoneOf } from '../src/modules/settings/settings.values';
import { HeldExcursions } from '../src/modules/trade-analysis/held-excursions';
import { seedTrades } from '../test/support/analytics-seed';
import { type BenchDb, loadAverage, runOnEachDatabase } from './bench-databases';
import { benchLine, count, cpuCalibrationSeconds, percentile } from './bench-measure';
import { withBenchTrader } from './bench-trader';

const TRADES = Number(process.env.BENCH_TRADES ?? 100_000);
const RUNS = 5;
const SYMBOLS_WITH_CANDLES = 10;
const SYMBOLS_WITH_MINUTE_BARS = 2;
// The seed's trades run from 5 January 2026 over about nine months, entered 14:30-20:30 UTC.
const FIRST_DAY = Date.UTC(2026, 0, 5);
const DAYS = 270;
const SESSION_START_MINUTES = 14 * 60 + 30;
const SESSION_MINUTES = 390;

/** Bars of one timeframe over every seeded day's session, around a price that wanders. */
function sessionBars(stepMinutes: number, seed: number): Bar[] {
  const bars: Bar[] = [];
  let price = 50 + (seed % 200);
  for (let day = 0; day < DAYS; day += 1) {
    for (let minute = 0; minute < SESSION_MINUTES; minute += stepMinutes) {
      const open = price;
      price = Math.max(1, price + Math.sin(seed + day * 7 + minute) * 0.3);
      bars.push({
        time: new Date(FIRST_DAY + day * 86_400_000 + (SESSION_START_MINUTES + minute) * 60_000),
        open: open.toFixed(2), high: (Math.max(open, price) + 0.1).toFixed(2), low: (Math.min(open, price) - 0.1).toFixed(2), close: price.toFixed(2), volume: '1000',
      });
    }
  }
  return bars;
}

async function seedCandles(orm: MikroORM, userId: number): Promise<{ symbols: number; bars: number }> {
  const em = orm.em.fork();
  const rows = (await (em as SqlEntityManager).getConnection().execute('select symbol from account_instrument where user_id = ? order by symbol', [userId], 'all')) as { symbol: string }[];
  const store = new CandleStore();
  let bars = 0;
  for (const [index, { symbol }] of rows.slice(0, SYMBOLS_WITH_CANDLES).entries()) {
    const series = [{ timeframe: '5m' as const, bars: sessionBars(5, index) }, ...(index < SYMBOLS_WITH_MINUTE_BARS ? [{ timeframe: '1m' as const, bars: sessionBars(1, index + 100) }] : [])];
    for (const { timeframe, bars: held } of series) {
      const span = { start: held[0]!.time.getTime(), end: held.at(-1)!.time.getTime() + 60_000 };
      await store.save(orm.em.fork(), { symbol: symbol.toUpperCase(), timeframe, provider: 'csv', source: 'upload', owner: userId }, held, { replacing: span, held: span }, new Date());
      bars += held.length;
    }
  }
  return { symbols: Math.min(rows.length, SYMBOLS_WITH_CANDLES), bars };
}

/** Median wall and CPU milliseconds of RUNS runs (CPU: this process's, so MariaDB's own work is not in it). */
async function measured(work: () => Promise<unknown>): Promise<{ wallMs: number; cpuMs: number }> {
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const cpu = process.cpuUsage();
    const started = process.hrtime.bigint();
    await work();
    walls.push(Number(process.hrtime.bigint() - started) / 1e6);
    const used = process.cpuUsage(cpu);
    cpus.push((used.user + used.system) / 1000);
  }
  return { wallMs: Math.round(percentile(walls, 0.5)), cpuMs: Math.round(percentile(cpus, 0.5)) };
}

async function measure(db: BenchDb, env: Record<string, string>): Promise<void> {
  await withBenchTrader(env, 'excursions-bench', async ({ orm, userId }) => {
    await seedTrades(orm.em.fork(), userId, TRADES, 4242);
    const candles = await seedCandles(orm, userId);
    console.log(`${db}: seeded ${count(TRADES)} trades and ${count(candles.bars)} candles of ${candles.symbols} symbols`);

    // In the API's thread, as the worker threads run them (workers/heavy-tasks.ts): the computation's own cost.
    const held = new HeldExcursions(new CandleStore());
    const timeZone = ianaZoneOf(DEFAULT_SETTINGS.timezone);
    const trades = await closedBreakdownTrades(entityManagerReader(orm.em.fork()), userId);
    const answer = await excursionScatterOf(orm.em.fork(), held, userId, trades);
    if (answer.points.length !== Math.min(1000, answer.tradesWithCandles) || answer.tradesWithCandles === 0) throw new Error(`Wrong scatter: ${answer.points.length} points of ${answer.tradesWithCandles}`);
    const read = await measured(() => closedBreakdownTrades(entityManagerReader(orm.em.fork()), userId));
    const fromTrades = await measured(() => excursionScatterOf(orm.em.fork(), held, userId, trades));
    const alone = await measured(async () => breakdownFiguresOf(await closedBreakdownTrades(entityManagerReader(orm.em.fork()), userId), timeZone));
    const page = await measured(async () => {
      const fork = orm.em.fork();
      const read = await closedBreakdownTrades(entityManagerReader(fork), userId);
      breakdownFiguresOf(read, timeZone);
      await excursionScatterOf(fork, held, userId, read);
    });
    console.log(
      `${db}: ${count(trades.length)} closed trades, ${count(answer.tradesWithCandles)} with candles, ${answer.points.length} points: ` +
        `read ${read.wallMs} ms (CPU ${read.cpuMs}), scatter from them ${fromTrades.wallMs} ms (CPU ${fromTrades.cpuMs}), ` +
        `breakdowns alone ${alone.wallMs} ms (CPU ${alone.cpuMs}), breakdowns and scatter ${page.wallMs} ms (CPU ${page.cpuMs})`,
    );
    const calibration = cpuCalibrationSeconds();
    console.log(`${db}: CPU calibration loop ${calibration.toFixed(2)} s; load average ${loadAverage()}`);
    benchLine({
      name: 'excursion_scatter', db, trades: trades.length, with_candles: answer.tradesWithCandles, points: answer.points.length, candles: candles.bars,
      read_ms: read.wallMs, scatter_ms: fromTrades.wallMs, scatter_cpu_ms: fromTrades.cpuMs, breakdowns_ms: alone.wallMs, breakdowns_cpu_ms: alone.cpuMs, page_ms: page.wallMs, page_cpu_ms: page.cpuMs, runs: RUNS, cpu_calibration_s: Number(calibration.toFixed(2)),
    });
  });
}

runOnEachDatabase('excursions', measure);
