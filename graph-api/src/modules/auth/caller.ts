import type { EntityManager } from '@mikro-orm/core';
import type { Request, RequestHandler } from 'express';
import type { ApiKeyService } from '../api-keys';
import type { Caller } from './access';
import { AuthError } from './auth.errors';
import { readCookie, SESSION_COOKIE } from './session-cookie';
import type { SessionService } from './session.service';

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by requireUser on the REST paths that need a signed-in caller. */
    caller?: Caller;
  }
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerTokenOf(req: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** Finds out who is calling: an API key when the request carries one, else the session cookie. */
export class CallerResolver {
  private readonly resolved = new WeakMap<Request, Promise<Caller | null>>();

  constructor(
    private readonly sessions: SessionService,
    private readonly apiKeys: ApiKeyService,
  ) {}

  /** Memoized per request. A bearer token that is not a live key gives null, never the cookie's user. */
  resolve(req: Request, em: EntityManager): Promise<Caller | null> {
    let caller = this.resolved.get(req);
    if (!caller) {
      caller = this.lookUp(req, em);
      this.resolved.set(req, caller);
    }
    return caller;
  }

  private async lookUp(req: Request, em: EntityManager): Promise<Caller | null> {
    const bearer = bearerTokenOf(req);
    if (bearer !== null) {
      const key = await this.apiKeys.authenticate(em, bearer);
      return key && { userId: key.userId, via: 'api_key', apiKeyId: key.apiKeyId, readOnly: key.readOnly };
    }
    const token = readCookie(req, SESSION_COOKIE);
    if (!token) return null;
    const session = await this.sessions.resolve(em, token);
    return session && { userId: session.userId, via: 'session', sessionId: session.sessionId, readOnly: session.readOnly };
  }
}

/** REST guard: 401 for a signed-out caller (or a bad API key); otherwise sets req.caller. */
export function requireUser(callers: CallerResolver): RequestHandler {
  return async function requireUser(req, _res, next) {
    const caller = await callers.resolve(req, req.em);
    if (!caller) throw new AuthError(bearerTokenOf(req) === null ? 'unauthenticated' : 'invalid_api_key');
    req.caller = caller;
    next();
  };
}

/** The caller set by requireUser; a route mounted without it is a bug. */
export function callerOfRequest(req: Request): Caller {
  if (!req.caller) throw new Error('requireUser must run before this handler');
  return req.caller;
}
