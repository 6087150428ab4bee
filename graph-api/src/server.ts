// The API's entry point (dist/src/server.js): configuration, database, pending-migration check, HTTP.
import 'reflect-metadata';
import { createServer, type Server } from 'node:http';
import type { MikroORM } from '@mikro-orm/core';
import { createApp } from './app';
import { type AppConfig, loadConfig } from './config';
import { describeDatabase } from './db/database-config';
import { assertNoPendingMigrations } from './db/migrations';
import { openOrm } from './db/orm';
import { createLogger, type Logger } from './logger';
import { buildServices, type Services } from './services';
import { StartupError } from './startup-errors';

// Connections still open this long after SIGTERM are cut, so a deploy never waits forever.
const SHUTDOWN_GRACE_MS = 10_000;

function listen(server: Server, { port, host }: AppConfig): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve(`http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`);
    });
  });
}

function shutDownOnSignals(server: Server, orm: MikroORM, services: Services, logger: Logger): void {
  const shutDown = (signal: NodeJS.Signals) => {
    logger.info({ signal }, 'Shutting down');
    setTimeout(() => {
      logger.warn('Connections did not close in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    server.close(() => {
      // Jobs running here finish and are recorded first (a job cut off is taken up again by another process once its lease expires).
      // Then mails handed over (reset links) are sent, and insights computations queued are stored, before the database closes.
      services.jobs
        .stop()
        .then(() => Promise.all([services.mailer.idle(), services.insights.close(), (services.figuresCache.close(), services.filteredFigures.close(), services.heavyWork.close())]))
        .then(() => orm.close())
        .then(() => logger.info('Stopped'))
        .catch((error: unknown) => logger.error({ err: error }, 'Closing the database failed'))
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.once('SIGTERM', shutDown);
  process.once('SIGINT', shutDown);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const orm = await openOrm(config.database);
  await assertNoPendingMigrations(orm);
  const services = await buildServices({ config, logger });
  const server = createServer(await createApp({ config, orm, logger, services }));
  const url = await listen(server, config);
  // After listening: a process that cannot serve never takes jobs it would then abandon.
  services.jobs.start(orm);
  logger.info({ url, environment: config.environment, database: describeDatabase(config.database) }, `Listening on ${url}`);
  shutDownOnSignals(server, orm, services, logger);
}

main().catch((error: unknown) => {
  // What an operator must fix is said in one readable line; anything else is a bug, with its stack.
  console.error(error instanceof StartupError ? `Cannot start: ${error.message}` : error);
  process.exit(1);
});
