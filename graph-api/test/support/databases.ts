import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { type DatabaseKind, mySqlServerFromUrl, mySqlUrlOf } from '../../src/db/database-config';
import { createScratchDatabase, dropScratchDatabase } from '../../src/db/mysql-server';

/** The database of one suite: fresh and empty, created before the suite's hooks and dropped after. */
export interface SuiteDatabase {
  readonly kind: DatabaseKind;
  /**
   * The variables an operator would set to use it: DATA_DIR (a temporary folder), plus DATABASE_URL
   * for MySQL. Read it in beforeAll or in tests, not while the suite is being declared.
   */
  readonly env: Record<string, string>;
}

class PreparedDatabase implements SuiteDatabase {
  private prepared: Record<string, string> | null = null;

  constructor(readonly kind: DatabaseKind) {}

  get env(): Record<string, string> {
    if (!this.prepared) throw new Error('The suite database exists from beforeAll on; read env inside a hook or a test');
    return this.prepared;
  }

  set(env: Record<string, string> | null): void {
    this.prepared = env;
  }
}

const temporaryFolder = () => mkdtemp(path.join(tmpdir(), 'tj-graph-api-'));

function describeOnSqlite(name: string, defineSuite: (database: SuiteDatabase) => void): void {
  describe(`${name} [sqlite]`, () => {
    const database = new PreparedDatabase('sqlite');
    beforeAll(async () => database.set({ DATA_DIR: await temporaryFolder() }));
    afterAll(async () => {
      await rm(database.env.DATA_DIR ?? '', { recursive: true, force: true });
      database.set(null);
    });
    defineSuite(database);
  });
}

/**
 * A suite for MariaDB/MySQL only (what SQLite cannot have: several processes on one server), on a
 * fresh scratch database; skipped, or failed under CI=true / REQUIRE_MYSQL=1, as describeEachDatabase's.
 */
export function describeOnMySql(name: string, defineSuite: (database: SuiteDatabase) => void): void {
  const { url, required, unreachableBecause } = inject('mysql');
  const title = `${name} [mysql]`;
  if (unreachableBecause && required) {
    describe(title, () => {
      it('reaches MariaDB/MySQL (required because CI=true or REQUIRE_MYSQL=1)', () => {
        throw new Error(`MariaDB/MySQL is unreachable: ${unreachableBecause}. Start it or set TEST_MYSQL_URL.`);
      });
    });
    return;
  }
  const database = new PreparedDatabase('mysql');
  const server = mySqlServerFromUrl(url);
  // Skipped visibly: the tests still appear in the report, as skipped, and global-setup says why.
  const describeIfReachable = unreachableBecause ? describe.skip : describe;
  describeIfReachable(title, () => {
    let dbName = '';
    beforeAll(async () => {
      const scratch = await createScratchDatabase(server, 'tj_test');
      dbName = scratch.dbName;
      database.set({ DATA_DIR: await temporaryFolder(), DATABASE_URL: mySqlUrlOf(server, dbName) });
    });
    afterAll(async () => {
      await dropScratchDatabase(server, dbName);
      await rm(database.env.DATA_DIR ?? '', { recursive: true, force: true });
      database.set(null);
    });
    defineSuite(database);
  });
}

/**
 * Another fresh, empty database of the same kind as a suite's, for a test that compares two
 * databases (the demo journal generated in each): a temporary SQLite folder, or a scratch MySQL
 * database on the same server. `drop()` removes it.
 */
export async function createFreshDatabase(kind: DatabaseKind): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const dataDir = await temporaryFolder();
  if (kind === 'sqlite') return { env: { DATA_DIR: dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
  const server = mySqlServerFromUrl(inject('mysql').url);
  const { dbName } = await createScratchDatabase(server, 'tj_test');
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: mySqlUrlOf(server, dbName) },
    async drop() {
      await dropScratchDatabase(server, dbName);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Declares the same suite twice: on SQLite (a temporary file) and on MariaDB/MySQL (a database
 * `tj_test_<random>` on TEST_MYSQL_URL, default mysql://root@127.0.0.1:3306). Each run gets its own
 * fresh, empty database. When the server is unreachable the MySQL run is skipped with a message,
 * or fails under CI=true / REQUIRE_MYSQL=1.
 */
export function describeEachDatabase(name: string, defineSuite: (database: SuiteDatabase) => void): void {
  describeOnSqlite(name, defineSuite);
  describeOnMySql(name, defineSuite);
}
