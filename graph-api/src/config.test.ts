import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, loadDatabaseConfig } from './config';
import { describeDatabase } from './db/database-config';
import { DEFAULT_REMOTE_REGISTRY } from './modules/remotes/remote-registry';
import { ConfigError } from './startup-errors';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

describe('loadConfig', () => {
  const startDirectory = process.cwd();
  afterEach(() => process.chdir(startDirectory));

  it('has defaults for everything, with data and front-ends under the repository root whatever the working directory', () => {
    process.chdir(mkdtempSync(path.join(tmpdir(), 'tj-cwd-')));
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      environment: 'development',
      production: false,
      dataDir: path.join(REPO_ROOT, 'data'),
      database: { kind: 'sqlite', file: path.join(REPO_ROOT, 'data', 'journal.sqlite') },
      logLevel: 'info',
      remotes: DEFAULT_REMOTE_REGISTRY,
      staticRoot: REPO_ROOT,
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', HOST: '', DATABASE_URL: '', NODE_ENV: '' })).toMatchObject({ port: 3000, host: '127.0.0.1', environment: 'development' });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '4000',
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
      DATA_DIR: '/var/lib/journal',
      LOG_LEVEL: 'warn',
      STATIC_ROOT: '/srv/journal',
    });
    expect(config).toMatchObject({
      port: 4000,
      host: '0.0.0.0',
      production: true,
      dataDir: '/var/lib/journal',
      database: { kind: 'sqlite', file: '/var/lib/journal/journal.sqlite' },
      logLevel: 'warn',
      staticRoot: '/srv/journal',
    });
  });

  it('selects MySQL from DATABASE_URL, and describes it without the password', () => {
    const database = loadDatabaseConfig({ DATABASE_URL: 'mysql://journal:s%40cret@db.internal:3307/trading' });
    expect(database).toEqual({ kind: 'mysql', host: 'db.internal', port: 3307, user: 'journal', password: 's@cret', dbName: 'trading' });
    expect(describeDatabase(database)).toBe('MySQL journal@db.internal:3307/trading');
  });

  it.each([
    ['postgres://u:hunter2@db/x', /unsupported scheme "postgres"/],
    ['mysql://u:hunter2@db:3306', /no database name/],
    ['not a url hunter2', /not a URL/],
  ])('refuses DATABASE_URL=%s without repeating it', (url, reason) => {
    const load = () => loadConfig({ DATABASE_URL: url });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(reason);
    expect(load).not.toThrow(/hunter2/);
  });

  it('names each invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', NODE_ENV: 'staging', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*NODE_ENV[\s\S]*LOG_LEVEL/);
  });
});
