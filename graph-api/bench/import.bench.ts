// `npm run bench:import`: a 10 MB execution-level CSV (DAS Trader format) imported end to end, through
// the upload service, into SQLite and into MariaDB/MySQL (TEST_MYSQL_URL, default
// mysql://root@127.0.0.1:3306; the database is created and dropped here), with the server's own
// bulk path (LOAD DATA LOCAL INFILE) as MariaDB's reference and the import's INSERTs alone as
// SQLite's. Each measurement runs in a process of its own (phase-runner.ts). Not part of the test
// suite: it prints figures against their targets, and fails only when a measurement fails or an
// import stores the wrong number of rows.
import { fork } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mySqlServerFromUrl } from '../src/db/database-config';
import { createScratchDatabase, dropScratchDatabase } from '../src/db/mysql-server';
import { allocationCalibrationSeconds, benchLine, count, cpuCalibrationSeconds, percentile, perSecond, verdict } from './bench-measure';
import { CONCURRENT_USERS, type ConcurrentFigures, generateBenchCsv, type ImportFigures, type ParseFigures, WARM_UP_LINES } from './bench-phases';
import type { ReferenceTimes } from './mysql-reference';
import type { SqliteReferenceTimes } from './sqlite-reference';
import type { PhaseInput, PhaseName } from './phase-runner';

type Measured<Figures> = Figures & { peakRssMb: number };

function inChildProcess<Figures>(phase: PhaseName, input: PhaseInput): Promise<Measured<Figures>> {
  return new Promise((resolve, reject) => {
    // The TypeScript compiler @swc-node/register loads would add 50 MB to every figure: see ts-require-hook.cjs.
    const child = fork(path.join(__dirname, 'phase-runner.ts'), [phase, JSON.stringify(input)], { execArgv: ['-r', path.join(__dirname, '..', 'ts-require-hook.cjs')] });
    let figures: Measured<Figures> | null = null;
    child.on('message', (message) => (figures = message as Measured<Figures>));
    child.on('error', reject);
    child.on('exit', (code) => (figures && code === 0 ? resolve(figures) : reject(new Error(`The ${phase} measurement failed (exit code ${code})`))));
  });
}

// Each measurement runs this many times, each in a fresh process: this machine's timings vary by a
// fifth from run to run, and by half in spells of a minute or more, so a figure is the median run's
// (with the range), and peak RSS the highest. The runs go in rounds of every measurement, so a
// slow spell slows some runs of each rather than all runs of one.
// BENCH_RUNS=1 gives a quick look (a single run's figures are not to be trusted on their own).
const RUNS = Number(process.env.BENCH_RUNS) || 5;

type Repeated<Figures> = Measured<Figures> & { secondsRange: string };

/** The median run of `runs` by `secondsOf`, with the range of the runs and the highest peak RSS. */
function median<Figures>(runs: ReadonlyArray<Measured<Figures>>, secondsOf: (figures: Figures) => number): Repeated<Figures> {
  const sorted = [...runs].sort((a, b) => secondsOf(a) - secondsOf(b));
  const middle = sorted[Math.floor(sorted.length / 2)]!;
  const secondsRange = `median of ${sorted.length} runs, ${secondsOf(sorted[0]!).toFixed(3)}–${secondsOf(sorted[sorted.length - 1]!).toFixed(3)} s`;
  return { ...middle, peakRssMb: Math.max(...sorted.map((run) => run.peakRssMb)), secondsRange };
}

interface Rounds {
  parse: Array<Measured<ParseFigures>>;
  sqlite: Array<Measured<ImportFigures>>;
  sqliteReference: Array<Measured<SqliteReferenceTimes>>;
  mysql: Array<Measured<ImportFigures>>;
  mysqlReference: Array<Measured<ReferenceTimes>>;
  sqliteConcurrent: Array<Measured<ConcurrentFigures>>;
  mysqlConcurrent: Array<Measured<ConcurrentFigures>>;
}

/** RUNS rounds, each running every measurement once. */
async function measureInRounds(csvFile: string): Promise<Rounds> {
  const server = mySqlServerFromUrl(process.env.TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306');
  const rounds: Rounds = { parse: [], sqlite: [], sqliteReference: [], mysql: [], mysqlReference: [], sqliteConcurrent: [], mysqlConcurrent: [] };
  for (let round = 0; round < RUNS; round += 1) {
    rounds.parse.push(await inChildProcess<ParseFigures>('parse', { csvFile, database: null }));
    rounds.sqlite.push(await inChildProcess<ImportFigures>('sqlite', { csvFile, database: null }));
    rounds.sqliteReference.push(await inChildProcess<SqliteReferenceTimes>('sqlite-reference', { csvFile, database: null }));
    rounds.sqliteConcurrent.push(await inChildProcess<ConcurrentFigures>('sqlite-concurrent', { csvFile, database: null }));
    // Each round imports into a MariaDB database of its own, then loads the same rows into copies of its tables.
    const database = await createScratchDatabase(server, 'tj_bench');
    try {
      rounds.mysql.push(await inChildProcess<ImportFigures>('mysql', { csvFile, database }));
      rounds.mysqlReference.push(await inChildProcess<ReferenceTimes>('mysql-reference', { csvFile, database }));
    } finally {
      await dropScratchDatabase(server, database.dbName);
    }
    const concurrentDatabase = await createScratchDatabase(server, 'tj_bench');
    try {
      rounds.mysqlConcurrent.push(await inChildProcess<ConcurrentFigures>('mysql-concurrent', { csvFile, database: concurrentDatabase }));
    } finally {
      await dropScratchDatabase(server, concurrentDatabase.dbName);
    }
  }
  return rounds;
}

function reportImport(label: string, db: string, figures: Repeated<ImportFigures>, expectedExecutions: number, target: number): number {
  if (figures.executions !== expectedExecutions) throw new Error(`${label}: ${figures.executions} executions stored, ${expectedExecutions} expected`);
  const rate = figures.executions / figures.seconds;
  benchLine({ name: 'import', db, size: figures.executions, seconds: round3(figures.seconds), rate: Math.round(rate), target_rate: target, met: rate >= target });
  const stored = figures.executions + figures.trades;
  console.log(`${label} end to end: ${perSecond(figures.executions, figures.seconds)} executions (${figures.seconds.toFixed(3)} s; ${figures.secondsRange}) ${verdict(rate >= target, `>= ${count(target)}/s`)}`);
  console.log(`${' '.repeat(label.length)} stored:     ${perSecond(stored, figures.commitSeconds)} rows (${count(figures.executions)} executions + ${count(figures.trades)} trades; commit ${figures.commitSeconds.toFixed(3)} s incl. dedupe and matching)`);
  return figures.peakRssMb;
}

/**
 * CONCURRENT_USERS users importing a fifth of the file each, at once: every user's import must store
 * what the same import alone stores (the share's executions), whatever the others do meanwhile.
 */
function reportConcurrent(label: string, db: string, runs: ReadonlyArray<Measured<ConcurrentFigures>>): number {
  const figures = median(runs, (run) => run.seconds);
  const expected = runs[0]!.executionsPerUser[0]!;
  for (const run of runs) {
    if (run.executionsPerUser.some((executions) => executions !== expected)) throw new Error(`${label} concurrent: users stored ${run.executionsPerUser.join(', ')} executions, each should have stored ${expected}`);
  }
  const importMs = runs.flatMap((run) => run.importSeconds.map((seconds) => seconds * 1000));
  const [p50, p95] = [percentile(importMs, 0.5), percentile(importMs, 0.95)];
  console.log(
    `${label} ${CONCURRENT_USERS} users at once, ${count(expected)} executions each: ${perSecond(figures.executions, figures.seconds)} executions together (${figures.seconds.toFixed(3)} s; ${figures.secondsRange}); each import p50 ${Math.round(p50)} ms, p95 ${Math.round(p95)} ms; every user's import stored all its rows`,
  );
  benchLine({ name: 'import_concurrent', db, users: CONCURRENT_USERS, size: figures.executions, rate: Math.round(figures.executions / figures.seconds), p50_ms: Math.round(p50), p95_ms: Math.round(p95) });
  return figures.peakRssMb;
}

const round3 = (seconds: number) => Math.round(seconds * 1000) / 1000;

async function main(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tj-bench-csv-'));
  try {
    const csvFile = path.join(dataDir, 'das-trades.csv');
    await writeFile(csvFile, generateBenchCsv());
    await measureAll(csvFile);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function measureAll(csvFile: string): Promise<void> {
  const calibrationAtStart = { cpu: cpuCalibrationSeconds(), allocation: allocationCalibrationSeconds() };
  const rounds = await measureInRounds(csvFile);
  const parse = median(rounds.parse, (figures) => figures.parseSeconds);
  const matching = median(rounds.parse, (figures) => figures.matchSeconds);
  const { rows } = parse;
  console.log(`CSV: ${(parse.bytes / 1024 / 1024).toFixed(2)} MB, ${count(rows)} executions (DAS Trader Trades window); figures after a ${count(WARM_UP_LINES)}-line warm-up`);
  console.log(`parse:    ${perSecond(rows, parse.parseSeconds)} rows (${parse.parseSeconds.toFixed(3)} s; ${parse.secondsRange}) ${verdict(rows / parse.parseSeconds >= 500_000, '>= 500,000/s')}`);
  benchLine({ name: 'parse', db: 'none', size: rows, seconds: round3(parse.parseSeconds), rate: Math.round(rows / parse.parseSeconds), target_rate: 500_000, met: rows / parse.parseSeconds >= 500_000 });
  console.log(`matching: ${perSecond(rows, matching.matchSeconds)} rows (${matching.matchSeconds.toFixed(3)} s; ${matching.secondsRange}; ${count(matching.roundTrips)} round trips)`);
  const peaks: Array<[string, number]> = [['parse and matching', Math.max(parse.peakRssMb, matching.peakRssMb)]];

  const sqlite = median(rounds.sqlite, (figures) => figures.seconds);
  peaks.push(['SQLite import', reportImport('SQLite ', 'sqlite', sqlite, rows, 60_000)]);
  const sqliteReference = median(rounds.sqliteReference, (figures) => figures.withIndexesSeconds);
  peaks.push(['SQLite reference', sqliteReference.peakRssMb]);
  const { withIndexesSeconds, withoutIndexesSeconds } = sqliteReference;
  console.log(`SQLite reference, the import's own INSERTs of the same rows with nothing else (no parsing, keys or matching): ${withIndexesSeconds.toFixed(3)} s (${sqliteReference.secondsRange}), ${perSecond(rows, withIndexesSeconds)} executions`);
  console.log(`  end to end vs the reference: ${(withIndexesSeconds / sqlite.seconds).toFixed(2)} of its speed; into the same tables without indexes: ${withoutIndexesSeconds.toFixed(3)} s, ${perSecond(rows, withoutIndexesSeconds)} executions`);

  const mysql = median(rounds.mysql, (figures) => figures.seconds);
  peaks.push(['MariaDB import', reportImport('MariaDB', 'mysql', mysql, rows, 40_000)]);
  const reference = median(rounds.mysqlReference, (figures) => figures.loadDataSeconds);
  peaks.push(['MariaDB reference', reference.peakRssMb]);
  const stored = `${count(mysql.executions)} executions + ${count(mysql.trades)} trades and their fills`;
  const ratio = reference.loadDataSeconds / mysql.seconds;
  console.log(`MariaDB reference, LOAD DATA LOCAL INFILE of the same rows (${stored}): ${reference.loadDataSeconds.toFixed(3)} s (${reference.secondsRange}), ${perSecond(rows, reference.loadDataSeconds)} executions`);
  console.log(`  end to end vs the reference: ${ratio.toFixed(2)} of its speed ${verdict(ratio >= 0.6, '>= 0.6')}`);
  benchLine({ name: 'import_vs_load_data', db: 'mysql', size: rows, ratio: Math.round(ratio * 100) / 100, target_ratio: 0.6, met: ratio >= 0.6 });
  console.log(`MariaDB plain multi-row INSERTs of the same rows: ${reference.multiRowInsertSeconds.toFixed(3)} s, ${perSecond(rows, reference.multiRowInsertSeconds)} executions; end to end: ${(reference.multiRowInsertSeconds / mysql.seconds).toFixed(2)} of its speed`);
  peaks.push(['SQLite concurrent imports', reportConcurrent('SQLite ', 'sqlite', rounds.sqliteConcurrent)]);
  peaks.push(['MariaDB concurrent imports', reportConcurrent('MariaDB', 'mysql', rounds.mysqlConcurrent)]);
  console.log(`machine speed (bench-measure.ts), before the measurements and after: a fixed CPU loop ${calibrationAtStart.cpu.toFixed(3)} s and ${cpuCalibrationSeconds().toFixed(3)} s, a fixed allocation loop ${calibrationAtStart.allocation.toFixed(3)} s and ${allocationCalibrationSeconds().toFixed(3)} s`);
  // The target is the import's memory; the references hold their rows preformatted, which an import never does.
  const peak = Math.max(...peaks.filter(([phase]) => !phase.endsWith('reference')).map(([, rss]) => rss));
  benchLine({ name: 'import_peak_rss', db: 'any', size: rows, peak_rss_mb: peak, target_mb: 400, met: peak < 400 });
  console.log(`peak RSS of parsing and importing: ${peak} MB ${verdict(peak < 400, '< 400 MB')} (each measurement in its own process, without the TypeScript compiler: ${peaks.map(([phase, rss]) => `${phase} ${rss} MB`).join(', ')})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
