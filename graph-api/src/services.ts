import type { AppConfig } from './config';
import { type Clock, systemClock } from './clock';
import type { Logger } from './logger';
import { type AnalyticsService, wireDashboardSummary } from './modules/dashboard-summary';
import { type BreakdownsService, type ExcursionScatterService, type FiguresCache, wireBreakdowns } from './modules/breakdowns';
import { type InsightsRecompute, wireInsights } from './modules/insights';
import { type ApiKeyService, wireApiKeys } from './modules/api-keys';
import { type AuthService, type CallerResolver, type EmailLinkService, loadEncryptionKey, type PasswordResetService, type TwoFactorService, wireAuth } from './modules/auth';
import { type BrokerClients, type BrokerConnectionService, type BrokerImportService, type BrokerSyncService, wireBrokers } from './modules/brokers';
import { type CsvImportService, type ImportService, type UploadThrottle, wireImports } from './modules/imports';
import { Mailer } from './infra/mail';
import { type NotificationService, wireNotifications } from './modules/notifications';
import { type SettingsService, wireSettings } from './modules/settings';
import { registerNightlyAnalysis } from './analysis/nightly-analysis';
import { type AccountService, wireAccount } from './modules/account';
import { type DayJournalService, type JournalTagService, wireJournal } from './modules/journal';
import { UserDataRegistry } from './infra/users';
import { type PositionChoices, type TradeService, wireTrades } from './modules/trades';
import { type AssessmentService, type PlaybookService, wireCoaching } from './modules/coaching';
import { type MarketDataService, wireMarketData } from './modules/market-data';
import { type DemoJournalService, wireDemo } from './modules/demo';
import { type RiskRuleService, wireRiskRules } from './modules/risk-rules';
import { type ReportsService, wireReports } from './modules/reports';
import { jobsSection } from './jobs/jobs.section';
import { Jobs } from './jobs/jobs';
import { type TradeAnalysisService, wireTradeAnalysis } from './modules/trade-analysis';
import { HeavyWorkLimiter } from './workers/heavy-work-limiter';
import { HeavyWorkPool } from './workers/heavy-work-pool';
import type { WiringInfra } from './wiring-infra';

export interface Services {
  clock: Clock;
  mailer: Mailer;
  callers: CallerResolver;
  auth: AuthService;
  passwordResets: PasswordResetService;
  emailLinks: EmailLinkService;
  twoFactor: TwoFactorService;
  apiKeys: ApiKeyService;
  settings: SettingsService;
  account: AccountService;
  /** Where a module that stores per-user data registers it, for Export All Data and Delete Account. */
  userData: UserDataRegistry;
  trades: TradeService;
  /** The trader's splits and merges of multi-leg positions (docs/options.md). */
  positionChoices: PositionChoices;
  analytics: AnalyticsService;
  /** The /analytics page's cards and breakdowns (dashboard-summary/METRICS.md "Breakdowns by bucket"). */
  breakdowns: BreakdownsService;
  excursionScatter: ExcursionScatterService;
  /** The breakdowns' and the scatter's answers, kept per user and request until what they rest on changes. */
  figuresCache: FiguresCache;
  /** The worker threads the breakdowns and the scatter run on (docs/security.md, "Requests that cannot hold the server"). */
  heavyWork: HeavyWorkPool;
  /** The per-user limit on heavy requests under way at once (HEAVY_REQUESTS_PER_USER), for every heavy route to share. */
  heavyRequests: HeavyWorkLimiter;
  /** The insights engine's results, computed after each import and on demand (insights/INSIGHTS.md). */
  insights: InsightsRecompute;
  journalTags: JournalTagService;
  dayJournal: DayJournalService;
  imports: ImportService;
  csvImports: CsvImportService;
  uploadThrottle: UploadThrottle;
  brokerConnections: BrokerConnectionService;
  brokerClients: BrokerClients;
  brokerImports: BrokerImportService;
  /** Auto-import: each connected broker synced on trading days and on demand (docs/importing.md "Auto-import"). */
  brokerSyncs: BrokerSyncService;
  assessments: AssessmentService;
  playbooks: PlaybookService;
  marketData: MarketDataService;
  tradeAnalyses: TradeAnalysisService;
  /** Background work: every module registers its job handlers and recurring jobs here (docs/jobs.md); server.ts runs them. */
  jobs: Jobs;
  /** The notification centre (the bell): insights, risk breaches, reports (docs/reports-and-alerts.md). */
  notifications: NotificationService;
  /** The trader's risk rules, checked as trades arrive (docs/reports-and-alerts.md). */
  riskRules: RiskRuleService;
  /** Daily Summary and Weekly Report e-mails, their page, and the one-click unsubscribe (docs/reports-and-alerts.md). */
  reports: ReportsService;
  /** The demo journal of Watch Demo: generated once through the services above, read-only. */
  demo: DemoJournalService;
}

/**
 * Builds the shared infrastructure, then lets each module wire itself (modules/<name>/wiring.ts):
 * its services, its user-data sections, its hooks on earlier modules and its jobs. The order of the
 * calls is the order of dependencies, and it is also the order the user-data sections are registered
 * in, the reverse of the order Delete Account deletes them in (services.test.ts pins it).
 */
export async function buildServices({ config, logger, clock = systemClock }: { config: AppConfig; logger: Logger; clock?: Clock }): Promise<Services> {
  // The /analytics page's heavy reads and computations, and the dashboard summary's rebuilds, run on worker threads, a few of a user's at once.
  const infra: WiringInfra = {
    config,
    clock,
    logger,
    mailer: new Mailer(config.mail, config.dataDir, logger.child({ component: 'mail' })),
    jobs: new Jobs(config.jobs, clock, logger.child({ component: 'jobs' })),
    userData: new UserDataRegistry(),
    appKey: await loadEncryptionKey({ appSecret: config.auth.appSecret, dataDir: config.dataDir }),
    heavyWork: new HeavyWorkPool(config.database),
    heavyRequests: new HeavyWorkLimiter(config.heavyWork.requestsPerUser),
  };
  const account = wireAccount(infra);
  const { settings } = wireSettings(infra);
  const { apiKeys } = wireApiKeys(infra);
  const { box, limiter, ...auth } = wireAuth(infra, { settings, apiKeys });
  const { confidentInsights, notifications } = wireNotifications(infra, { settings });
  const imports = wireImports(infra, { settings, limiter });
  const brokers = wireBrokers(infra, { box, imports: imports.imports, notifications });
  const { journalChanges, tradeJournal, ...journal } = wireJournal(infra);
  const { trades, positionChoices } = wireTrades(infra, { settings, tradeJournal, journalChanges });
  const { analytics } = wireDashboardSummary(infra, { imports: imports.imports, positionChoices });
  const { insights } = wireInsights(infra, { settings, imports: imports.imports, journalChanges, confidentInsights });
  const { riskRules } = wireRiskRules(infra, { settings, notifications, imports: imports.imports });
  // The nightly run crosses modules: insights left stale and risk rules unchecked (docs/reports-and-alerts.md).
  registerNightlyAnalysis(infra.jobs, { insights, riskRules });
  const breakdowns = wireBreakdowns(infra, { settings, imports: imports.imports, journalChanges });
  const coaching = wireCoaching(infra, { settings, insights });
  const { candleStore, marketData } = wireMarketData(infra, { brokerConnections: brokers.brokerConnections });
  const { tradeAnalyses } = wireTradeAnalysis(infra, { settings, trades, marketData, candleStore });
  const { reports } = wireReports(infra, { settings, dayJournal: journal.dayJournal, riskRules, insights, notifications });
  // Jobs point only at the user; queued by every module above.
  infra.userData.register(jobsSection);
  const writers = { marketData, csvImports: imports.csvImports, trades, journalTags: journal.journalTags, dayJournal: journal.dayJournal, ...coaching, insights };
  const { demo } = wireDemo(infra, { auth: auth.auth, limiter, analytics, writers });
  const { mailer, userData, jobs, heavyWork, heavyRequests } = infra;
  return {
    clock,
    mailer,
    userData,
    jobs,
    heavyWork,
    heavyRequests,
    ...account,
    settings,
    apiKeys,
    ...auth,
    notifications,
    ...imports,
    ...brokers,
    ...journal,
    analytics,
    insights,
    riskRules,
    ...breakdowns,
    ...coaching,
    marketData,
    trades,
    positionChoices,
    tradeAnalyses,
    reports,
    demo,
  };
}
