import { Router } from 'express';
import { callerOfRequest, type CallerResolver, requireUser } from '../auth';
import { journalFilterOf, journalFilterQueryOf } from '../trades';
import { breakdownsJson, excursionScatterJson } from './breakdowns.rest';
import type { BreakdownsService } from './breakdowns.service';
import type { ExcursionScatterService } from './excursion-scatter.service';

/** GET /api/analytics/breakdowns and /api/analytics/excursions, both under the filter bar's query parameters (SPEC §7 names no path for the /analytics page's figures). */
export function breakdownsRoutes({ breakdowns, excursionScatter, callers }: { breakdowns: BreakdownsService; excursionScatter: ExcursionScatterService; callers: CallerResolver }): Router {
  const router = Router();
  router.get('/analytics/breakdowns', requireUser(callers), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(breakdownsJson(await breakdowns.breakdowns(req.em, callerOfRequest(req), journalFilterOf(journalFilterQueryOf(req.query)))));
  });
  router.get('/analytics/excursions', requireUser(callers), async (req, res) => {
    // The filter bar's parameters, as on the breakdowns (docs/filter-bar.md): a bad one is refused before anything is read.
    const filter = journalFilterOf(journalFilterQueryOf(req.query));
    const caller = callerOfRequest(req);
    res.set('Cache-Control', 'no-store').json(excursionScatterJson(await excursionScatter.scatter(req.em, caller, await breakdowns.scopeFor(req.em, caller.userId, filter))));
  });
  return router;
}
