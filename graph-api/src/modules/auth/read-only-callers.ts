import type { RequestHandler } from 'express';
import { AuthError } from './auth.errors';
import type { CallerResolver } from './caller';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The requests under /api that do not act as the signed-in caller, so a demo visitor may make
 * them: sign out, sign in or sign up (each ends or replaces the demo session), ask for or use a
 * password-reset link, and start the demo again. Paths as routed under /api.
 */
export const NOT_ACTING_AS_THE_CALLER: ReadonlySet<string> = new Set([
  'POST /logout',
  'POST /auth/login',
  'POST /auth/register',
  'POST /auth/forgot-password',
  'POST /auth/reset-password',
  'POST /demo/session',
]);

/**
 * The one REST check of the demo journal's read-only sessions: mounted on /api before every
 * route, it refuses every request that is not a read (any method but GET, HEAD and OPTIONS) from a
 * read-only caller with 403 `demo_read_only`, except the few above. A route added later is covered
 * without a word. (GraphQL mutations are refused by the authChecker.)
 */
export function refuseWritesOfReadOnlyCallers(callers: CallerResolver): RequestHandler {
  return async function refuseWritesOfReadOnlyCallers(req, _res, next) {
    if (READS.has(req.method) || NOT_ACTING_AS_THE_CALLER.has(`${req.method} ${req.path}`)) return next();
    const caller = await callers.resolve(req, req.em);
    if (caller?.readOnly) throw new AuthError('demo_read_only');
    next();
  };
}
