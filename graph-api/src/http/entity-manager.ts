import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { RequestHandler } from 'express';

declare module 'express-serve-static-core' {
  interface Request {
    /** This request's own unit of work; set for every /api route. */
    em: EntityManager;
  }
}

/** One EntityManager fork per request, so no identity map is ever shared between two requests. */
export function forkEntityManagerPerRequest(orm: MikroORM): RequestHandler {
  return (req, _res, next) => {
    req.em = orm.em.fork();
    next();
  };
}
