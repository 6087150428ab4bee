import type { ApiModule } from './api-module';
import { healthModule } from './infra/health';
import { remotesModule } from './infra/remotes';
import { usersModule } from './infra/users';
import { jobsModule } from './jobs/jobs.module';
import { accountModule } from './modules/account';
import { apiKeysModule } from './modules/api-keys';
import { authModule } from './modules/auth';
import { breakdownsModule } from './modules/breakdowns';
import { brokersModule } from './modules/brokers';
import { coachingModule } from './modules/coaching';
import { dashboardSummaryModule } from './modules/dashboard-summary';
import { demoModule } from './modules/demo';
import { importsModule } from './modules/imports';
import { insightsModule } from './modules/insights';
import { journalModule } from './modules/journal';
import { manualTradesModule } from './modules/manual-trades';
import { marketDataModule } from './modules/market-data';
import { notificationsModule } from './modules/notifications';
import { reportsModule } from './modules/reports';
import { riskRulesModule } from './modules/risk-rules';
import { settingsModule } from './modules/settings';
import { tradeAnalysisModule } from './modules/trade-analysis';
import { tradesModule } from './modules/trades';

/**
 * Every module of the API, in the order their routes are mounted under /api. A new module exports an
 * ApiModule from its index.ts and is added here; the GraphQL schema and app.ts follow, and
 * db/entities.test.ts checks db/entities.ts lists its tables. Its services, user-data sections, hooks
 * and jobs come from its wiring.ts, which services.ts calls in the order of their dependencies
 * (docs/architecture.md "A module's wiring").
 */
export const API_MODULES: readonly ApiModule[] = [
  healthModule,
  remotesModule,
  usersModule,
  authModule,
  settingsModule,
  apiKeysModule,
  accountModule,
  tradesModule,
  journalModule,
  importsModule,
  manualTradesModule,
  brokersModule,
  dashboardSummaryModule,
  breakdownsModule,
  coachingModule,
  marketDataModule,
  tradeAnalysisModule,
  insightsModule,
  notificationsModule,
  riskRulesModule,
  reportsModule,
  demoModule,
  jobsModule,
];
