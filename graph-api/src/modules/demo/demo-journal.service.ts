import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Clock } from '../../clock';
import type { Logger } from '../../logger';
import type { AnalyticsService } from '../dashboard-summary';
import { type AuthService, type ClientInfo, clientNetworkOf, type RateLimiter, refuseWhenLimited, type StartedSession } from '../auth';
import { calendarDateIn, NEW_YORK } from '../trades';
import { User, type UserDataRegistry } from '../../infra/users';
import type { DemoConfig } from './demo.config';
import { DemoError } from './demo.errors';
import { DEMO_JOURNAL_ID, DemoJournal } from './demo-journal.entity';
import { type DemoJournalWriters, writeDemoJournal } from './demo-journal-writer';
import { DEMO_SEED, planDemoJournal } from './generator/demo-journal-plan';

/** The demo account: a username and an email that sign-up, Google sign-in and Settings all refuse, so no trader's can clash. */
export const DEMO_ACCOUNT = { username: 'demo trader', email: 'demo@localhost', firstName: 'Demo', lastName: 'Trader' } as const;

/** How long a visitor waits for a generation another request (or process) is running. */
const WAIT_FOR_GENERATION_MS = 90_000;
const POLL_MS = 200;
/** A claim not finished after this long belonged to a process that died: it is taken over. */
const ABANDONED_AFTER_MS = 10 * 60_000;

export interface DemoTickerEntry {
  symbol: string;
  /** Net realized P&L of the symbol's closed trades, decimal text. */
  pnl: string;
  /** Its closed trades. */
  trades: number;
}

interface ReadyDemoJournal {
  userId: number;
  generatedAt: Date;
}

interface Claim {
  claimedAt: Date;
}

export interface DemoJournalServiceDependencies {
  config: DemoConfig;
  clock: Clock;
  logger: Logger;
  auth: AuthService;
  limiter: RateLimiter;
  userData: UserDataRegistry;
  analytics: AnalyticsService;
  writers: DemoJournalWriters;
}

/**
 * The demo journal (DECISIONS §2, Watch Demo): generated the first time a visitor asks for it (and
 * again, dated from that day, once it is `refreshAfterDays` old), then shown read-only to anyone.
 * Processes agree on who generates through the demo_journal row: the insert (or update of a
 * journal due for refresh) that wins generates, the others wait for it.
 */
export class DemoJournalService {
  private ticker: { userId: number; generatedAt: number; entries: DemoTickerEntry[] } | null = null;

  constructor(private readonly deps: DemoJournalServiceDependencies) {}

  /** A read-only session of the demo account for this visitor (replacing the one they had), the journal generated first if need be. */
  async startSession(em: EntityManager, client: ClientInfo, previousSessionToken: string | null): Promise<StartedSession> {
    refuseWhenLimited(
      await this.deps.limiter.consume(em, `demo-session:${clientNetworkOf(client.ip)}`, this.deps.config.sessionsPerClient),
      'Too many demo sessions from your network. Please try again later.',
    );
    const demo = await this.ready(em);
    return this.deps.auth.startDemoSession(em, demo.userId, previousSessionToken);
  }

  /**
   * Each symbol of the demo journal with its closed trades' net P&L and count, best P&L first (the
   * dashboard's symbol performance order, so its five are the first five here). Computed once per
   * generation: the demo never changes.
   */
  async tickerEntries(em: EntityManager): Promise<DemoTickerEntry[]> {
    const demo = await this.ready(em);
    if (this.ticker?.userId === demo.userId && this.ticker.generatedAt === demo.generatedAt.getTime()) return this.ticker.entries;
    const symbols = await this.deps.analytics.symbolPerformance(em, demo.userId);
    const entries = symbols.map(({ key, tally }) => ({ symbol: key, pnl: tally.netPnl, trades: tally.trades }));
    this.ticker = { userId: demo.userId, generatedAt: demo.generatedAt.getTime(), entries };
    return entries;
  }

  /** The demo journal, generated first when there is none yet (or waited for while another generates it). */
  async ready(em: EntityManager): Promise<ReadyDemoJournal> {
    const deadline = Date.now() + WAIT_FOR_GENERATION_MS;
    for (;;) {
      const row = await em.fork().findOne(DemoJournal, DEMO_JOURNAL_ID);
      if (row?.generatedAt && row.user && !this.dueForRefresh(row.generatedAt)) return { userId: row.user.id, generatedAt: row.generatedAt };
      const claim = !row ? await this.claim(em) : row.generatedAt ? await this.takeOverForRefresh(em, row) : await this.takeOverAbandoned(em, row);
      if (claim) return this.generate(em, claim);
      if (Date.now() >= deadline) throw new DemoError('demo_not_ready', 5);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** Deletes the demo journal, its account and its market: the next visitor generates it anew. */
  async discard(em: EntityManager): Promise<void> {
    await em.nativeDelete(DemoJournal, { id: DEMO_JOURNAL_ID });
    await this.deleteDemoAccounts(em);
    await this.deps.writers.marketData.forgetDemoMarket(em);
    this.ticker = null;
  }

  private async claim(em: EntityManager): Promise<Claim | null> {
    const claimedAt = this.deps.clock.now();
    try {
      await em.fork().insert(DemoJournal, { id: DEMO_JOURNAL_ID, seed: DEMO_SEED, claimedAt });
      return { claimedAt };
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return null;
      throw error;
    }
  }

  /** A journal generated long enough ago is generated again, dated from today, so its recent ranges keep data. */
  private dueForRefresh(generatedAt: Date): boolean {
    const { refreshAfterDays } = this.deps.config;
    return refreshAfterDays > 0 && this.deps.clock.now().getTime() - generatedAt.getTime() >= refreshAfterDays * 86_400_000;
  }

  /** Claims the regeneration of a journal due for refresh: of all requests and processes that see it due, one update wins. */
  private async takeOverForRefresh(em: EntityManager, row: DemoJournal): Promise<Claim | null> {
    const now = this.deps.clock.now();
    const taken = await em.fork().nativeUpdate(DemoJournal, { id: DEMO_JOURNAL_ID, claimedAt: row.claimedAt, generatedAt: { $ne: null } }, { claimedAt: now, generatedAt: null, user: null });
    if (taken === 0) return null;
    this.deps.logger.info({ generatedAt: row.generatedAt, refreshAfterDays: this.deps.config.refreshAfterDays }, 'demo journal: generating it again, dated from today');
    return { claimedAt: now };
  }

  private async takeOverAbandoned(em: EntityManager, row: DemoJournal): Promise<Claim | null> {
    const now = this.deps.clock.now();
    if (now.getTime() - row.claimedAt.getTime() < ABANDONED_AFTER_MS) return null;
    const taken = await em.fork().nativeUpdate(DemoJournal, { id: DEMO_JOURNAL_ID, claimedAt: row.claimedAt, generatedAt: null }, { claimedAt: now, user: null });
    if (taken === 0) return null;
    this.deps.logger.warn({ claimedAt: row.claimedAt }, 'demo journal: taking over a generation left unfinished');
    return { claimedAt: now };
  }

  private async generate(em: EntityManager, claim: Claim): Promise<ReadyDemoJournal> {
    const started = performance.now();
    const db = em.fork();
    try {
      // Whatever a failed or abandoned generation left goes first.
      await this.deleteDemoAccounts(db);
      // An earlier generation's candles are of other dates and prices: the new journal brings its own.
      await this.deps.writers.marketData.forgetDemoMarket(db);
      const now = this.deps.clock.now();
      const user = db.create(User, { ...DEMO_ACCOUNT, demo: true, createdAt: now, updatedAt: now });
      await db.flush();
      await db.nativeUpdate(DemoJournal, { id: DEMO_JOURNAL_ID, claimedAt: claim.claimedAt }, { user: user.id });
      const plan = planDemoJournal(calendarDateIn(now, NEW_YORK), DEMO_SEED);
      await writeDemoJournal(db.fork(), user.id, plan, this.deps.writers);
      const generatedAt = this.deps.clock.now();
      const generationMs = Math.round(performance.now() - started);
      const done = await db.nativeUpdate(
        DemoJournal,
        { id: DEMO_JOURNAL_ID, claimedAt: claim.claimedAt, generatedAt: null },
        { generatedAt, firstDay: plan.days[0]!.date, lastDay: plan.days.at(-1)!.date, generationMs },
      );
      if (done !== 1) throw new Error('The demo journal generation was taken over by another process');
      this.deps.logger.info({ generationMs, trades: plan.trades.length, firstDay: plan.days[0]!.date, lastDay: plan.days.at(-1)!.date }, 'demo journal generated');
      return { userId: user.id, generatedAt };
    } catch (error) {
      // Nothing half-made stays behind: the claim is released and the next visitor starts over.
      await db.nativeDelete(DemoJournal, { id: DEMO_JOURNAL_ID, claimedAt: claim.claimedAt, generatedAt: null }).catch(() => undefined);
      await this.deleteDemoAccounts(db).catch(() => undefined);
      throw error;
    }
  }

  private async deleteDemoAccounts(em: EntityManager): Promise<void> {
    for (const { id } of await em.find(User, { demo: true }, { fields: ['id'] })) await this.deps.userData.deleteAllFor(em, id);
  }
}
