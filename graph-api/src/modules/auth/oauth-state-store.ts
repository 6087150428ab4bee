import type { EntityManager } from '@mikro-orm/core';
import type { Request } from 'express';
import type { Clock } from '../../clock';
import { OAuthState } from './oauth-state.entity';
import { cookieOptions, readCookie } from './session-cookie';
import { randomToken, sha256Hex } from './tokens';

export const OAUTH_STATE_COOKIE = 'tj_oauth_state';
const OAUTH_COOKIE_PATH = '/api/login';
const STATE_LIFETIME_MS = 10 * 60_000;
export const DEFAULT_RETURN_TO = '/dashboard';

/** The state passport hands over when the flow starts: where to send the browser afterwards. */
export interface SignInState {
  returnTo: string;
}

type StoreCallback = (error: Error | null, state?: string) => void;
type VerifyCallback = (error: Error | null, ok: string | boolean, state?: SignInState | { message: string }) => void;

/** Only a path on this site: an absolute URL or `//host` would make the callback an open redirect. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 512) return DEFAULT_RETURN_TO;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\') || /[\r\n]/.test(value)) return DEFAULT_RETURN_TO;
  return value;
}

/**
 * passport-oauth2's state store (the `store(req, verifier, state, meta, cb)` / `verify(req, state,
 * meta, cb)` interface), in the database rather than in a server-side session, since nobody is
 * signed in yet. The random `state` goes to Google and, in an HttpOnly cookie, to the browser; the
 * callback must bring back the same value in both, within 10 minutes, once. The PKCE verifier is
 * kept with it.
 */
export class DatabaseStateStore {
  constructor(
    private readonly clock: Clock,
    private readonly emOf: (req: Request) => EntityManager,
  ) {}

  store(req: Request, verifier: string, state: SignInState | undefined, _meta: unknown, callback: StoreCallback): void {
    const handle = randomToken(32);
    const now = this.clock.now().getTime();
    const em = this.emOf(req);
    em.nativeDelete(OAuthState, { expiresAt: { $lte: new Date(now) } })
      .then(() =>
        em.insert(OAuthState, {
          stateHash: sha256Hex(handle),
          returnTo: safeReturnTo(state?.returnTo),
          codeVerifier: verifier || null,
          expiresAt: new Date(now + STATE_LIFETIME_MS),
        }),
      )
      .then(() => {
        req.res?.cookie(OAUTH_STATE_COOKIE, handle, { ...cookieOptions(req, OAUTH_COOKIE_PATH), maxAge: STATE_LIFETIME_MS });
        callback(null, handle);
      })
      .catch((error: Error) => callback(error));
  }

  verify(req: Request, providedState: unknown, _meta: unknown, callback: VerifyCallback): void {
    const fromCookie = readCookie(req, OAUTH_STATE_COOKIE);
    req.res?.clearCookie(OAUTH_STATE_COOKIE, cookieOptions(req, OAUTH_COOKIE_PATH));
    if (typeof providedState !== 'string' || !fromCookie || providedState !== fromCookie) {
      callback(null, false, { message: 'The sign-in state does not match this browser.' });
      return;
    }
    this.claim(this.emOf(req), providedState)
      .then((row) => {
        if (!row) return callback(null, false, { message: 'The sign-in state is unknown, used or expired.' });
        callback(null, row.codeVerifier ?? true, { returnTo: row.returnTo });
      })
      .catch((error: Error) => callback(error, false));
  }

  /** Reads and deletes the state row; null when it does not exist, was used, or expired. */
  private async claim(em: EntityManager, handle: string): Promise<OAuthState | null> {
    const row = await em.fork().findOne(OAuthState, { stateHash: sha256Hex(handle) });
    if (!row || (await em.nativeDelete(OAuthState, { id: row.id })) === 0) return null;
    return row.expiresAt.getTime() > this.clock.now().getTime() ? row : null;
  }
}
