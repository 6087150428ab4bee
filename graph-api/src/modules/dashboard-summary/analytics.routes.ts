import type { EntityManager } from '@mikro-orm/core';
import { Router } from 'express';
import { callerOfRequest, type CallerResolver, requireUser } from '../auth';
import { type JournalFilter, journalFilterOf, journalFilterQueryOf } from '../trades';
import type { AnalyticsService } from './analytics.service';
import { advancedAnalyticsJson, performanceChartJson, performanceStatsJson, symbolPerformanceJson } from './analytics.rest';

/**
 * GET /api/dashboard, /api/performance-chart and /api/advanced-analytics (SPEC §3, §7), each under
 * the filter bar's query parameters (docs/filter-bar.md; the recent trades are the filtered
 * history's first page, as on GraphQL). The dashboard's `ai_insights` come from `newestInsights`,
 * and its recent trades from `recentTrades` (the trade service's), given by the module's mount: the
 * insights module reads the analytics, so the analytics cannot import it.
 */
export function analyticsRoutes({
  analytics,
  callers,
  newestInsights = async () => [],
  recentTrades,
}: {
  analytics: AnalyticsService;
  callers: CallerResolver;
  newestInsights?: (em: EntityManager, userId: number) => Promise<object[]>;
  recentTrades: (em: EntityManager, userId: number, filter: JournalFilter) => Promise<object[]>;
}): Router {
  const router = Router();
  router.get('/dashboard', requireUser(callers), async (req, res) => {
    const { userId } = callerOfRequest(req);
    const filter = journalFilterOf(journalFilterQueryOf(req.query));
    const dashboard = await analytics.dashboard(req.em, userId, filter);
    // The first page of the history under the same filter, as GET /api/trades answers it.
    const recent = await recentTrades(req.em, userId, filter);
    res.set('Cache-Control', 'no-store').json({
      performance_stats: performanceStatsJson(dashboard.metrics),
      recent_trades: recent,
      symbol_performance: symbolPerformanceJson(dashboard),
      ai_insights: await newestInsights(req.em, userId),
      time_zone: dashboard.timeZone,
    });
  });
  router.get('/performance-chart', requireUser(callers), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(performanceChartJson(await analytics.performanceChart(req.em, callerOfRequest(req).userId, journalFilterOf(journalFilterQueryOf(req.query)))));
  });
  router.get('/advanced-analytics', requireUser(callers), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(advancedAnalyticsJson(await analytics.advancedAnalytics(req.em, callerOfRequest(req).userId, journalFilterOf(journalFilterQueryOf(req.query)))));
  });
  return router;
}
