import type { ExpressContextFunctionArgument } from '@as-integrations/express5';
import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { Request, Response } from 'express';
import { requestIdOf } from '../http/request-logging';
import type { Caller } from '../modules/auth/access';
import { AuthError } from '../modules/auth/auth.errors';

export type { Caller };

/** How a request's caller is found (the auth module's CallerResolver); tests without accounts pass none. */
export type ResolveCaller = (req: Request, em: EntityManager) => Promise<Caller | null>;

export interface GraphQLContext {
  /** This operation's own unit of work (an em.fork()). */
  em: EntityManager;
  req: Request;
  res: Response;
  /** Who is calling (session or API key); null when signed out. */
  caller: Caller | null;
  requestId: string;
}

/** The caller of an `@Authorized` field (the authChecker has already refused anonymous callers). */
export function callerOf(context: GraphQLContext): Caller {
  if (!context.caller) throw new AuthError('unauthenticated');
  return context.caller;
}

const anonymous: ResolveCaller = async () => null;

export function graphQLContextFactory(orm: MikroORM, resolveCaller: ResolveCaller = anonymous) {
  return async ({ req, res }: ExpressContextFunctionArgument): Promise<GraphQLContext> => {
    const em = orm.em.fork();
    return { em, req, res, caller: await resolveCaller(req, em), requestId: requestIdOf(req) };
  };
}
