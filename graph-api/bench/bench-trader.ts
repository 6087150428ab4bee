import type { MikroORM } from '@mikro-orm/core';
import { type AppConfig, loadConfig } from '../src/config';
import { applyMigrations } from '../src/db/migrations';
import { openOrm } from '../src/db/orm';
import { User } from '../src/infra/users/user.entity';

/**
 * Opens the database a benchmark's `env` names, with every migration applied, and signs up one
 * trader `username` for it to seed; `work` runs with them and the database is closed after.
 */
export async function withBenchTrader(
  env: Record<string, string>,
  username: string,
  work: (bench: { orm: MikroORM; config: AppConfig; userId: number }) => Promise<void>,
): Promise<void> {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const orm = await openOrm(config.database);
  try {
    await applyMigrations(orm);
    const em = orm.em.fork();
    const user = em.create(User, { username, email: `${username}@example.test` });
    await em.flush();
    await work({ orm, config, userId: user.id });
  } finally {
    await orm.close(true);
  }
}
