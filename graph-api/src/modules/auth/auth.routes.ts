import { type RequestHandler, Router } from 'express';
import { requestIdOf } from '../../http/request-logging';
import type { AuthService } from './auth.service';
import { callerOfRequest, type CallerResolver, requireUser } from './caller';
import { clientInfoOf } from './client-info';
import type { EmailLinkService } from './email-links.service';
import { FORGOT_PASSWORD_MESSAGE, type PasswordResetService } from './password-reset.service';
import { clearSessionCookie, readCookie, SESSION_COOKIE, setSessionCookie } from './session-cookie';

/** Answers about accounts are personal: no cache may keep them. */
const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

export interface AuthRoutesOptions {
  auth: AuthService;
  passwordResets: PasswordResetService;
  emailLinks: EmailLinkService;
  callers: CallerResolver;
  googleEnabled: boolean;
}

/** The REST paths of SPEC §7 for accounts, under /api. Thin: each calls a service. */
export function authRoutes({ auth, passwordResets, emailLinks, callers, googleEnabled }: AuthRoutesOptions): Router {
  const router = Router();
  router.use(['/auth', '/logout'], noStore);

  router.post('/auth/login', async (req, res) => {
    const { user, session } = await auth.login(req.em, req.body, clientInfoOf(req), readCookie(req, SESSION_COOKIE));
    setSessionCookie(req, res, session);
    res.json({ message: 'Signed in', user: await auth.currentUser(req.em, user.id) });
  });

  router.post('/auth/register', async (req, res) => {
    const { user, session } = await auth.register(req.em, req.body, clientInfoOf(req));
    setSessionCookie(req, res, session);
    res.status(201).json({ message: 'Account created', user: await auth.currentUser(req.em, user.id) });
  });

  router.post('/auth/forgot-password', async (req, res) => {
    await passwordResets.forgotPassword(req.em, req.body, clientInfoOf(req));
    res.json({ message: FORGOT_PASSWORD_MESSAGE });
  });

  router.get('/auth/verify-reset-token/:token', async (req, res) => {
    const reset = await passwordResets.verifyResetToken(req.em, String(req.params.token));
    if (reset) {
      res.json({ valid: true, email: reset.email, message: 'Reset link is valid.' });
      return;
    }
    res.status(400).json({ valid: false, error: 'invalid_token', message: 'This reset link is invalid or has expired.', requestId: requestIdOf(req) });
  });

  router.post('/auth/reset-password', async (req, res) => {
    await passwordResets.resetPassword(req.em, req.body);
    res.json({ message: 'Your password has been updated successfully.' });
  });

  // The link of a verification or change-of-address mail: a browser navigation, answered with the
  // page that says what happened (verified, changed, taken meanwhile, or invalid/expired/used).
  router.get('/auth/confirm-email', async (req, res) => {
    const token = typeof req.query.token === 'string' ? req.query.token : '';
    const result = await emailLinks.confirm(req.em, token);
    res.redirect(303, `/settings?email=${result}`);
  });

  router.get('/auth/user', requireUser(callers), async (req, res) => {
    res.json(await auth.currentUser(req.em, callerOfRequest(req).userId));
  });

  router.get('/auth/providers', (_req, res) => {
    res.json({ google: googleEnabled });
  });

  router.post('/logout', async (req, res) => {
    await auth.logout(req.em, readCookie(req, SESSION_COOKIE));
    clearSessionCookie(req, res);
    res.json({ message: 'Signed out' });
  });

  return router;
}
