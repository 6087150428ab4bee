import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../clock';
import { FiguresCache } from '../../workers/figures-cache';
import { epochMsOf } from '../../db/raw-values';
import { lockUser, selectRows } from '../../db/raw-sql';
import { ianaZoneOf, type SettingsService } from '../settings';
import { type JournalFilter, scopeOf } from '../trades';
import { User } from '../../infra/users';
import type { EvidenceItem, Insight } from './domain/insight';
import type { ComputationRequest, Computed } from './computation/computation-messages';
import { InsightRun, StoredInsight } from './insight.entity';
import { CONFIDENT } from './statistics/confidence';

/** An insight as both APIs answer it: the engine's statement and when it was first found. */
export type InsightRecord = Insight & { createdAt: Date };

function recordOf(row: StoredInsight): InsightRecord {
  return {
    id: row.insightKey,
    category: row.category,
    title: row.title,
    text: row.text,
    evidence: JSON.parse(row.evidence) as EvidenceItem[],
    tradeIds: (JSON.parse(row.tradeIds) as number[]).map(String),
    sampleSize: row.sampleSize,
    confidence: row.confidence,
    createdAt: row.createdAt,
  };
}

/** What the dashboard shows of an insight: all but the trades it rests on (thousands of ids at 100 000 trades). */
export type InsightSummary = Omit<InsightRecord, 'tradeIds'>;

interface NewestRow {
  insightKey: string;
  category: StoredInsight['category'];
  title: string;
  text: string;
  evidence: string;
  sample_size: number | string;
  confidence: number | string;
  created_at: unknown;
}

const NEWEST = 'select insight_key as insightKey, category, title, text, evidence, sample_size, confidence, created_at from insight where user_id = ?';

/** Newest first; among insights found together, the surest first (recommendations after what they cite). */
type Ordered = Pick<StoredInsight, 'createdAt' | 'category' | 'confidence' | 'insightKey'>;

function newestFirst(a: Ordered, b: Ordered): number {
  const order = (row: Ordered) => (row.category === 'recommendation' ? 1 : 0);
  return b.createdAt.getTime() - a.createdAt.getTime() || order(a) - order(b) || b.confidence - a.confidence || (a.insightKey < b.insightKey ? -1 : 1);
}

/** Where the engine runs: worker threads (computation/insights-workers.ts), reading the trades themselves. */
export interface InsightsComputer {
  compute(request: ComputationRequest): Promise<Computed>;
  close(): Promise<void>;
}

/** An insight that has just become confident (CONFIDENT or more): newly found so, or risen to it. */
export interface ConfidentInsight {
  id: string;
  title: string;
  text: string;
  confidence: number;
  /** When the engine first found it: the same finding risen again later is another event. */
  createdAt: Date;
}

/** Told, in the transaction storing a computation, of the insights it made confident (the AI Insights notifications). */
export type ConfidentInsightsListener = (em: EntityManager, userId: number, insights: ConfidentInsight[]) => Promise<void>;

/** Computes a user's insights from their trades and Settings, keeps them, and answers them. */
export class InsightsService {
  private readonly confidentListeners: ConfidentInsightsListener[] = [];

  constructor(
    private readonly settings: SettingsService,
    private readonly clock: Clock,
    private readonly computer: InsightsComputer,
    /** The filtered views' findings, kept per user and filter until the trades or the journal change (`forget`). */
    private readonly filteredCache = new FiguresCache(),
  ) {}

  /** Forgets the user's filtered findings (after an import, a journal edit, a settings change). */
  forget(userId: number): void {
    this.filteredCache.invalidate(userId);
  }

  /** Registers a listener of newly confident insights; it runs inside the storing transaction, so both are kept or neither. */
  onConfidentInsights(listener: ConfidentInsightsListener): void {
    this.confidentListeners.push(listener);
  }

  /** The stored insights, newest first. */
  async stored(em: EntityManager, userId: number): Promise<InsightRecord[]> {
    const rows = await em.find(StoredInsight, { user: userId });
    return rows.sort(newestFirst).map(recordOf);
  }

  /**
   * The newest `count` stored insights without their trades, for the dashboard (never computes: a
   * dashboard request stays fast). Read raw: an entity query cost the dashboard several times the read.
   */
  async newest(em: EntityManager, userId: number, count: number): Promise<InsightSummary[]> {
    const rows = await selectRows<NewestRow>(em, NEWEST, [userId]);
    return rows
      .map((row) => ({ ...row, createdAt: new Date(epochMsOf(row.created_at)), confidence: Number(row.confidence) }))
      .sort(newestFirst)
      .slice(0, count)
      .map(({ insightKey, category, title, text, evidence, sample_size, confidence, createdAt }) => ({
        id: insightKey,
        category,
        title,
        text,
        evidence: JSON.parse(evidence) as EvidenceItem[],
        sampleSize: Number(sample_size),
        confidence,
        createdAt,
      }));
  }

  /**
   * Marks the user's insights stale for every API process (a journal edit changed what they rest
   * on): the run's record goes, as if none had been computed, and the next on-demand read computes.
   */
  async markStale(em: EntityManager, userId: number): Promise<void> {
    await em.nativeDelete(InsightRun, { user: userId });
  }

  /** True when none were computed for the user since they were marked stale, or their Timezone or risk setting changed since. */
  async isStale(em: EntityManager, userId: number): Promise<boolean> {
    const run = await em.findOne(InsightRun, { user: userId });
    if (!run) return true;
    const { timezone, riskPerTrade } = await this.settings.get(em, userId);
    return run.timeZone !== ianaZoneOf(timezone) || run.riskPerTrade !== riskPerTrade;
  }

  /**
   * The insights of the trades a filter keeps (docs/filter-bar.md): the same engine run over them on
   * request, on a worker thread, and stored nowhere (the stored insights are those of every trade).
   * Each is dated now: a filtered finding has no history of its own.
   */
  async filtered(em: EntityManager, userId: number, filter: JournalFilter): Promise<InsightRecord[]> {
    const { timezone, riskPerTrade } = await this.settings.get(em, userId);
    const timeZone = ianaZoneOf(timezone);
    const request = { userId, timeZone, riskPerTradePercent: riskPerTrade, scope: scopeOf(filter, timeZone, this.clock.now()) };
    const task = { kind: 'filtered_insights', ...request };
    const { insights } = await this.filteredCache.answer(em, userId, task, (computed) => computed.trades, () => this.computer.compute(request));
    const createdAt = this.clock.now();
    return insights
      .map(({ tradeIdsJson, ...insight }) => ({ ...insight, tradeIds: (JSON.parse(tradeIdsJson) as number[]).map(String), createdAt }))
      .sort((a, b) => newestFirst({ ...a, insightKey: a.id }, { ...b, insightKey: b.id }));
  }

  /**
   * Runs the engine over the user's closed trades (on a worker thread, which reads them) and
   * replaces their insights here, where the ORM is. A finding that was there before keeps its first
   * time, so "newest" means newly found.
   */
  async recompute(em: EntityManager, userId: number): Promise<Computed> {
    const { timezone, riskPerTrade } = await this.settings.get(em, userId);
    const timeZone = ianaZoneOf(timezone);
    const computed = await this.computer.compute({ userId, timeZone, riskPerTradePercent: riskPerTrade });
    const { insights } = computed;
    await em.fork().transactional(async (tx) => {
      // One computation stored at a time per user, across API processes too (MySQL; SQLite writes one at a time).
      await lockUser(tx, userId);
      // Only the keys and times of the previous insights: their trade lists are large and not needed.
      const previous = await tx.find(StoredInsight, { user: userId }, { fields: ['insightKey', 'createdAt', 'confidence'] });
      const firstFound = new Map(previous.map((row) => [row.insightKey, row.createdAt]));
      const wasConfident = new Set(previous.filter((row) => row.confidence >= CONFIDENT).map((row) => row.insightKey));
      const now = this.clock.now();
      await tx.nativeDelete(StoredInsight, { user: userId });
      const user = tx.getReference(User, userId);
      // Inserted as rows, not managed entities: the unit of work would copy and compare every trade list.
      if (insights.length > 0) {
        await tx.insertMany(
          StoredInsight,
          insights.map((insight) => ({
            user,
            insightKey: insight.id,
            category: insight.category,
            title: insight.title,
            text: insight.text,
            evidence: JSON.stringify(insight.evidence),
            tradeIds: insight.tradeIdsJson,
            sampleSize: insight.sampleSize,
            confidence: insight.confidence,
            createdAt: firstFound.get(insight.id) ?? now,
          })),
        );
      }
      await tx.upsert(InsightRun, { user, computedAt: now, timeZone, riskPerTrade });
      await tx.flush();
      const confident = insights
        .filter((insight) => insight.confidence >= CONFIDENT && !wasConfident.has(insight.id))
        .map(({ id, title, text, confidence }) => ({ id, title, text, confidence, createdAt: firstFound.get(id) ?? now }));
      if (confident.length > 0) for (const listener of this.confidentListeners) await listener(tx, userId, confident);
    });
    return computed;
  }

  /** Ends the worker threads (shutting down). */
  close(): Promise<void> {
    return this.computer.close();
  }
}
