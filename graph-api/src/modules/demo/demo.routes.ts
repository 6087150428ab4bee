import { Router } from 'express';
import { clientInfoOf, readCookie, SESSION_COOKIE, setSessionCookie } from '../auth';
import type { DemoJournalService } from './demo-journal.service';

/**
 * Watch Demo, under /api, for visitors without an account: POST /demo/session starts a read-only
 * session of the demo journal (generated first on the very first call), GET /demo/ticker gives the
 * landing page's ticker its symbols and P&L.
 */
export function demoRoutes({ demo }: { demo: DemoJournalService }): Router {
  const router = Router();

  router.post('/demo/session', async (req, res) => {
    const session = await demo.startSession(req.em, clientInfoOf(req), readCookie(req, SESSION_COOKIE));
    setSessionCookie(req, res, session);
    res.set('Cache-Control', 'no-store').json({ success: true });
  });

  router.get('/demo/ticker', async (req, res) => {
    // The same for everyone and fixed once generated: a shared cache may keep it a while.
    res.set('Cache-Control', 'public, max-age=300').json({ ticker: await demo.tickerEntries(req.em) });
  });

  return router;
}
