// The public entry of modules/dashboard-summary: what other modules and app.ts may use (a lint refuses imports past it).
import { type ApiModule, serviceWiring } from '../../api-module';
import { TradeResolver } from '../trades';
import { AnalyticsResolver } from './analytics.resolver';
import { analyticsRoutes } from './analytics.routes';
import { RECENT_TRADES } from './analytics.service';
import { AnalyticsDay, AnalyticsInstrument, AnalyticsState } from './summary/analytics-summary.entities';
import { wireDashboardSummary } from './wiring';

export const dashboardSummaryModule = {
  name: 'dashboard-summary',
  entities: [AnalyticsState, AnalyticsDay, AnalyticsInstrument],
  resolvers: [AnalyticsResolver],
  mount: ({ services: { analytics, insights, trades, journalTags, positionChoices, callers } }) => ({
    resolvers: [new AnalyticsResolver(analytics, new TradeResolver(trades, journalTags, positionChoices))],
    routes: [
      analyticsRoutes({
        analytics,
        callers,
        newestInsights: (em, userId) => insights.newestForDashboard(em, userId),
        recentTrades: (em, userId, filter) => trades.recentFields(em, userId, filter, RECENT_TRADES),
      }),
    ],
  }),
  services: serviceWiring(wireDashboardSummary, { imports: true, positionChoices: true, journalChanges: true }),
} satisfies ApiModule;

// What other modules may use.
export { analyticsSection } from './analytics.section';
export { AnalyticsService } from './analytics.service';
export { ClosedTradesFiguresView, outcomeCountsOf } from './closed-trades.types';
export { averagePnl, positionSizeOf, SIZE_RANGES, sizeRangeOf, type SizeRange } from './domain/breakdowns';
export { localDayOf, localTimeOf, weekdayOf, WEEKDAYS, type Weekday } from './domain/local-time';
export { compareTradeOrder, inTradeOrder, isClosed, outcomeOf, type ClosedTrade, type MetricTrade } from './domain/metric-trade';
export { addMoney, averageMoney, compareMoney, MoneySum, negateMoney, subtractMoney, textOf } from './domain/money';
export { metricsOfTrades } from './domain/performance-metrics';
export { countTrade, emptyTally, tallyOf, winRateOf, type Tally } from './domain/tally';
export { summaryFollowsImports } from './summary/import-hook';
export type { SummaryBefore } from './summary/summary-refresh';
export { allTradesOf, metricTradeOf } from './summary/trade-rows';
