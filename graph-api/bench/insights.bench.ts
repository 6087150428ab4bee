// `npm run bench:insights`: the insights computation over 100 000 trades (BENCH_TRADES overrides),
// on SQLite and MariaDB/MySQL (TEST_MYSQL_URL; BENCH_SKIP_MYSQL=1 skips it), as the API runs it after
// an import: the trades read and the engine run on a worker thread, the insights stored on the API's
// thread (insights-measure.ts), each figure the median of five runs, with the API thread's longest
// stall meanwhile. Goal: the recompute under 2 s, off the request path. bench:analytics prints the
// same line.
import 'reflect-metadata';
import { seedTrades } from '../test/support/analytics-seed';
import { type BenchDb, loadAverage, runOnEachDatabase } from './bench-databases';
import { cpuCalibrationSeconds, timed } from './bench-measure';
import { withBenchTrader } from './bench-trader';
import { measureInsights } from './insights-measure';

const TRADES = Number(process.env.BENCH_TRADES ?? 100_000);

async function measure(db: BenchDb, env: Record<string, string>): Promise<void> {
  await withBenchTrader(env, 'insights-bench', async ({ orm, config, userId }) => {
    const seeding = await timed(() => seedTrades(orm.em.fork(), userId, TRADES, 4242));
    console.log(`${db}: seeded ${TRADES.toLocaleString('en-US')} trades in ${seeding.seconds.toFixed(1)} s`);
    // The machine's speed at the time, as the other benchmarks print it: a loaded shared machine runs the same code several times slower.
    const calibration = cpuCalibrationSeconds();
    console.log(`${db}: CPU calibration loop ${calibration.toFixed(2)} s; load average ${loadAverage()}`);
    await measureInsights(orm, config.database, db, userId, { cpu_calibration_s: Number(calibration.toFixed(2)) });
  });
}

runOnEachDatabase('insights', measure);
