import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type Request, type Response, Router } from 'express';
import { callerOfRequest, type CallerResolver, cookieOptions, DEMO_READ_ONLY_MESSAGE, readCookie } from '../auth';
import type { BrokerClients } from './broker-clients';
import type { BrokerConnectionService } from './broker-connection.service';
import { BrokerError } from './broker.errors';
import { BrokerApiError } from './clients/broker-api-error';

const STATE_COOKIE = 'tj_schwab_state';
const CALLBACK_PATH = '/api/brokers/schwab/callback';
const STATE_LIFETIME_MS = 10 * 60 * 1000;
const SCHWAB_VARIABLES = ['SCHWAB_CLIENT_ID', 'SCHWAB_CLIENT_SECRET'];

/**
 * Charles Schwab's OAuth 2.0 authorization-code flow, completed in the browser:
 * GET /api/brokers/schwab/connect sends the signed-in user to Schwab; Schwab sends them back to
 * /api/brokers/schwab/callback with a code, exchanged here for tokens that are stored sealed.
 * Either way the browser lands on /import?broker=schwab with `connected=1` or `error=<message>`.
 */
export function schwabRoutes({ clients, connections, callers, publicUrl }: { clients: BrokerClients; connections: BrokerConnectionService; callers: CallerResolver; publicUrl: string }): Router {
  const router = Router();
  const redirectUri = `${publicUrl}${CALLBACK_PATH}`;
  const backToImport = (res: Response, outcome: { connected: true } | { error: string }) => {
    const query = 'connected' in outcome ? 'connected=1' : `error=${encodeURIComponent(outcome.error)}`;
    res.redirect(303, `/import?broker=schwab&${query}`);
  };
  // These two GETs are browser navigations that store a connection: the demo's read-only session
  // is sent back to the page with the refusal, as JSON would only show a raw error page.
  const signedIn = async (req: Request, res: Response) => {
    req.caller = (await callers.resolve(req, req.em)) ?? undefined;
    if (req.caller?.readOnly) {
      backToImport(res, { error: DEMO_READ_ONLY_MESSAGE });
      return false;
    }
    if (req.caller) return true;
    res.redirect(303, `/sign-in?returnTo=${encodeURIComponent('/import')}`);
    return false;
  };

  router.get('/brokers/schwab/connect', async (req, res) => {
    if (!(await signedIn(req, res))) return;
    if (!clients.schwabConfigured) {
      // The trader can do nothing about the server's variables; whoever runs it reads the log.
      req.log.warn({ missing: SCHWAB_VARIABLES }, `Charles Schwab connect refused: set ${SCHWAB_VARIABLES.join(' and ')} to turn it on`);
      backToImport(res, { error: 'Charles Schwab is not available on this server.' });
      return;
    }
    const state = randomBytes(24).toString('base64url');
    res.cookie(STATE_COOKIE, state, { ...cookieOptions(req, CALLBACK_PATH), maxAge: STATE_LIFETIME_MS });
    res.redirect(303, clients.schwabAuthorizationUrl(redirectUri, state));
  });

  router.get('/brokers/schwab/callback', async (req, res) => {
    if (!(await signedIn(req, res))) return;
    const expected = readCookie(req, STATE_COOKIE);
    res.clearCookie(STATE_COOKIE, cookieOptions(req, CALLBACK_PATH));
    const { code, state, error } = req.query;
    if (typeof error === 'string') return backToImport(res, { error: 'Charles Schwab authorization was declined or cancelled.' });
    if (typeof state !== 'string' || !expected || !sameText(state, expected)) {
      return backToImport(res, { error: 'The Charles Schwab authorization expired or did not come from this browser. Please connect again.' });
    }
    if (typeof code !== 'string' || code === '') return backToImport(res, { error: 'Charles Schwab sent no authorization code. Please connect again.' });
    try {
      const secrets = await clients.exchangeSchwabCode(code, redirectUri);
      await connections.save(req.em, callerOfRequest(req).userId, 'schwab', secrets, clients.expiryOf(secrets));
      backToImport(res, { connected: true });
    } catch (failure: unknown) {
      if (!(failure instanceof BrokerApiError || failure instanceof BrokerError)) throw failure;
      backToImport(res, { error: failure.message });
    }
  });
  return router;
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
