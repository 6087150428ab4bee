import path from 'node:path';
import { ConfigError } from '../startup-errors';

export type DatabaseKind = 'sqlite' | 'mysql';

/** Where a MySQL/MariaDB server answers and who signs in; a database on it adds `dbName`. */
export interface MySqlServer {
  host: string;
  port: number;
  user: string;
  password: string;
}

export type MySqlDatabaseConfig = { kind: 'mysql'; dbName: string } & MySqlServer;
export type DatabaseConfig = { kind: 'sqlite'; file: string } | MySqlDatabaseConfig;

/** DATABASE_URL=mysql://… selects MySQL/MariaDB; without it the embedded SQLite file in the data folder is used. */
export function databaseConfigFrom(databaseUrl: string | undefined, dataDir: string): DatabaseConfig {
  if (!databaseUrl) return { kind: 'sqlite', file: path.join(dataDir, 'journal.sqlite') };
  return parseMySqlUrl(databaseUrl);
}

function parseMySqlUrl(databaseUrl: string): MySqlDatabaseConfig {
  // The message never repeats the URL: it may hold a password.
  const invalid = (why: string) =>
    new ConfigError(`DATABASE_URL is invalid (${why}); expected mysql://user:password@host:port/database`);
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw invalid('not a URL');
  }
  if (url.protocol !== 'mysql:') throw invalid(`unsupported scheme "${url.protocol.replace(/:$/, '')}"`);
  if (!url.hostname) throw invalid('no host');
  const dbName = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!dbName || dbName.includes('/')) throw invalid('no database name');
  return { kind: 'mysql', ...serverOf(url), dbName };
}

function serverOf(url: URL): MySqlServer {
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : 3306,
    user: decodeURIComponent(url.username) || 'root',
    password: decodeURIComponent(url.password),
  };
}

/** The server part of a URL such as TEST_MYSQL_URL=mysql://root@127.0.0.1:3306 (any database in it is ignored). */
export function mySqlServerFromUrl(serverUrl: string): MySqlServer {
  return serverOf(new URL(serverUrl));
}

/** The DATABASE_URL of a MySQL database (what the suites and benchmarks hand the app for a scratch database). */
export function mySqlUrlOf({ user, password, host, port }: MySqlServer, dbName: string): string {
  const credentials = `${encodeURIComponent(user)}${password ? `:${encodeURIComponent(password)}` : ''}`;
  return `mysql://${credentials}@${host}:${port}/${encodeURIComponent(dbName)}`;
}

/** A description of the database that is safe to log: never the password. */
export function describeDatabase(database: DatabaseConfig): string {
  if (database.kind === 'sqlite') return `SQLite ${database.file}`;
  return `MySQL ${database.user}@${database.host}:${database.port}/${database.dbName}`;
}
