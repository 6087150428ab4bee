import type { EntityManager } from '@mikro-orm/core';
import { Router } from 'express';
import { callerOfRequest, type CallerResolver, requireUser } from '../auth';
import { journalFilterOf, journalFilterQueryOf, newestTradeFields } from '../trades';
import { type AnalyticsService, RECENT_TRADES } from './analytics.service';
import { advancedAnalyticsJson, performanceChartJson, performanceStatsJson, symbolPerformanceJson } from './analytics.rest';

/**
 * GET /api/dashboard, /api/performance-chart and /api/advanced-analytics (SPEC §3, §7), each under
 * the filter bar's query parameters (docs/filter-bar.md; the recent trades stay the newest). The
 * dashboard's `ai_insights` come from `newestInsights`, given by app.ts: the insights module reads
 * the analytics, so the analytics cannot import it.
 */
export function analyticsRoutes({
  analytics,
  callers,
  newestInsights = async () => [],
}: {
  analytics: AnalyticsService;
  callers: CallerResolver;
  newestInsights?: (em: EntityManager, userId: number) => Promise<object[]>;
}): Router {
  const router = Router();
  router.get('/dashboard', requireUser(callers), async (req, res) => {
    const { userId } = callerOfRequest(req);
    const dashboard = await analytics.dashboard(req.em, userId, journalFilterOf(journalFilterQueryOf(req.query)));
    // The first page of the unfiltered history, as GET /api/trades answers it.
    const recent = await newestTradeFields(req.em, userId, RECENT_TRADES);
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
