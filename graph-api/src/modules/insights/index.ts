// The public entry of modules/insights: what other modules and app.ts may use (a lint refuses imports past it).
import { type ApiModule, serviceWiring } from '../../api-module';
import { InsightRun, StoredInsight } from './insight.entity';
import { InsightsResolver } from './insights.resolver';
import { insightsRoutes } from './insights.routes';
import { wireInsights } from './wiring';

export const insightsModule = {
  name: 'insights',
  entities: [StoredInsight, InsightRun],
  resolvers: [InsightsResolver],
  mount: ({ services: { insights, callers } }) => ({ resolvers: [new InsightsResolver(insights)], routes: [insightsRoutes({ insights, callers })] }),
  services: serviceWiring(wireInsights, { settings: true, imports: true, journalChanges: true, confidentInsights: true }),
} satisfies ApiModule;

// What other modules may use.
export { entityManagerReader } from './computation/entity-manager-reader';
export { InsightsWorkers } from './computation/insights-workers';
export type { RowReader } from './computation/row-reader';
export { MIN_SAMPLE } from './domain/candidate';
export type { Insight } from './domain/insight';
export type { InsightTrade } from './domain/insight-trade';
export { closedInsightTrades } from './insight-trades';
export { InsightsRecompute, JOURNAL_QUIET_MS } from './insights-recompute';
export { PendingRecomputes, registerInsightsJobs } from './pending-recomputes';
export { insightsSection } from './insights.section';
export { type ConfidentInsightsListener, InsightsService } from './insights.service';
export { meanInterval, wilsonInterval, type Interval } from './statistics/intervals';
export { median } from './statistics/median';
export { permutationTest } from './statistics/permutation-test';
export { formatMoney } from './domain/format';
