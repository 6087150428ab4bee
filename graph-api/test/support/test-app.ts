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
import { LogCapture } from './log-capture';

export interface TestApp {
  app: Express;
  orm: MikroORM;
  config: AppConfig;
  logs: LogCapture;
  close(): Promise<void>;
}

/**
 * The real app on a migrated database chosen by `env` (as from describeEachDatabase), logging into
 * memory. Front-ends are looked for in an empty folder unless STATIC_ROOT is given.
 */
export async function startTestApp(env: Record<string, string>): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: 'test', STATIC_ROOT: path.join(env.DATA_DIR ?? tmpdir(), 'no-front-ends'), ...env });
  const logs = new LogCapture();
  const orm = await openOrm(config.database);
  await applyMigrations(orm);
  const app = await createApp({ config, orm, logger: createLogger('info', logs) });
  return { app, orm, config, logs, close: () => orm.close(true) };
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
