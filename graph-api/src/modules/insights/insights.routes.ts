import { Router } from 'express';
import { callerOfRequest, type CallerResolver, requireUser } from '../auth';
import type { InsightsRecompute } from './insights-recompute';

/** GET /api/insights (SPEC §7): `{ insights: [...] }`, newest first. */
export function insightsRoutes({ insights, callers }: { insights: InsightsRecompute; callers: CallerResolver }): Router {
  const router = Router();
  router.get('/insights', requireUser(callers), async (req, res) => {
    res.set('Cache-Control', 'no-store').json({ insights: await insights.current(req.em, callerOfRequest(req).userId) });
  });
  return router;
}
