import type { ApiModule, ServiceWiring } from './api-module';
import type { AppConfig } from './config';
import { type Clock, systemClock } from './clock';
import type { Logger } from './logger';
import type { AnalyticsService } from './modules/dashboard-summary';
import type { BreakdownsService, ExcursionScatterService, FiguresCache, PeriodComparisonService } from './modules/breakdowns';
import type { InsightsRecompute } from './modules/insights';
import type { ApiKeyService } from './modules/api-keys';
import { type AuthService, type CallerResolver, type EmailLinkService, loadEncryptionKey, type PasswordResetService, type TwoFactorService } from './modules/auth';
import type { BrokerClients, BrokerConnectionService, BrokerImportService, BrokerSyncService } from './modules/brokers';
import type { CsvImportService, ImportService, UploadThrottle } from './modules/imports';
import { Mailer } from './infra/mail';
import type { NotificationService } from './modules/notifications';
import type { SettingsService } from './modules/settings';
import type { AccountService } from './modules/account';
import type { DayJournalService, JournalTagService } from './modules/journal';
import { UserDataRegistry } from './infra/users';
import type { PositionChoices, TradeService } from './modules/trades';
import type { ManualTradeService } from './modules/manual-trades';
import type { AssessmentService, PlaybookService } from './modules/coaching';
import type { MarketDataService } from './modules/market-data';
import type { DemoJournalService } from './modules/demo';
import type { RiskRuleService } from './modules/risk-rules';
import type { ReportsService } from './modules/reports';
import { Jobs } from './jobs/jobs';
import type { TradeAnalysisService } from './modules/trade-analysis';
import { API_MODULES } from './registry';
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
  /** Trades entered by hand, stored and matched as imported fills (docs/journal.md "Manual trades"). */
  manualTrades: ManualTradeService;
  /** The trader's splits and merges of multi-leg positions (docs/options.md). */
  positionChoices: PositionChoices;
  analytics: AnalyticsService;
  /** The dashboard's figures under a filter (docs/filter-bar.md), kept per user and filter until what they rest on changes. */
  filteredFigures: FiguresCache;
  /** The /analytics page's cards and breakdowns (dashboard-summary/METRICS.md "Breakdowns by bucket"). */
  breakdowns: BreakdownsService;
  excursionScatter: ExcursionScatterService;
  /** The filter bar's "compare with the previous period" (docs/filter-bar.md). */
  periodComparison: PeriodComparisonService;
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

type ModuleOfRegistry = (typeof API_MODULES)[number];
type IntersectionOf<U> = (U extends unknown ? (part: U) => void : never) extends (whole: infer I) => void ? I : never;
/** Everything the modules' wirings build, with their types (some only for later wirings, like auth's rate limiter). */
type Provided = IntersectionOf<ModuleOfRegistry extends infer M ? (M extends { services: ServiceWiring<object, infer P> } ? P : never) : never>;
/** Everything the wirings take from each other: a compile-time check below that each is built with a fitting type. */
type Needed = IntersectionOf<ModuleOfRegistry extends infer M ? (M extends { services: ServiceWiring<infer N, object> } ? N : never) : never>;

/**
 * Builds the shared infrastructure, then lets each module wire itself (modules/<name>/wiring.ts),
 * in the registry's order: its services, its user-data sections, its hooks on earlier modules and
 * its jobs. A module's needs must have been built by a module above it; a wrong order fails here,
 * at start-up, naming the module and the service. The order is also the order the user-data
 * sections are registered in, the reverse of the order Delete Account deletes them in.
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
  const built = wireModules(infra, API_MODULES);
  const { mailer, userData, jobs, heavyWork, heavyRequests } = infra;
  return { clock, mailer, userData, jobs, heavyWork, heavyRequests, ...((built as Provided) satisfies Needed) };
}

/** Calls each module's wiring with the services the modules before it built; refuses a need none of them built. */
export function wireModules(infra: WiringInfra, modules: readonly ApiModule[]): object {
  const built: Record<string, unknown> = {};
  for (const { name, services } of modules) {
    if (!services) continue;
    const missing = Object.keys(services.needs).filter((need) => !(need in built));
    if (missing.length > 0) throw new Error(`The ${name} module needs ${missing.join(', ')}, which no module listed before it in registry.ts provides`);
    const provided = services.wire(infra, built);
    const twice = Object.keys(provided).filter((key) => key in built);
    if (twice.length > 0) throw new Error(`The ${name} module provides ${twice.join(', ')} again`);
    Object.assign(built, provided);
  }
  return built;
}
