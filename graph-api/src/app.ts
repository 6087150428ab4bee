import type { MikroORM } from '@mikro-orm/core';
import express, { type Express } from 'express';
import type { AppConfig } from './config';
import { createGraphQLHandler } from './graphql/graphql-handler';
import { ResolverContainer } from './graphql/resolver-container';
import { buildGraphQLSchema } from './graphql/schema';
import { analyticsHeadHtml } from './http/analytics-head';
import { jsonBody } from './http/body-limits';
import { compressedAnswers } from './http/compressed-answers';
import { forkEntityManagerPerRequest } from './http/entity-manager';
import { jsonErrorHandler, notFound } from './http/errors';
import { requestLogging } from './http/request-logging';
import { securityHeaders } from './http/security-headers';
import { frontEnds } from './http/static';
import type { Logger } from './logger';
import { ApiKeyResolver } from './modules/api-keys/api-key.resolver';
import { AuthResolver } from './modules/auth/auth.resolver';
import { authRoutes } from './modules/auth/auth.routes';
import { googleRoutes } from './modules/auth/google.routes';
import { sameOriginGuard } from './modules/auth/same-origin';
import { refuseWritesOfReadOnlyCallers } from './modules/auth/read-only-callers';
import { demoRoutes } from './modules/demo/demo.routes';
import { HealthResolver } from './modules/health/health.resolver';
import { healthRoutes } from './modules/health/health.routes';
import { HealthService } from './modules/health/health.service';
import { remotesRoutes } from './modules/remotes/remotes.routes';
import { SettingsResolver } from './modules/settings/settings.resolver';
import { AccountResolver } from './modules/account/account.resolver';
import { accountRoutes } from './modules/account/account.routes';
import { buildServices, type Services } from './services';
import { BrokerResolver } from './modules/brokers/broker.resolver';
import { brokerImportRoutes } from './modules/brokers/broker-import.routes';
import { schwabRoutes } from './modules/brokers/schwab.routes';
import { csvUploadRoutes } from './modules/imports/api/csv-upload.routes';
import { graphqlUploads } from './modules/imports/upload/graphql-upload-limits';
import { ImportResolver } from './modules/imports/api/import.resolver';
import { JournalResolver } from './modules/journal/journal.resolver';
import { journalRoutes } from './modules/journal/journal.routes';
import { TradeHistoryPageResolver, TradeResolver } from './modules/trades/trade.resolver';
import { AnalyticsResolver } from './modules/analytics/analytics.resolver';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { BreakdownsResolver } from './modules/breakdowns/breakdowns.resolver';
import { breakdownsRoutes } from './modules/breakdowns/breakdowns.routes';
import { InsightsResolver } from './modules/insights/insights.resolver';
import { insightsRoutes } from './modules/insights/insights.routes';
import { tradesRoutes } from './modules/trades/trades.routes';
import { CoachingResolver } from './modules/coaching/coaching.resolver';
import { coachingRoutes } from './modules/coaching/coaching.routes';
import { marketDataRoutes } from './modules/market-data/market-data.routes';
import { tradeAnalysisRoutes } from './modules/trade-analysis/trade-analysis.routes';
import { MarketDataResolver } from './modules/market-data/market-data.resolver';
import { TradeAnalysisResolver } from './modules/trade-analysis/trade-analysis.resolver';
import { NotificationsResolver } from './modules/notifications/notifications.resolver';
import { RiskRulesResolver } from './modules/risk-rules/risk-rules.resolver';

export interface AppDependencies {
  config: AppConfig;
  /** Opened and migrated by the caller; the app never changes the schema. */
  orm: MikroORM;
  logger: Logger;
  /** Built by buildServices() when not given; tests pass their own (with a clock they move). */
  services?: Services;
}

/** The whole HTTP surface, not listening yet: server.ts listens, tests call it through supertest. */
export async function createApp({ config, orm, logger, services: given }: AppDependencies): Promise<Express> {
  const services = given ?? (await buildServices({ config, logger }));
  const { auth, passwordResets, emailLinks, callers, twoFactor, apiKeys, settings, account, clock, trades, imports, csvImports, uploadThrottle, brokerConnections, brokerClients, brokerImports, journalTags, dayJournal, analytics, breakdowns, excursionScatter, insights, assessments, playbooks, marketData, tradeAnalyses, demo, notifications, riskRules } = services;
  const healthService = new HealthService(orm, config.database.kind, clock);
  const tradeResolver = new TradeResolver(trades, journalTags);
  const schema = await buildGraphQLSchema(
    new ResolverContainer([
      new HealthResolver(healthService),
      new AuthResolver(auth, twoFactor),
      new SettingsResolver(settings, auth, emailLinks),
      new ApiKeyResolver(apiKeys),
      new AccountResolver(account),
      tradeResolver,
      new AnalyticsResolver(analytics, tradeResolver),
      new BreakdownsResolver(breakdowns, excursionScatter, tradeResolver),
      new InsightsResolver(insights),
      new TradeHistoryPageResolver(trades),
      new JournalResolver(journalTags, dayJournal),
      new CoachingResolver(assessments, playbooks),
      new ImportResolver(imports, csvImports, uploadThrottle),
      new BrokerResolver(brokerConnections, brokerImports, config.brokers.alpacaBaseUrls),
      new MarketDataResolver(marketData, trades, uploadThrottle),
      new TradeAnalysisResolver(tradeAnalyses),
      new NotificationsResolver(notifications),
      new RiskRulesResolver(riskRules),
    ]),
  );
  const sameOrigin = (requireJsonOrMultipart: boolean) => sameOriginGuard({ publicUrl: config.publicUrl, requireJsonOrMultipart });

  const app = express();
  app.disable('x-powered-by');
  // Decides req.ip (last-login IP, rate limits) and req.secure (the Secure cookie flag).
  app.set('trust proxy', config.trustProxy);
  app.use(requestLogging(logger));
  app.use(securityHeaders(config.remotes, config.publicUrl, config.siteAnalytics));

  // Every request under /api passes the demo journal's read-only check before any route.
  app.use('/api', sameOrigin(true), jsonBody(), forkEntityManagerPerRequest(orm), refuseWritesOfReadOnlyCallers(callers));
  app.use('/api', healthRoutes(healthService), remotesRoutes(config.remotes));
  app.use('/api', authRoutes({ auth, passwordResets, emailLinks, callers, googleEnabled: config.auth.google !== null }));
  app.use('/api', googleRoutes({ google: config.auth.google, publicUrl: config.publicUrl, auth, clock }));
  app.use('/api', accountRoutes({ account, callers }));
  app.use('/api', tradesRoutes({ trades, callers }), journalRoutes({ tags: journalTags, days: dayJournal, callers }), csvUploadRoutes({ csvImports, uploadThrottle, callers }), brokerImportRoutes({ brokerImports, callers }));
  app.use('/api', analyticsRoutes({ analytics, callers, newestInsights: (em, userId) => insights.newestForDashboard(em, userId) }), breakdownsRoutes({ breakdowns, excursionScatter, callers }));
  app.use('/api', coachingRoutes({ assessments, playbooks, callers }));
  app.use('/api', marketDataRoutes({ marketData, trades, uploadThrottle, callers }), tradeAnalysisRoutes({ analyses: tradeAnalyses, callers }));
  app.use('/api', insightsRoutes({ insights, callers }));
  app.use('/api', demoRoutes({ demo }));
  app.use('/api', schwabRoutes({ clients: brokerClients, connections: brokerConnections, callers, publicUrl: config.publicUrl }));
  app.use('/api', notFound);

  const resolveCaller = callers.resolve.bind(callers);
  app.use('/graphql', compressedAnswers(), sameOrigin(false), ...graphqlUploads(), await createGraphQLHandler({ schema, orm, logger, production: config.production, resolveCaller }));

  app.use(frontEnds(config.staticRoot, { headHtml: analyticsHeadHtml(config.siteAnalytics), registry: config.remotes }));
  app.use(notFound);
  app.use(jsonErrorHandler);
  return app;
}
