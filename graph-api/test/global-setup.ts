// Probes MariaDB/MySQL once for the whole run; describeEachDatabase reads the answer with inject().
import type { TestProject } from 'vitest/node';
import { mySqlServerFromUrl } from '../src/db/database-config';
import { pingMySqlServer } from '../src/db/mysql-server';

export interface MySqlAvailability {
  url: string;
  /** CI=true or REQUIRE_MYSQL=1: an unreachable server fails the MySQL suites instead of skipping them. */
  required: boolean;
  /** Why the server could not be reached; null when it answered. */
  unreachableBecause: string | null;
}

declare module 'vitest' {
  export interface ProvidedContext {
    mysql: MySqlAvailability;
  }
}

const DEFAULT_TEST_MYSQL_URL = 'mysql://root@127.0.0.1:3306';

export default async function probeMySql(project: TestProject): Promise<void> {
  const url = process.env.TEST_MYSQL_URL || DEFAULT_TEST_MYSQL_URL;
  const required = ['true', '1'].includes(process.env.CI ?? '') || process.env.REQUIRE_MYSQL === '1';
  let unreachableBecause: string | null = null;
  try {
    await pingMySqlServer(mySqlServerFromUrl(url));
  } catch (error) {
    unreachableBecause = error instanceof Error ? error.message || error.name : String(error);
  }
  if (unreachableBecause && !required) {
    const { host, port } = mySqlServerFromUrl(url);
    console.warn(
      `\n[graph-api] MariaDB/MySQL at ${host}:${port} is unreachable (${unreachableBecause}): the MySQL suites are SKIPPED.\n` +
        '[graph-api] Start it, or set TEST_MYSQL_URL. CI=true or REQUIRE_MYSQL=1 turns this into a failure.\n',
    );
  }
  project.provide('mysql', { url, required, unreachableBecause });
}
