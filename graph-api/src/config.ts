import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from './startup-errors';
import { databaseConfigFrom, type DatabaseConfig } from './db/database-config';
import { type AuthConfig, authConfigFrom, authEnvShape } from './modules/auth';
import { type BrokersConfig, brokersConfigFrom, brokersEnvShape } from './modules/brokers';
import { type ImportsConfig, importsConfigFrom, importsEnvShape } from './modules/imports';
import { type JobsConfig, jobsConfigFrom, jobsEnvShape } from './jobs/jobs.config';
import { type HeavyWorkConfig, heavyWorkConfigFrom, heavyWorkEnvShape } from './workers/heavy-work.config';
import { type DemoConfig, demoConfigFrom, demoEnvShape } from './modules/demo';
import { type MailConfig, mailConfigFrom, mailEnvShape } from './infra/mail';
import { type MarketDataConfig, marketDataConfigFrom, marketDataEnvShape } from './modules/market-data';
import { type LanguageModelConfig, languageModelConfigFrom, languageModelEnvShape } from './modules/trade-analysis';
import { loadRemoteRegistry, type RemoteRegistry } from './infra/remotes';
import { type SiteAnalyticsConfig, siteAnalyticsConfigFrom, siteAnalyticsEnvShape } from './http/site-analytics.config';
import { REPO_ROOT } from './package-info';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type Environment = 'development' | 'production' | 'test';

export interface AppConfig {
  port: number;
  host: string;
  environment: Environment;
  /** Production hides the schema (no introspection) and masks internal error messages. */
  production: boolean;
  dataDir: string;
  database: DatabaseConfig;
  logLevel: LogLevel;
  remotes: RemoteRegistry;
  /** The folder holding the front-ends' builds: shell/dist, each remote's dist, design-system/storybook-static. */
  staticRoot: string;
  /**
   * Where browsers reach the app (no trailing slash): links in mails, the Google callback, and an
   * origin the same-origin check accepts. Never taken from a request's Host header.
   */
  publicUrl: string;
  /** Express's `trust proxy`: false (default) uses the socket address; set it behind a reverse proxy. */
  trustProxy: boolean | number | string;
  auth: AuthConfig;
  mail: MailConfig;
  brokers: BrokersConfig;
  imports: ImportsConfig;
  heavyWork: HeavyWorkConfig;
  /** The background job runner of this process (docs/jobs.md). */
  jobs: JobsConfig;
  marketData: MarketDataConfig;
  demo: DemoConfig;
  /** The optional OpenAI-compatible model that may rephrase analyses; null when not configured. */
  languageModel: LanguageModelConfig;
  /** Google Analytics (GA4) and the search engines' verification tags written into every page. */
  siteAnalytics: SiteAnalyticsConfig;
}

// An empty variable (`PORT=`) means "not set", as it does for most tools.
const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

const databaseEnvSchema = z.object({
  DATA_DIR: blankAsUnset(z.string().optional()),
  DATABASE_URL: blankAsUnset(z.string().optional()),
});

const envSchema = databaseEnvSchema.extend({
  PORT: blankAsUnset(z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: blankAsUnset(z.string().default('127.0.0.1')),
  NODE_ENV: blankAsUnset(z.enum(['development', 'production', 'test']).default('development')),
  LOG_LEVEL: blankAsUnset(z.enum(LOG_LEVELS).default('info')),
  REMOTES_FILE: blankAsUnset(z.string().optional()),
  REMOTES_JSON: blankAsUnset(z.string().optional()),
  STATIC_ROOT: blankAsUnset(z.string().optional()),
  PUBLIC_URL: blankAsUnset(
    z
      .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) URL such as https://journal.example.com' })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
  TRUST_PROXY: blankAsUnset(z.string().optional()),
  ...authEnvShape,
  ...mailEnvShape,
  ...brokersEnvShape,
  ...importsEnvShape,
  ...heavyWorkEnvShape,
  ...jobsEnvShape,
  ...marketDataEnvShape,
  ...demoEnvShape,
  ...languageModelEnvShape,
  ...siteAnalyticsEnvShape,
});

function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.output<T> {
  const result = schema.safeParse(env);
  if (!result.success) throw new ConfigError(`Invalid environment:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/** TRUST_PROXY as Express reads it: true/false, a hop count, or addresses/subnets ("loopback, 10.0.0.0/8"). */
function trustProxyFrom(value: string | undefined): boolean | number | string {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Without PUBLIC_URL, the address the server listens on (a wildcard host means this machine). */
function defaultPublicUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

const resolveDataDir = (dataDir: string | undefined) => (dataDir ? path.resolve(dataDir) : path.join(REPO_ROOT, 'data'));

/** Only what the migration CLI needs, so a bad unrelated variable never blocks a migration. */
export function loadDatabaseConfig(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const { DATA_DIR, DATABASE_URL } = parseEnv(databaseEnvSchema, env);
  return databaseConfigFrom(DATABASE_URL, resolveDataDir(DATA_DIR));
}

/** Reads the environment once at start-up; throws a ConfigError whose message tells what to fix. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = parseEnv(envSchema, env);
  const dataDir = resolveDataDir(parsed.DATA_DIR);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    environment: parsed.NODE_ENV,
    production: parsed.NODE_ENV === 'production',
    dataDir,
    database: databaseConfigFrom(parsed.DATABASE_URL, dataDir),
    logLevel: parsed.LOG_LEVEL,
    remotes: loadRemoteRegistry({ file: parsed.REMOTES_FILE, json: parsed.REMOTES_JSON }),
    staticRoot: parsed.STATIC_ROOT ? path.resolve(parsed.STATIC_ROOT) : REPO_ROOT,
    publicUrl: parsed.PUBLIC_URL ?? defaultPublicUrl(parsed.HOST, parsed.PORT),
    trustProxy: trustProxyFrom(parsed.TRUST_PROXY),
    auth: authConfigFrom(parsed, { production: parsed.NODE_ENV === 'production' }),
    mail: mailConfigFrom(parsed),
    brokers: brokersConfigFrom(parsed),
    imports: importsConfigFrom(parsed),
    heavyWork: heavyWorkConfigFrom(parsed),
    jobs: jobsConfigFrom(parsed),
    marketData: marketDataConfigFrom(parsed),
    demo: demoConfigFrom(parsed),
    languageModel: languageModelConfigFrom(parsed),
    siteAnalytics: siteAnalyticsConfigFrom(parsed),
  };
}
