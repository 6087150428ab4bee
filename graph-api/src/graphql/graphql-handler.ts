import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { MikroORM } from '@mikro-orm/core';
import { Router } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { Logger } from '../logger';
import { type GraphQLContext, graphQLContextFactory, type ResolveCaller } from './context';
import { databaseBusyPlugin, errorLoggingPlugin, maskInternalErrors } from './error-masking';
import { graphqlJsonBody } from './graphql-json-body';
import { queryCostPlugin, queryLimitRules, queryParseOptions } from './query-limits';

export interface GraphQLHandlerOptions {
  schema: GraphQLSchema;
  orm: MikroORM;
  logger: Logger;
  production: boolean;
  /** Who is calling; without it every operation is anonymous (tests of the endpoint itself). */
  resolveCaller?: ResolveCaller;
}

/** Apollo Server for /graphql, reading JSON bodies itself (within their own limit); multipart goes before it. */
export async function createGraphQLHandler({ schema, orm, logger, production, resolveCaller }: GraphQLHandlerOptions): Promise<Router> {
  const server = new ApolloServer<GraphQLContext>({
    schema,
    logger: logger.child({ component: 'apollo' }),
    // In production the schema is not published: no introspection, no "did you mean" hints.
    introspection: !production,
    hideSchemaDetailsFromClientErrors: production,
    includeStacktraceInErrorResponses: false,
    // Refuses simple cross-site requests; multipart uploads must send `apollo-require-preflight: true`.
    csrfPrevention: true,
    parseOptions: queryParseOptions,
    validationRules: queryLimitRules,
    formatError: maskInternalErrors(production),
    // The landing page loads Apollo's sandbox from a CDN, which the content security policy forbids.
    plugins: [errorLoggingPlugin(), databaseBusyPlugin(), queryCostPlugin(), ApolloServerPluginLandingPageDisabled()],
    // server.ts owns shutdown: Apollo must not exit the process on SIGTERM before the ORM closes.
    stopOnTerminationSignals: false,
  });
  await server.start();
  return Router().use(...graphqlJsonBody(), expressMiddleware(server, { context: graphQLContextFactory(orm, resolveCaller) }));
}
