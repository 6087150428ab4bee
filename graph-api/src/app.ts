import type { MikroORM } from '@mikro-orm/core';
import express, { type Express } from 'express';
import type { AppConfig } from './config';
import { createGraphQLHandler } from './graphql/graphql-handler';
import { ResolverContainer } from './graphql/resolver-container';
import { buildGraphQLSchema } from './graphql/schema';
import { analyticsHeadHtml } from './http/analytics-head';
import { jsonBody } from './http/body-limits';
import { compressedAnswers } from './http/compressed-answers';
import { forkEntityManagerPerRequest } from './http/entity-manager';
import { jsonErrorHandler, notFound } from './http/errors';
import { requestLogging } from './http/request-logging';
import { securityHeaders } from './http/security-headers';
import { frontEnds } from './http/static';
import type { Logger } from './logger';
import { refuseWritesOfReadOnlyCallers, sameOriginGuard } from './modules/auth';
import { UNSUBSCRIBE_PATH } from './modules/reports';
import { buildServices, type Services } from './services';
import { graphqlUploads } from './modules/imports';
import { API_MODULES } from './registry';

export interface AppDependencies {
  config: AppConfig;
  /** Opened and migrated by the caller; the app never changes the schema. */
  orm: MikroORM;
  logger: Logger;
  /** Built by buildServices() when not given; tests pass their own (with a clock they move). */
  services?: Services;
}

/** The whole HTTP surface, not listening yet: server.ts listens, tests call it through supertest. */
export async function createApp({ config, orm, logger, services: given }: AppDependencies): Promise<Express> {
  const services = given ?? (await buildServices({ config, logger }));
  const wiring = { services, config, orm };
  const mounted = API_MODULES.map((module) => module.mount(wiring));
  const schema = await buildGraphQLSchema(new ResolverContainer(mounted.flatMap((module) => module.resolvers)));
  const sameOrigin = (requireJsonOrMultipart: boolean) => sameOriginGuard({ publicUrl: config.publicUrl, requireJsonOrMultipart, signedFormPaths: [UNSUBSCRIBE_PATH] });

  const app = express();
  app.disable('x-powered-by');
  // Decides req.ip (last-login IP, rate limits) and req.secure (the Secure cookie flag).
  app.set('trust proxy', config.trustProxy);
  app.use(requestLogging(logger));
  app.use(securityHeaders(config.remotes, config.publicUrl, config.siteAnalytics));

  // Every request under /api passes the demo journal's read-only check before any route.
  app.use('/api', sameOrigin(true), jsonBody(), forkEntityManagerPerRequest(orm), refuseWritesOfReadOnlyCallers(services.callers));
  // Each module's routes, in the order registry.ts lists the modules.
  app.use('/api', ...mounted.flatMap((module) => module.routes));
  app.use('/api', notFound);

  const resolveCaller = services.callers.resolve.bind(services.callers);
  app.use('/graphql', compressedAnswers(), sameOrigin(false), ...graphqlUploads(), await createGraphQLHandler({ schema, orm, logger, production: config.production, resolveCaller }));

  app.use(frontEnds(config.staticRoot, { headHtml: analyticsHeadHtml(config.siteAnalytics), registry: config.remotes }));
  app.use(notFound);
  app.use(jsonErrorHandler);
  return app;
}
