import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig, loadDatabaseConfig } from './config';
import { describeDatabase } from './db/database-config';
import { DEFAULT_REMOTE_REGISTRY } from './infra/remotes/remote-registry';
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
      publicUrl: 'http://127.0.0.1:3000',
      trustProxy: false,
      auth: {
        session: { idleTimeoutSeconds: 7 * 86_400, absoluteTimeoutSeconds: 30 * 86_400 },
        passwordHashing: { memoryKiB: 19_456, iterations: 2 },
        rateLimits: {
          signInPerAccount: { limit: 10, windowSeconds: 900 },
          signInPerIp: { limit: 50, windowSeconds: 900 },
          signInGlobal: { limit: 500, windowSeconds: 900 },
          signInPerIpUnderAttack: { limit: 10, windowSeconds: 900 },
          registerPerIp: { limit: 20, windowSeconds: 3600 },
          passwordResetPerEmail: { limit: 3, windowSeconds: 900 },
          passwordResetPerIp: { limit: 10, windowSeconds: 900 },
          emailChangePerUser: { limit: 5, windowSeconds: 3600 },
          verificationMailPerUser: { limit: 3, windowSeconds: 3600 },
        },
        google: null,
        appSecret: null,
      },
      mail: { smtpUrl: null, from: 'Trading Journal <no-reply@localhost>' },
      brokers: {
        ibkrFlexBaseUrl: 'https://ndcdyn.interactivebrokers.com/AccountManagement/FlexWebService',
        alpacaBaseUrls: ['https://paper-api.alpaca.markets', 'https://api.alpaca.markets'],
        schwab: null,
        requestTimeoutMs: 30_000,
      },
      imports: { uploadsPerUser: { limit: 120, windowSeconds: 900 } },
      heavyWork: { requestsPerUser: 2 },
      jobs: { runnerEnabled: true, concurrency: 4, pollIntervalMs: 1000, leaseMs: 60_000, scheduleIntervalMs: 60_000 },
      marketData: { alpacaDataBaseUrl: 'https://data.alpaca.markets', alpacaFeed: 'iex' },
      demo: { sessionsPerClient: { limit: 30, windowSeconds: 900 }, refreshAfterDays: 7 },
      languageModel: null,
      siteAnalytics: { measurementId: null, debug: false, verificationTags: [] },
    });
  });

  it('reads the market data and language model variables, and refuses a feed Alpaca does not have', () => {
    const config = loadConfig({ ALPACA_DATA_BASE_URL: 'http://127.0.0.1:9100/', ALPACA_DATA_FEED: 'sip', LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3' });
    expect(config.marketData).toEqual({ alpacaDataBaseUrl: 'http://127.0.0.1:9100', alpacaFeed: 'sip' });
    expect(config.languageModel).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', apiKey: '', model: 'llama3', timeoutMs: 15_000 });
    // A base URL without a model is not a configured model.
    expect(loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' }).languageModel).toBeNull();
    expect(() => loadConfig({ ALPACA_DATA_FEED: 'otc' })).toThrow(/ALPACA_DATA_FEED/);
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

  it('reads the account variables', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://journal.example.com/',
      TRUST_PROXY: '1',
      SESSION_IDLE_TIMEOUT: '30m',
      SESSION_ABSOLUTE_TIMEOUT: '12h',
      RATE_LIMIT_SIGN_IN_PER_ACCOUNT: '3/60',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 'secret',
      GOOGLE_AUTH_URL: 'http://127.0.0.1:9/authorize',
      SMTP_URL: 'smtp://u:p@mail.internal:587',
      MAIL_FROM: 'Journal <j@example.com>',
      APP_SECRET: 'x'.repeat(32),
    });
    expect(config).toMatchObject({
      publicUrl: 'https://journal.example.com',
      trustProxy: 1,
      auth: {
        session: { idleTimeoutSeconds: 1800, absoluteTimeoutSeconds: 43_200 },
        rateLimits: { signInPerAccount: { limit: 3, windowSeconds: 60 } },
        google: {
          clientId: 'id',
          clientSecret: 'secret',
          authorizationUrl: 'http://127.0.0.1:9/authorize',
          tokenUrl: 'https://oauth2.googleapis.com/token',
          userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
        },
        appSecret: 'x'.repeat(32),
      },
      mail: { smtpUrl: 'smtp://u:p@mail.internal:587', from: 'Journal <j@example.com>' },
    });
    expect(
      loadConfig({
        IBKR_FLEX_BASE_URL: 'http://127.0.0.1:7001/flex/',
        ALPACA_BASE_URLS: 'http://127.0.0.1:7002, https://api.alpaca.markets/',
        SCHWAB_CLIENT_ID: 'app',
        SCHWAB_CLIENT_SECRET: 'shh',
        SCHWAB_BASE_URL: 'http://127.0.0.1:7003',
        BROKER_TIMEOUT_MS: '5000',
      }).brokers,
    ).toEqual({
      ibkrFlexBaseUrl: 'http://127.0.0.1:7001/flex',
      alpacaBaseUrls: ['http://127.0.0.1:7002', 'https://api.alpaca.markets'],
      schwab: { baseUrl: 'http://127.0.0.1:7003', clientId: 'app', clientSecret: 'shh' },
      requestTimeoutMs: 5000,
    });
    // Schwab needs both halves of its app credentials.
    expect(loadConfig({ SCHWAB_CLIENT_ID: 'app' }).brokers.schwab).toBeNull();
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '4000' }).publicUrl).toBe('http://127.0.0.1:4000');
  });

  it.each([
    [{ NODE_ENV: 'production', PASSWORD_HASH_MEMORY_KIB: '1024' }, /lower costs are for tests only/],
    [{ NODE_ENV: 'production', PASSWORD_HASH_ITERATIONS: '1' }, /lower costs are for tests only/],
    [{ GOOGLE_CLIENT_ID: 'only-the-id' }, /Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/],
    [{ SESSION_IDLE_TIMEOUT: '40d' }, /SESSION_IDLE_TIMEOUT is longer than SESSION_ABSOLUTE_TIMEOUT/],
    [{ SESSION_IDLE_TIMEOUT: 'a week' }, /expected a duration/],
    [{ RATE_LIMIT_REGISTER_PER_IP: 'ten' }, /expected <count>\/<duration>/],
    [{ APP_SECRET: 'short' }, /APP_SECRET must be at least 32 characters/],
    [{ PUBLIC_URL: 'ftp://journal' }, /PUBLIC_URL must be an http\(s\) URL/],
  ])('refuses %o', (env, reason) => {
    expect(() => loadConfig(env)).toThrow(reason);
  });

  it('refuses a malformed SMTP_URL without repeating its password', () => {
    const load = () => loadConfig({ SMTP_URL: 'mail.internal:25 hunter2' });
    expect(load).toThrow(/SMTP_URL must look like smtp:/);
    expect(load).not.toThrow(/hunter2/);
  });

  it('names each invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', NODE_ENV: 'staging', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*NODE_ENV[\s\S]*LOG_LEVEL/);
  });
});
