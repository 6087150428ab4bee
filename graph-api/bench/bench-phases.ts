import { systemClock } from '../src/clock';
import type { DatabaseConfig, MySqlDatabaseConfig } from '../src/db/database-config';
import { applyMigrations } from '../src/db/migrations';
import { openOrm } from '../src/db/orm';
import { createLogger } from '../src/logger';
import { parseCsvFile } from '../src/modules/imports/csv/csv-file';
import { CsvImportService } from '../src/modules/imports/service/csv-import.service';
import { groupsOf, inStorageOrder } from '../src/modules/imports/storage/execution-store';
import { ImportService, withDedupeKeys } from '../src/modules/imports/service/import.service';
import { SettingsService } from '../src/modules/settings/settings.service';
import { buildRoundTrips } from '../src/modules/trades/matching/round-trips';
import { User } from '../src/infra/users/user.entity';
import { timed } from './bench-measure';
import { generateDasCsv } from './das-csv-generator';
import { mysqlReference, type ReferenceTimes } from './mysql-reference';
import { withSqliteFile } from './sqlite-file';
import { sqliteReference, type SqliteReferenceTimes } from './sqlite-reference';

/** The measurements of the import benchmark; each runs in a process of its own (phase-runner.ts). */

// Just under the upload limit (MAX_CSV_BYTES): the largest file a user can import.
const TARGET_BYTES = 10 * 1024 * 1024 - 1024;
const DAY = { timeZone: 'America/New_York', tradeDate: '2026-07-15' };
const PARSE_OPTIONS = { ...DAY, now: new Date('2026-07-15T20:00:00Z') };
export const WARM_UP_LINES = 1000;

export interface ParseFigures {
  bytes: number;
  rows: number;
  parseSeconds: number;
  matchSeconds: number;
  roundTrips: number;
}

export interface ImportFigures {
  seconds: number;
  commitSeconds: number;
  executions: number;
  trades: number;
}

/** Users importing at once in the concurrent measurement, each a fifth of the 10 MB file. */
export const CONCURRENT_USERS = 5;

export interface ConcurrentFigures {
  /** From the first import's start to the last one's end. */
  seconds: number;
  /** Each import's own time, in the order they finished. */
  importSeconds: number[];
  /** Executions stored across all users, and what each user's import reported. */
  executions: number;
  executionsPerUser: number[];
}

/** The benchmark's file, written once by import.bench.ts for all its measurements. */
export const generateBenchCsv = () => generateDasCsv(TARGET_BYTES);

/** Parse and matching on their own, after a warm-up on the first lines. */
export async function measureParseAndMatch(csv: Buffer): Promise<ParseFigures> {
  parseCsvFile(firstLines(csv, WARM_UP_LINES).toString('utf8'), 'das_trader', PARSE_OPTIONS);
  const text = csv.toString('utf8');
  const parse = await timed(() => parseCsvFile(text, 'das_trader', PARSE_OPTIONS));
  const matchable = withDedupeKeys(parse.value.executions);
  const match = await timed(() => buildRoundTrips(matchable));
  return { bytes: csv.length, rows: parse.value.executions.length, parseSeconds: parse.seconds, matchSeconds: match.seconds, roundTrips: match.value.length };
}

export const measureSqliteImport = (csv: Buffer) => withSqliteFile((file) => importInto({ kind: 'sqlite', file }, csv));

export const measureMySqlImport = (database: MySqlDatabaseConfig, csv: Buffer) => importInto(database, csv);

/** LOAD DATA (and plain INSERTs) of the rows the import stores: its executions and its round trips. */
export function measureMySqlReference(database: MySqlDatabaseConfig, csv: Buffer): Promise<ReferenceTimes> {
  const { keyed, roundTrips } = rowsToStore(csv);
  return mysqlReference(database, keyed, roundTrips);
}

/** The import's own SQLite writers alone, with and without the tables' indexes. */
export function measureSqliteReference(csv: Buffer): Promise<SqliteReferenceTimes> {
  const { keyed, roundTrips } = rowsToStore(csv);
  return sqliteReference(keyed, roundTrips);
}

/**
 * What an import of the file stores, worked out beforehand (untimed) for the references, in the
 * order the import stores it: a fresh database numbers the groups in order of first appearance.
 */
function rowsToStore(csv: Buffer) {
  const keyed = withDedupeKeys(parseCsvFile(csv.toString('utf8'), 'das_trader', PARSE_OPTIONS).executions);
  const ordered = inStorageOrder(keyed, new Map([...groupsOf(keyed).keys()].map((key, index) => [key, index + 1])));
  return { keyed: ordered, roundTrips: buildRoundTrips(ordered) };
}

/** The real ImportService, timing the commit (dedupe, store, match, trades) of each import. */
class TimedImportService extends ImportService {
  commitSeconds = 0;

  override async commit(...args: Parameters<ImportService['commit']>): ReturnType<ImportService['commit']> {
    const { value, seconds } = await timed(() => super.commit(...args));
    this.commitSeconds = seconds;
    return value;
  }
}

/** Migrates the database, then imports the file through the upload service as a new user. */
async function importInto(database: DatabaseConfig, csv: Buffer): Promise<ImportFigures> {
  return withImporter(database, csv, async (importAs, imports) => {
    const { value: outcome, seconds } = await timed(() => importAs('bench', csv));
    return { seconds, commitSeconds: imports.commitSeconds, executions: outcome.executionsImported, trades: outcome.tradesImported };
  });
}

export const measureSqliteConcurrentImports = (csv: Buffer) => withSqliteFile((file) => measureConcurrentImports({ kind: 'sqlite', file }, csv));

export const measureMySqlConcurrentImports = (database: MySqlDatabaseConfig, csv: Buffer) => measureConcurrentImports(database, csv);

/** CONCURRENT_USERS new users each import a fifth of the file, all at the same moment. */
function measureConcurrentImports(database: DatabaseConfig, csv: Buffer): Promise<ConcurrentFigures> {
  const share = firstLines(csv, Math.floor(lineCount(csv) / CONCURRENT_USERS));
  return withImporter(database, csv, async (importAs) => {
    const importSeconds: number[] = [];
    const users = Array.from({ length: CONCURRENT_USERS }, (_, index) => `concurrent${index}`);
    const { value: outcomes, seconds } = await timed(() =>
      Promise.all(
        users.map(async (username) => {
          const { value, seconds: ownSeconds } = await timed(() => importAs(username, share));
          importSeconds.push(ownSeconds);
          return value;
        }),
      ),
    );
    const executionsPerUser = outcomes.map((outcome) => outcome.executionsImported);
    return { seconds, importSeconds, executions: executionsPerUser.reduce((sum, value) => sum + value, 0), executionsPerUser };
  });
}

type ImportAs = (username: string, bytes: Buffer) => ReturnType<CsvImportService['import']>;

/** A migrated database and the real import services, warmed up, for `measure` to import with. */
async function withImporter<T>(database: DatabaseConfig, warmUpCsv: Buffer, measure: (importAs: ImportAs, imports: TimedImportService) => Promise<T>): Promise<T> {
  const orm = await openOrm(database);
  try {
    await applyMigrations(orm);
    const imports = new TimedImportService(systemClock, createLogger('silent'));
    const csvImports = new CsvImportService(imports, new SettingsService(systemClock), systemClock);
    const importAs: ImportAs = async (username, bytes) => {
      const em = orm.em.fork();
      const user = em.create(User, { username, email: `${username}@example.test` });
      await em.flush();
      return csvImports.import(orm.em.fork(), user.id, { upload: { fileName: 'bench.csv', bytes }, platform: 'das_trader', ...DAY });
    };
    // A running server has its queries and code paths warm; another user, so the measured import is a first one.
    await importAs('warmup', firstLines(warmUpCsv, WARM_UP_LINES));
    return await measure(importAs, imports);
  } finally {
    await orm.close(true);
  }
}

function lineCount(csv: Buffer): number {
  let lines = 0;
  for (let at = csv.indexOf(10); at !== -1; at = csv.indexOf(10, at + 1)) lines += 1;
  return lines;
}

/** The header and the first `count` rows of a CSV. */
function firstLines(csv: Buffer, count: number): Buffer {
  let end = 0;
  for (let line = 0; line <= count && end !== -1; line += 1) end = csv.indexOf('\n', end + 1);
  return end === -1 ? csv : csv.subarray(0, end + 1);
}
