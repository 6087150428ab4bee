import type { MikroORM } from '@mikro-orm/core';
import { RUNNING_FROM_SOURCE } from '../package-info';
import { StartupError } from '../startup-errors';

/** The schema is behind the code; the server refuses to run on it rather than migrate implicitly. */
export class PendingMigrationsError extends StartupError {
  override readonly name = 'PendingMigrationsError';

  constructor(readonly pending: string[]) {
    // From source (npm run dev) there may be no build for `npm run migrate` to run.
    const command = RUNNING_FROM_SOURCE ? 'npm run migrate:dev -w graph-api' : 'npm run migrate';
    super(
      `${pending.length} database migration(s) pending (${pending.join(', ')}). The server never migrates on its own: ` +
        `run \`${command}\` with the same DATABASE_URL or DATA_DIR, then start it again.`,
    );
  }
}

/** Names of the migrations not yet applied, oldest first. */
export async function pendingMigrations(orm: MikroORM): Promise<string[]> {
  const pending = await orm.migrator.getPendingMigrations();
  return pending.map(({ name }) => name);
}

/** Applies every pending migration (all in one transaction where the dialect allows); returns their names. */
export async function applyMigrations(orm: MikroORM): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map(({ name }) => name);
}

/** Reverts the most recent migration, or all of them; returns the names reverted, newest first. */
export async function revertMigrations(orm: MikroORM, scope: 'last' | 'all' = 'last'): Promise<string[]> {
  const reverted = await orm.migrator.down(scope === 'all' ? { to: 0 } : undefined);
  return reverted.map(({ name }) => name);
}

export async function assertNoPendingMigrations(orm: MikroORM): Promise<void> {
  const pending = await pendingMigrations(orm);
  if (pending.length > 0) throw new PendingMigrationsError(pending);
}
