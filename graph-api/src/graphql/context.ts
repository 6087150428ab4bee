import type { ExpressContextFunctionArgument } from '@as-integrations/express5';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { Request, Response } from 'express';
import { requestIdOf } from '../http/request-logging';

/** Who is signed in, as far as authorization needs to know. */
export interface SessionUser {
  id: number;
}

export interface GraphQLContext {
  /** This operation's own unit of work (an em.fork()). */
  em: EntityManager;
  req: Request;
  res: Response;
  user: SessionUser | null;
  requestId: string;
}

export function graphQLContextFactory(orm: MikroORM) {
  return async ({ req, res }: ExpressContextFunctionArgument): Promise<GraphQLContext> => ({
    em: orm.em.fork(),
    req,
    res,
    // Sessions arrive with the auth module; until then every operation is anonymous.
    user: null,
    requestId: requestIdOf(req),
  });
}
