import { Router } from 'express';
import { callerOfRequest, type CallerResolver, requireUser } from '../auth';
import { journalFilterOf, journalFilterQueryOf } from '../trades';
import type { InsightsRecompute } from './insights-recompute';

/** GET /api/insights (SPEC §7): `{ insights: [...] }`, newest first; the filter bar's query parameters filter them (docs/filter-bar.md). */
export function insightsRoutes({ insights, callers }: { insights: InsightsRecompute; callers: CallerResolver }): Router {
  const router = Router();
  router.get('/insights', requireUser(callers), async (req, res) => {
    res.set('Cache-Control', 'no-store').json({ insights: await insights.currentUnder(req.em, callerOfRequest(req).userId, journalFilterOf(journalFilterQueryOf(req.query))) });
  });
  return router;
}
