import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { mySqlServerFromUrl, mySqlUrlOf } from '../src/db/database-config';
import { createScratchDatabase, dropScratchDatabase } from '../src/db/mysql-server';

export type BenchDb = 'sqlite' | 'mysql';

/** The 1, 5 and 15-minute load averages: how busy the shared machine was while a benchmark ran. */
export const loadAverage = () => loadavg().map((load) => load.toFixed(2)).join(' ');

async function withDataDir(name: string, work: (dataDir: string) => Promise<void>): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `tj-bench-${name}-`));
  try {
    await work(dataDir);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs a benchmark's `measure` on SQLite (in a temporary data folder), then on MariaDB/MySQL (a
 * scratch database on TEST_MYSQL_URL's server, default mysql://root@127.0.0.1:3306) unless
 * BENCH_SKIP_MYSQL=1, with the app's environment for each. Folders and database are removed after.
 */
export async function onEachDatabase(name: string, measure: (db: BenchDb, env: Record<string, string>) => Promise<void>): Promise<void> {
  await withDataDir(name, (dataDir) => measure('sqlite', { DATA_DIR: dataDir }));
  if (process.env.BENCH_SKIP_MYSQL === '1') return;
  const server = mySqlServerFromUrl(process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306');
  const { dbName } = await createScratchDatabase(server, `tj_bench_${name}`);
  try {
    await withDataDir(name, (dataDir) => measure('mysql', { DATA_DIR: dataDir, DATABASE_URL: mySqlUrlOf(server, dbName) }));
  } finally {
    await dropScratchDatabase(server, dbName);
  }
}

/**
 * A benchmark's whole run: the machine's load before and after (a loaded shared machine runs the
 * same code several times slower), `measure` on each database, exit code 1 on any failure.
 */
export function runOnEachDatabase(name: string, measure: (db: BenchDb, env: Record<string, string>) => Promise<void>): void {
  const run = async () => {
    console.log(`load average before: ${loadAverage()}`);
    await onEachDatabase(name, measure);
    console.log(`load average after: ${loadAverage()} (2 cores)`);
  };
  run().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
