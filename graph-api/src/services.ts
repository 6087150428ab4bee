import type { AppConfig } from './config';
import { type Clock, systemClock } from './clock';
import type { Logger } from './logger';
import { analyticsSection } from './modules/analytics/analytics.section';
import { AnalyticsService } from './modules/analytics/analytics.service';
import { BreakdownsService } from './modules/breakdowns/breakdowns.service';
import { ExcursionScatterService } from './modules/breakdowns/excursion-scatter.service';
import { InsightsRecompute } from './modules/insights/insights-recompute';
import { insightsSection } from './modules/insights/insights.section';
import { InsightsService } from './modules/insights/insights.service';
import { InsightsWorkers } from './modules/insights/computation/insights-workers';
import { apiKeysSection } from './modules/api-keys/api-key.section';
import { ApiKeyService } from './modules/api-keys/api-key.service';
import { emailLinksSection, passwordResetsSection, rateLimitsSection, sessionsSection, twoFactorSection } from './modules/auth/auth.sections';
import { AuthService } from './modules/auth/auth.service';
import { CallerResolver } from './modules/auth/caller';
import { PasswordHasher } from './modules/auth/password-hasher';
import { EmailLinkService } from './modules/auth/email-links.service';
import { PasswordResetService } from './modules/auth/password-reset.service';
import { RateLimiter } from './modules/auth/rate-limiter';
import { loadEncryptionKey, SecretBox } from './modules/auth/secret-box';
import { SessionService } from './modules/auth/session.service';
import { TwoFactorService } from './modules/auth/two-factor.service';
import { BrokerClients } from './modules/brokers/broker-clients';
import { BrokerConnectionService } from './modules/brokers/broker-connection.service';
import { BrokerImportService } from './modules/brokers/broker-import.service';
import { brokerConnectionsSection } from './modules/brokers/brokers.section';
import { CsvImportService } from './modules/imports/service/csv-import.service';
import { ImportService } from './modules/imports/service/import.service';
import { UploadThrottle } from './modules/imports/upload/upload-throttle';
import { executionsSection, importsSection, tradesSection } from './modules/imports/imports.section';
import { Mailer } from './modules/mail/mailer';
import { insightNotifications } from './modules/notifications/insight-notifications';
import { notificationsSection } from './modules/notifications/notifications.section';
import { NotificationService } from './modules/notifications/notifications.service';
import { riskRulesSection } from './modules/risk-rules/risk-rules.section';
import { RiskRuleService } from './modules/risk-rules/risk-rules.service';
import { settingsSection } from './modules/settings/settings.section';
import { SettingsService } from './modules/settings/settings.service';
import { accountSection } from './modules/account/account.section';
import { dayJournalSection, journalTagsSection, tradeJournalSection } from './modules/journal/journal.section';
import { AccountService } from './modules/account/account.service';
import { UserDataRegistry } from './modules/users/user-data';
import { TradeService } from './modules/trades/trade.service';
import { DayJournalService } from './modules/journal/day-journal.service';
import { JournalChanges } from './modules/journal/journal-changes';
import { JournalTagService } from './modules/journal/journal-tag.service';
import { TradeJournalService } from './modules/journal/trade-journal.service';
import { AssessmentService } from './modules/coaching/assessment/assessment.service';
import { playbooksSection, psychologyAssessmentsSection } from './modules/coaching/coaching.section';
import { PlaybookService } from './modules/coaching/playbook/playbook.service';
import { MarketDataService } from './modules/market-data/market-data.service';
import { DemoJournalService } from './modules/demo/demo-journal.service';
import { candleUploadsSection } from './modules/market-data/market-data.section';
import { jobsSection } from './jobs/jobs.section';
import { CandleStore } from './modules/market-data/store/candle-store';
import { HeldExcursions } from './modules/trade-analysis/held-excursions';
import { TradeAnalysisService } from './modules/trade-analysis/trade-analysis.service';
import { NarrativeRephraser } from './modules/trade-analysis/language-model/narrative-rephraser';
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
  /** The /analytics page's cards and breakdowns (analytics/METRICS.md "Breakdowns by bucket"). */
  breakdowns: BreakdownsService;
  excursionScatter: ExcursionScatterService;
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
  assessments: AssessmentService;
  playbooks: PlaybookService;
  marketData: MarketDataService;
  tradeAnalyses: TradeAnalysisService;
  /** The notification centre (the bell): insights, risk breaches, reports (docs/reports-and-alerts.md). */
  notifications: NotificationService;
  /** The trader's risk rules, checked as trades arrive (docs/reports-and-alerts.md). */
  riskRules: RiskRuleService;
  /** The demo journal of Watch Demo: generated once through the services above, read-only. */
  demo: DemoJournalService;
}

export async function buildServices({ config, logger, clock = systemClock }: { config: AppConfig; logger: Logger; clock?: Clock }): Promise<Services> {
  const box = new SecretBox(await loadEncryptionKey({ appSecret: config.auth.appSecret, dataDir: config.dataDir }));
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
  const insights = new InsightsRecompute(insightsService, logger.child({ component: 'insights' }));
  // The insights follow every stored import, after its response (insights/INSIGHTS.md).
  imports.onCommitted((em, userId) => insights.afterImport(em, userId));
  // And every journal edit they rest on (setups, mistakes, planned stops), once the edits pause.
  journalChanges.onChanged((em, userId) => insights.afterJournalEdit(em, userId));
  // The risk rules are checked as trades arrive (CSV, API, sync all commit through imports), after the response.
  const riskRules = new RiskRuleService(settings, notifications, clock, logger.child({ component: 'risk-rules' }));
  imports.onCommitted((em, userId) => riskRules.afterImport(em, userId));
  // And a change of the Timezone or Risk per Trade they are computed in.
  settings.onInsightSettingsChanged((em, userId) => insights.afterSettingsChange(em, userId));
  const brokerConnections = new BrokerConnectionService(box, clock);
  const brokerClients = new BrokerClients(config.brokers, clock);
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
    breakdowns: new BreakdownsService(settings, heavyWork, heavyRequests),
    excursionScatter: new ExcursionScatterService(heavyWork, heavyRequests),
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
    brokerImports: new BrokerImportService(imports, brokerConnections, brokerClients, clock),
    assessments,
    playbooks,
    marketData,
    tradeAnalyses: new TradeAnalysisService(trades, marketData, heldExcursions, settings, clock, config.languageModel ? new NarrativeRephraser(config.languageModel) : null),
    notifications,
    riskRules,
    demo,
  };
}
