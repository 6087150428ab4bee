import type { EntityManager } from '@mikro-orm/core';
import type { AppConfig } from './config';
import { type Clock, systemClock } from './clock';
import type { Logger } from './logger';
import { analyticsSection, AnalyticsService, summaryFollowsImports } from './modules/dashboard-summary';
import { BreakdownsService, ExcursionScatterService, FiguresCache } from './modules/breakdowns';
import { InsightsRecompute, insightsSection, InsightsService, InsightsWorkers, JOURNAL_QUIET_MS, PendingRecomputes, registerInsightsJobs } from './modules/insights';
import { ApiKeyService, apiKeysSection } from './modules/api-keys';
import { AuthService, CallerResolver, EmailLinkService, emailLinksSection, loadEncryptionKey, PasswordHasher, PasswordResetService, passwordResetsSection, RateLimiter, rateLimitsSection, SecretBox, SessionService, sessionsSection, twoFactorSection, TwoFactorService } from './modules/auth';
import { BrokerClients, BrokerConnectionService, brokerConnectionsSection, BrokerImportService, BrokerSyncService, registerBrokerSyncJobs } from './modules/brokers';
import { CsvImportService, executionsSection, ImportService, importsSection, registerOptionExpiryJobs, tradesSection, UploadThrottle } from './modules/imports';
import { Mailer } from './infra/mail';
import { insightNotifications, notificationsSection, NotificationService } from './modules/notifications';
import { registerDataRetentionJobs, settingsSection, SettingsService } from './modules/settings';
import { registerNightlyAnalysis } from './analysis/nightly-analysis';
import { accountSection, AccountService } from './modules/account';
import { dayJournalSection, DayJournalService, JournalChanges, JournalTagService, journalTagsSection, tradeJournalSection, TradeJournalService } from './modules/journal';
import { UserDataRegistry } from './infra/users';
import { TradeService } from './modules/trades';
import { AssessmentService, PlaybookService, playbooksSection, psychologyAssessmentsSection } from './modules/coaching';
import { CandleStore, candleUploadsSection, MarketDataService } from './modules/market-data';
import { DemoJournalService } from './modules/demo';
import { registerRiskAlertMails, riskRulesSection, RiskRuleService } from './modules/risk-rules';
import { registerReportJobs, ReportBuilder, ReportsService, UnsubscribeTokens } from './modules/reports';
import { jobsSection } from './jobs/jobs.section';
import { Jobs } from './jobs/jobs';
import { HeldExcursions, NarrativeRephraser, TradeAnalysisService } from './modules/trade-analysis';
import { HeavyWorkLimiter } from './workers/heavy-work-limiter';
import { HeavyWorkPool } from './workers/heavy-work-pool';

/** The domain services, built once at start-up and shared by the REST routes and the resolvers. */
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

export async function buildServices({ config, logger, clock = systemClock }: { config: AppConfig; logger: Logger; clock?: Clock }): Promise<Services> {
  const appKey = await loadEncryptionKey({ appSecret: config.auth.appSecret, dataDir: config.dataDir });
  const box = new SecretBox(appKey);
  const jobs = new Jobs(config.jobs, clock, logger.child({ component: 'jobs' }));
  const mailer = new Mailer(config.mail, config.dataDir, logger.child({ component: 'mail' }));
  const sessions = new SessionService(config.auth.session, clock);
  const limiter = new RateLimiter(clock);
  const twoFactor = new TwoFactorService(box, clock, { limiter, rule: config.auth.rateLimits.signInPerAccount });
  const apiKeys = new ApiKeyService(clock);
  const settings = new SettingsService(clock);
  // The engine runs on worker threads, each reading the trades on its own connection (insights/INSIGHTS.md).
  const insightsService = new InsightsService(settings, clock, new InsightsWorkers(config.database));
  const candleStore = new CandleStore();
  const notifications = new NotificationService(clock);
  insightsService.onConfidentInsights(insightNotifications(notifications, settings));
  const userData = new UserDataRegistry().register(
    accountSection,
    settingsSection(settings),
    apiKeysSection,
    sessionsSection,
    passwordResetsSection,
    emailLinksSection,
    twoFactorSection,
    rateLimitsSection,
    // Executions point at their import: registered after it, deleted before it.
    importsSection,
    executionsSection,
    tradesSection,
    brokerConnectionsSection,
    // Tag links point at tags and entries at account instruments: registered after both, deleted before.
    journalTagsSection,
    tradeJournalSection,
    dayJournalSection,
    // Its rows point at account instruments: registered after them, deleted before.
    analyticsSection,
    insightsSection(insightsService),
    // Play Books point at assessments: registered after them, deleted before.
    psychologyAssessmentsSection,
    playbooksSection,
    candleUploadsSection(candleStore),
    jobsSection,
    notificationsSection,
    riskRulesSection,
  );
  const assessments = new AssessmentService(clock);
  const journalChanges = new JournalChanges();
  const journalTags = new JournalTagService(clock, journalChanges);
  const hasher = new PasswordHasher(config.auth.passwordHashing);
  const emailLinks = new EmailLinkService({ config: config.auth, publicUrl: config.publicUrl, clock, limiter, mailer });
  settings.handEmailChangesTo(emailLinks);
  const auth = new AuthService({ config: config.auth, clock, hasher, sessions, limiter, twoFactor, settings, emailLinks });
  const passwordResets = new PasswordResetService({ config: config.auth, publicUrl: config.publicUrl, clock, hasher, sessions, limiter, mailer });
  const imports = new ImportService(clock, logger.child({ component: 'imports' }));
  // Each computation waiting in this process is also a job, so a restart loses none (docs/jobs.md).
  // With Real-time analysis off, an import leaves them stale for the nightly run or the next reader (docs/reports-and-alerts.md).
  const realTimeAnalysis = async (em: EntityManager, userId: number) => (await settings.get(em, userId)).realTimeAnalysis;
  const insights = new InsightsRecompute(insightsService, logger.child({ component: 'insights' }), JOURNAL_QUIET_MS, new PendingRecomputes(jobs.queue, clock), realTimeAnalysis);
  // The dashboard's summary follows every import inside its transaction (dashboard-summary/METRICS.md).
  imports.followInTransaction(summaryFollowsImports);
  // The insights follow every stored import, after its response (insights/INSIGHTS.md).
  imports.onCommitted((em, userId) => insights.afterImport(em, userId));
  // And every journal edit they rest on (setups, mistakes, planned stops), once the edits pause.
  journalChanges.onChanged((em, userId) => insights.afterJournalEdit(em, userId));
  // The risk rules are checked as trades arrive (CSV, API, sync all commit through imports), after the response.
  const riskRules = new RiskRuleService(settings, notifications, jobs, clock, logger.child({ component: 'risk-rules' }));
  imports.onCommitted((em, userId) => riskRules.afterImport(em, userId));
  // And a change of the Timezone or Risk per Trade they are computed in.
  settings.onInsightSettingsChanged((em, userId) => insights.afterSettingsChange(em, userId));
  // The /analytics figures, kept per user and request until what they rest on changes (figures-cache.ts).
  const figuresCache = new FiguresCache();
  imports.onCommitted((em, userId) => figuresCache.invalidate(userId, em));
  journalChanges.onChanged((em, userId) => figuresCache.invalidate(userId, em));
  settings.onInsightSettingsChanged((em, userId) => figuresCache.invalidate(userId, em));
  // Every module's background jobs, registered in this one place (docs/jobs.md "Adding a job").
  registerInsightsJobs(jobs, (em, userId) => insights.recomputeNow(em, userId));
  registerNightlyAnalysis(jobs, { insights, riskRules });
  registerDataRetentionJobs(jobs, { settings, userData, clock, logger: logger.child({ component: 'data-retention' }) });
  registerRiskAlertMails(jobs, mailer, config.publicUrl);
  registerOptionExpiryJobs(jobs, imports);
  const brokerConnections = new BrokerConnectionService(box, clock);
  const brokerClients = new BrokerClients(config.brokers, clock);
  const brokerImports = new BrokerImportService(imports, brokerConnections, brokerClients, clock);
  const brokerSyncs = new BrokerSyncService({ brokerImports, notifications, mailer, publicUrl: config.publicUrl, clock });
  registerBrokerSyncJobs(jobs, brokerSyncs);
  const trades = new TradeService(settings, new TradeJournalService(journalTags, clock, journalChanges), clock);
  const marketData = new MarketDataService(candleStore, brokerConnections, config.marketData, clock);
  // MAE and MFE from held candles, for the trade analysis' comparison and the /analytics scatter alike.
  const heldExcursions = new HeldExcursions(candleStore);
  // The /analytics page's heavy reads and computations, and the dashboard summary's rebuilds, run on worker threads, a few of a user's at once.
  const heavyWork = new HeavyWorkPool(config.database);
  const analytics = new AnalyticsService(heavyWork);
  const heavyRequests = new HeavyWorkLimiter(config.heavyWork.requestsPerUser);
  const dayJournal = new DayJournalService(clock);
  const csvImports = new CsvImportService(imports, settings, clock);
  const playbooks = new PlaybookService(assessments, settings, insights, clock, heavyWork);
  const reportBuilder = new ReportBuilder(settings, dayJournal, riskRules, async (em, userId) => {
    const [top] = await insights.newestForDashboard(em, userId);
    return top ? { title: top.title, text: top.text } : null;
  });
  const reports = new ReportsService({ builder: reportBuilder, settings, notifications, mailer, tokens: new UnsubscribeTokens(appKey), clock, publicUrl: config.publicUrl });
  registerReportJobs(jobs, reports);
  const demo = new DemoJournalService({
    config: config.demo,
    clock,
    logger: logger.child({ component: 'demo' }),
    auth,
    limiter,
    userData,
    analytics,
    writers: { marketData, csvImports, trades, journalTags, dayJournal, assessments, playbooks, insights },
  });
  return {
    clock,
    mailer,
    callers: new CallerResolver(sessions, apiKeys),
    auth,
    passwordResets,
    emailLinks,
    twoFactor,
    apiKeys,
    settings,
    account: new AccountService(userData, clock),
    userData,
    trades,
    analytics,
    breakdowns: new BreakdownsService(settings, heavyWork, heavyRequests, figuresCache),
    excursionScatter: new ExcursionScatterService(heavyWork, heavyRequests, figuresCache),
    figuresCache,
    heavyWork,
    heavyRequests,
    insights,
    journalTags,
    dayJournal,
    imports,
    csvImports,
    uploadThrottle: new UploadThrottle(limiter, config.imports.uploadsPerUser),
    brokerConnections,
    brokerClients,
    brokerImports,
    brokerSyncs,
    assessments,
    playbooks,
    marketData,
    tradeAnalyses: new TradeAnalysisService(trades, marketData, heldExcursions, settings, clock, config.languageModel ? new NarrativeRephraser(config.languageModel) : null),
    jobs,
    notifications,
    riskRules,
    reports,
    demo,
  };
}
