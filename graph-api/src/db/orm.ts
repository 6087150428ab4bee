import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { StartupError } from '../startup-errors';
import { type DatabaseConfig, describeDatabase } from './database-config';
import { ormOptions } from './orm-options';

/** The database did not answer at start-up; the message names it without its password. */
export class DatabaseUnavailableError extends StartupError {
  override readonly name = 'DatabaseUnavailableError';
}

/** Opens the ORM and proves the database answers, so a wrong DATABASE_URL fails at start, not on the first request. */
export async function openOrm(database: DatabaseConfig): Promise<MikroORM> {
  if (database.kind === 'sqlite') await mkdir(path.dirname(database.file), { recursive: true });
  const orm = await MikroORM.init(ormOptions(database));
  const connection = await orm.checkConnection();
  if (!connection.ok) {
    await orm.close(true);
    throw new DatabaseUnavailableError(`Cannot connect to ${describeDatabase(database)}: ${connection.reason}`);
  }
  return orm;
}
