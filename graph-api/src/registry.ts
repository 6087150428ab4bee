import type { ApiModule } from './api-module';
import { analysisModule } from './analysis';
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
 * Every module of the API, in the order of their dependencies: a module's wiring may use the
 * services of the modules above it only (services.ts checks the names its `needs` lists). The same
 * order mounts their routes under /api and registers their user-data sections, which Delete Account
 * deletes in reverse. A new module exports an ApiModule from its index.ts and is added here; the
 * GraphQL schema, app.ts and services.ts follow, and db/entities.test.ts checks db/entities.ts lists
 * its tables (docs/architecture.md "A module's wiring").
 */
export const API_MODULES = [
  healthModule,
  remotesModule,
  usersModule,
  accountModule,
  settingsModule,
  apiKeysModule,
  authModule,
  notificationsModule,
  importsModule,
  brokersModule,
  journalModule,
  tradesModule,
  manualTradesModule,
  dashboardSummaryModule,
  insightsModule,
  riskRulesModule,
  analysisModule,
  breakdownsModule,
  coachingModule,
  marketDataModule,
  tradeAnalysisModule,
  reportsModule,
  jobsModule,
  demoModule,
] as const satisfies readonly ApiModule[];
