import path from 'node:path';
import { BetterSqliteDriver } from '@mikro-orm/better-sqlite';
import { type Options, ReflectMetadataProvider } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PACKAGE_ROOT, RUNNING_FROM_SOURCE } from '../package-info';
import { ClusterSafeMySqlDriver } from './cluster-safe-mysql-driver';
import type { DatabaseConfig, DatabaseKind } from './database-config';
import { keepMillisecondsOfDateTimes } from './datetime-precision';
import { ENTITIES } from './entities';
import { prepareMySqlSession } from './mysql-session';
import { RetryingEntityManager } from './retrying-entity-manager';

/** Migrations are written per dialect: SQLite and MySQL differ in types and in what ALTER can do. */
export function migrationsFolder(kind: DatabaseKind): { source: string; compiled: string } {
  return {
    source: path.join(PACKAGE_ROOT, 'migrations', kind),
    compiled: path.join(PACKAGE_ROOT, 'dist', 'migrations', kind),
  };
}

function sharedOptions(kind: DatabaseKind): Options {
  const folder = migrationsFolder(kind);
  // SQLite changes its schema inside transactions, so a failed run leaves nothing half-applied.
  // MySQL commits each DDL statement on its own: a transaction around it would only pretend.
  const transactional = kind === 'sqlite';
  return {
    entities: ENTITIES,
    // Transactions run again after a deadlock, a cluster conflict or a node not ready (docs/galera.md).
    entityManager: RetryingEntityManager,
    metadataProvider: ReflectMetadataProvider,
    discovery: { onMetadata: keepMillisecondsOfDateTimes },
    extensions: [Migrator],
    forceUtcTimezone: true,
    // The database must exist and be migrated by an operator: never created or changed implicitly.
    ensureDatabase: false,
    // Under TypeScript runners the .ts migrations are read, from the build the compiled .js ones.
    preferTs: RUNNING_FROM_SOURCE,
    // Imports resolve from this module, so vitest and swc-node can load the .ts migrations.
    dynamicImportProvider: (id: string) => import(id),
    migrations: {
      path: folder.compiled,
      pathTs: folder.source,
      glob: '!(*.d).{js,ts}',
      emit: 'ts',
      snapshotName: '.snapshot',
      // MikroORM rewrites the snapshot from the live database after every up() and down(): a test
      // that migrates a scratch database down to nothing emptied the committed one. Only
      // migration:create (create-migration-cli.ts) reads and writes it.
      snapshot: false,
      transactional,
      allOrNothing: transactional,
      silent: true,
    },
    colors: false,
  };
}

export function ormOptions(database: DatabaseConfig): Options {
  if (database.kind === 'sqlite') {
    // better-sqlite3 rather than libsql: it binds values straight into SQLite, and a 10 MB import
    // stored its rows a quarter faster (libsql converts every value through its own types first).
    return { ...sharedOptions('sqlite'), driver: BetterSqliteDriver, dbName: database.file };
  }
  const { host, port, user, password, dbName } = database;
  // A driver and sessions right for a Galera cluster too (docs/galera.md).
  return { ...sharedOptions('mysql'), driver: ClusterSafeMySqlDriver, host, port, user, password, dbName, pool: { afterCreate: prepareMySqlSession } };
}
