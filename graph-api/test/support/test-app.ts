import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { MikroORM } from '@mikro-orm/core';
import type { Express } from 'express';
import { createApp } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/config';
import { applyMigrations } from '../../src/db/migrations';
import { openOrm } from '../../src/db/orm';
import { createLogger } from '../../src/logger';
import { buildServices, type Services } from '../../src/services';
import { LogCapture } from './log-capture';
import { ManualClock } from './manual-clock';

export interface TestApp {
  app: Express;
  orm: MikroORM;
  config: AppConfig;
  logs: LogCapture;
  services: Services;
  /** The app's clock: it stands still until a test moves it. */
  clock: ManualClock;
  close(): Promise<void>;
}

/**
 * Password hashing cheap enough for a fast suite, outside production mode only (production
 * refuses it, as it should). The production cost has its own test in password-hasher.test.ts.
 */
const CHEAP_PASSWORD_HASHING = { PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_ITERATIONS: '1' };

/**
 * The real app on a migrated database chosen by `env` (as from describeEachDatabase), logging into
 * memory. Front-ends are looked for in an empty folder unless STATIC_ROOT is given.
 */
export async function startTestApp(env: Record<string, string>): Promise<TestApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    STATIC_ROOT: path.join(env.DATA_DIR ?? tmpdir(), 'no-front-ends'),
    ...(env.NODE_ENV === 'production' ? {} : CHEAP_PASSWORD_HASHING),
    ...env,
  });
  const logs = new LogCapture();
  const logger = createLogger('info', logs);
  const orm = await openOrm(config.database);
  await applyMigrations(orm);
  // A time with milliseconds, as the system clock's are: every date-time column keeps them
  // (src/db/datetime-precision.ts), and a whole second here once hid that MySQL's dropped them.
  const clock = new ManualClock(new Date(Math.floor(Date.now() / 1000) * 1000 + 678));
  const services = await buildServices({ config, logger, clock });
  const app = await createApp({ config, orm, logger, services });
  return {
    app,
    orm,
    config,
    logs,
    services,
    clock,
    async close() {
      // A test that started the app's runner (services.jobs.start) has it stopped before the database closes.
      await services.jobs.stop();
      await services.mailer.idle();
      await services.insights.close();
      services.figuresCache.close();
      await services.heavyWork.close();
      services.mailer.close();
      await orm.close(true);
    },
  };
}

/** For tests that are not about the database: the app on its own temporary SQLite file. */
export async function startSqliteTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tj-graph-api-'));
  const testApp = await startTestApp({ DATA_DIR: dataDir, ...env });
  return {
    ...testApp,
    async close() {
      await testApp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
