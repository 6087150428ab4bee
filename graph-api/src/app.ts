import type { MikroORM } from '@mikro-orm/core';
import express, { type Express } from 'express';
import type { AppConfig } from './config';
import { createGraphQLHandler } from './graphql/graphql-handler';
import { ResolverContainer } from './graphql/resolver-container';
import { buildGraphQLSchema } from './graphql/schema';
import { jsonBody } from './http/body-limits';
import { forkEntityManagerPerRequest } from './http/entity-manager';
import { jsonErrorHandler, notFound } from './http/errors';
import { requestLogging } from './http/request-logging';
import { securityHeaders } from './http/security-headers';
import { frontEnds } from './http/static';
import type { Logger } from './logger';
import { HealthResolver } from './modules/health/health.resolver';
import { healthRoutes } from './modules/health/health.routes';
import { HealthService } from './modules/health/health.service';
import { remotesRoutes } from './modules/remotes/remotes.routes';

export interface AppDependencies {
  config: AppConfig;
  /** Opened and migrated by the caller; the app never changes the schema. */
  orm: MikroORM;
  logger: Logger;
}

/** The whole HTTP surface, not listening yet: server.ts listens, tests call it through supertest. */
export async function createApp({ config, orm, logger }: AppDependencies): Promise<Express> {
  const healthService = new HealthService(orm, config.database.kind);
  const schema = await buildGraphQLSchema(new ResolverContainer([new HealthResolver(healthService)]));

  const app = express();
  app.disable('x-powered-by');
  app.use(requestLogging(logger));
  app.use(securityHeaders(config.remotes));

  app.use('/api', jsonBody(), forkEntityManagerPerRequest(orm));
  app.use('/api', healthRoutes(healthService), remotesRoutes(config.remotes));
  app.use('/api', notFound);

  app.use('/graphql', jsonBody(), await createGraphQLHandler({ schema, orm, logger, production: config.production }));

  app.use(frontEnds(config.staticRoot));
  app.use(notFound);
  app.use(jsonErrorHandler);
  return app;
}
