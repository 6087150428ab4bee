import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import type { MySqlDatabaseConfig, MySqlServer } from './database-config';

async function runOnServer(server: MySqlServer, sql: string): Promise<void> {
  const connection = await createConnection({ ...server, connectTimeout: 3000 });
  try {
    await connection.query(sql);
  } finally {
    await connection.end();
  }
}

/** Resolves when the server answers; rejects with the driver's reason otherwise. */
export function pingMySqlServer(server: MySqlServer): Promise<void> {
  return runOnServer(server, 'select 1');
}

/**
 * Creates an empty database with a random name (`<prefix>_<hex>`), for a test suite or for
 * generating migrations, and returns its connection settings.
 */
export async function createScratchDatabase(server: MySqlServer, prefix: string): Promise<MySqlDatabaseConfig> {
  const dbName = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runOnServer(server, `create database \`${dbName}\` character set utf8mb4 collate utf8mb4_unicode_ci`);
  return { kind: 'mysql', ...server, dbName };
}

export async function dropScratchDatabase(server: MySqlServer, dbName: string): Promise<void> {
  await runOnServer(server, `drop database if exists \`${dbName}\``);
}
