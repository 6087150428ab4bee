// `npm run migrate [-- up|down|pending]` (default up; `migrate:dev` runs it from source): the only way
// the schema changes.
// Uses DATABASE_URL or DATA_DIR exactly as the server does.
import 'reflect-metadata';
import type { MikroORM } from '@mikro-orm/core';
import { loadDatabaseConfig } from '../config';
import { describeDatabase } from './database-config';
import { applyMigrations, pendingMigrations, revertMigrations } from './migrations';
import { openOrm } from './orm';

const COMMANDS = new Map<string, (orm: MikroORM) => Promise<void>>([
  ['up', async (orm) => report(await applyMigrations(orm), 'Applied', 'No pending migrations: the schema is up to date.')],
  ['down', async (orm) => report(await revertMigrations(orm, 'last'), 'Reverted', 'No migration to revert.')],
  ['pending', async (orm) => report(await pendingMigrations(orm), 'Pending', 'No pending migrations.')],
]);

function report(names: string[], verb: string, whenNone: string): void {
  if (names.length === 0) return console.log(whenNone);
  console.log(`${verb} ${names.length} migration${names.length === 1 ? '' : 's'}:`);
  for (const name of names) console.log(`  ${name}`);
}

async function main(): Promise<void> {
  const commandName = process.argv[2] ?? 'up';
  const command = COMMANDS.get(commandName);
  if (!command) {
    console.error(`Unknown command "${commandName}". Usage: migrate-cli [${[...COMMANDS.keys()].join('|')}] (default up)`);
    process.exit(2);
  }
  const database = loadDatabaseConfig();
  console.log(`Database: ${describeDatabase(database)}`);
  const orm = await openOrm(database);
  try {
    await command(orm);
  } finally {
    await orm.close(true);
  }
}

main().catch((error: unknown) => {
  console.error(`Migration failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
