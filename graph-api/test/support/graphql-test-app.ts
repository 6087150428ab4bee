import type { MikroORM } from '@mikro-orm/core';
import express, { type Express } from 'express';
import { createGraphQLHandler } from '../../src/graphql/graphql-handler';
import { ResolverContainer } from '../../src/graphql/resolver-container';
import { buildGraphQLSchema } from '../../src/graphql/schema';
import { requestLogging } from '../../src/http/request-logging';
import { createLogger } from '../../src/logger';
import { LogCapture } from './log-capture';
import { ProbeResolver } from './probe-resolver';

/** /graphql exactly as the app mounts it, but with the probe resolver's test-only fields as the schema. */
export async function startProbeGraphQLApp(orm: MikroORM, production: boolean): Promise<{ app: Express; logs: LogCapture }> {
  const logs = new LogCapture();
  const logger = createLogger('info', logs);
  const schema = await buildGraphQLSchema(new ResolverContainer([new ProbeResolver()]), [ProbeResolver]);
  const app = express();
  app.use(requestLogging(logger));
  app.use('/graphql', await createGraphQLHandler({ schema, orm, logger, production }));
  return { app, logs };
}
