import { type Request, type Response, Router } from 'express';
import { Passport } from 'passport';
import { type AuthenticateOptionsGoogle, Strategy as GoogleStrategy, type Profile } from 'passport-google-oauth20';
import type { StateStore } from 'passport-oauth2';
import type { Clock } from '../../clock';
import type { GoogleConfig } from './auth.config';
import { AuthError } from './auth.errors';
import type { AuthService } from './auth.service';
import { clientInfoOf } from './client-info';
import { type GoogleIdentity, googleIdentityOf } from './google-identity';
import { DatabaseStateStore, safeReturnTo, type SignInState } from './oauth-state-store';
import { readCookie, SESSION_COOKIE, setSessionCookie } from './session-cookie';

export const GOOGLE_FAILED_REDIRECT = '/sign-in?error=google_failed';
/** An existing account whose address is not verified is not linked: the sign-in page says why. */
export const GOOGLE_UNVERIFIED_REDIRECT = '/sign-in?error=google_account_unverified';

export interface GoogleRoutesOptions {
  /**
   * Null when GOOGLE_CLIENT_ID/SECRET are not set: both paths send the browser back to the sign-in
   * page with the Google failure text (a browser navigates here: a JSON 503 would be a dead end).
   */
  google: GoogleConfig | null;
  publicUrl: string;
  auth: AuthService;
  clock: Clock;
}

/**
 * GET /api/login and /api/login/callback: Google's OAuth 2.0 authorization-code flow (with state
 * and PKCE) through passport. Passport only runs the protocol; who gets signed in is AuthService's call.
 */
export function googleRoutes({ google, publicUrl, auth, clock }: GoogleRoutesOptions): Router {
  const router = Router();
  if (!google) {
    router.get(['/login', '/login/callback'], (req, res) => fail(req, res, 'Google sign-in is not configured', GOOGLE_FAILED_REDIRECT));
    return router;
  }

  // Its own instance: nothing global, no passport sessions.
  const passport = new Passport();
  const store = new DatabaseStateStore(clock, (req) => req.em) as unknown as StateStore;
  passport.use(
    'google',
    new GoogleStrategy(
      {
        clientID: google.clientId,
        clientSecret: google.clientSecret,
        callbackURL: `${publicUrl}/api/login/callback`,
        authorizationURL: google.authorizationUrl,
        tokenURL: google.tokenUrl,
        userProfileURL: google.userInfoUrl,
        scope: ['openid', 'email', 'profile'],
        state: true,
        pkce: true,
        store,
      },
      (_accessToken: string, _refreshToken: string, profile: Profile, done: (error: null, identity: GoogleIdentity) => void) =>
        done(null, googleIdentityOf(profile)),
    ),
  );

  router.get('/login', (req, res, next) => {
    const state: SignInState = { returnTo: safeReturnTo(req.query.returnTo) };
    // An object state is handed to the store (passport-oauth2 ≥ 1.6); the typings only know strings.
    passport.authenticate('google', { session: false, state } as unknown as AuthenticateOptionsGoogle)(req, res, next);
  });

  router.get('/login/callback', (req, res, next) => {
    passport.authenticate('google', { session: false }, (error: unknown, identity: GoogleIdentity | false, info?: { state?: SignInState }) => {
      finishSignIn(req, res, error, identity, info).catch(next);
    })(req, res, next);
  });

  async function finishSignIn(req: Request, res: Response, error: unknown, identity: GoogleIdentity | false, info?: { state?: SignInState }) {
    if (error || !identity) return fail(req, res, error instanceof Error ? error.message : 'refused or state mismatch', GOOGLE_FAILED_REDIRECT);
    try {
      const { session } = await auth.signInWithGoogle(req.em, identity, clientInfoOf(req), readCookie(req, SESSION_COOKIE));
      setSessionCookie(req, res, session);
      res.redirect(302, safeReturnTo(info?.state?.returnTo));
    } catch (failure) {
      if (!(failure instanceof AuthError)) throw failure;
      fail(req, res, failure.message, failure.reason === 'google_account_unverified' ? GOOGLE_UNVERIFIED_REDIRECT : GOOGLE_FAILED_REDIRECT);
    }
  }

  return router;
}

function fail(req: Request, res: Response, reason: string, redirect: string): void {
  // The reason only: error objects from the token exchange can carry the provider's answer.
  req.log.warn({ reason }, 'Google sign-in failed');
  res.redirect(302, redirect);
}
