import { Router } from 'express';
import { callerOfRequest, type CallerResolver, requireUser } from '../auth/caller';
import { breakdownsJson } from './breakdowns.rest';
import type { BreakdownsService } from './breakdowns.service';

/** GET /api/analytics/breakdowns (SPEC §7 names no path for the /analytics page's figures). */
export function breakdownsRoutes({ breakdowns, callers }: { breakdowns: BreakdownsService; callers: CallerResolver }): Router {
  const router = Router();
  router.get('/analytics/breakdowns', requireUser(callers), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(breakdownsJson(await breakdowns.breakdowns(req.em, callerOfRequest(req).userId)));
  });
  return router;
}
