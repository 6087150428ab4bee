// `npm run migration:create -w graph-api -- <name>`: writes a migration for each dialect from the
// difference between the entities and migrations/<dialect>/.snapshot.json, then updates the snapshot.
// The MySQL one needs a server (TEST_MYSQL_URL, default mysql://root@127.0.0.1:3306).
import 'reflect-metadata';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { type DatabaseConfig, mySqlServerFromUrl } from './database-config';
import { createScratchDatabase, dropScratchDatabase } from './mysql-server';
import { ormOptions } from './orm-options';

async function createMigration(database: DatabaseConfig, name: string | undefined): Promise<void> {
  // preferTs: the new file goes to migrations/<dialect>/ (the sources), even when run from dist/.
  const options = ormOptions(database);
  const orm = await MikroORM.init({ ...options, preferTs: true, migrations: { ...options.migrations, snapshot: true } });
  try {
    const { fileName } = await orm.migrator.createMigration(undefined, false, false, name);
    if (!fileName) return console.log(`${database.kind}: no schema changes`);
    console.log(`${database.kind}: wrote migrations/${database.kind}/${fileName}`);
    // MikroORM's SQLite platform cannot derive the reverse of a change.
    if (database.kind === 'sqlite') console.log('sqlite: write its down() by hand');
  } finally {
    await orm.close(true);
  }
}

async function main(): Promise<void> {
  const name = process.argv[2];
  const scratchDir = await mkdtemp(path.join(tmpdir(), 'tj-migration-'));
  try {
    await createMigration({ kind: 'sqlite', file: path.join(scratchDir, 'scratch.sqlite') }, name);
  } finally {
    await rm(scratchDir, { recursive: true, force: true });
  }
  const server = mySqlServerFromUrl(process.env.TEST_MYSQL_URL || 'mysql://root@127.0.0.1:3306');
  const scratch = await createScratchDatabase(server, 'tj_migration');
  try {
    await createMigration(scratch, name);
  } finally {
    await dropScratchDatabase(server, scratch.dbName);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
