import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from '../../logger';
import { isNoFilter, type JournalFilter } from '../trades';
import type { InsightRecord, InsightsService, InsightSummary } from './insights.service';
import type { PendingRecomputes } from './pending-recomputes';

/** The dashboard's AI insights card shows the newest three (SPEC §2). */
export const DASHBOARD_INSIGHTS = 3;

/**
 * Quiet time after a journal edit before its computation starts: a trader tagging trade after trade
 * makes a burst of edits, and the burst makes one computation, not one per edit.
 */
export const JOURNAL_QUIET_MS = 2_000;

/** A computation queued and not started yet: changes landing meanwhile join it. */
interface Waiting {
  /** Not before this time (ms since epoch): pushed back by each journal edit that joins. */
  startAt: number;
  /** Writes that must be done before it reads (marking the insights stale). */
  before: Promise<unknown>[];
  /** Ends the wait it is in, if any. */
  alarm: (() => void) | null;
  /** Only imports asked for it: with Real-time analysis off, the insights are marked stale instead (computed nightly or when opened). */
  importsOnly: boolean;
}

/** Whether the user's new trades are analysed as they arrive (the Real-time analysis setting). */
export type RealTimeAnalysis = (em: EntityManager, userId: number) => Promise<boolean>;

/** Starts a waiting computation as soon as its turn comes (someone asked for the insights, or the app is shutting down). */
function wake(waiting: Waiting): void {
  waiting.startAt = 0;
  waiting.alarm?.();
}

/**
 * When insights are computed: after an import or a journal edit, outside its request, one
 * computation at a time per user (on a worker thread: insights-workers.ts); on demand when a user's
 * insights are missing or stale. Changes that land while a computation waits to start join it.
 */
export class InsightsRecompute {
  private readonly queues = new Map<number, Promise<void>>();
  private readonly waiting = new Map<number, Waiting>();

  constructor(
    private readonly insights: InsightsService,
    private readonly logger: Logger,
    private readonly journalQuietMs = JOURNAL_QUIET_MS,
    /** The queue's record of each computation waiting here, so that a restart does not lose it (null: in memory only, as in unit tests). */
    private readonly pending: PendingRecomputes | null = null,
    private readonly realTime: RealTimeAnalysis = async () => true,
  ) {}

  /** After an import committed: runs later, errors logged (the import has succeeded whatever happens here). */
  afterImport(em: EntityManager, userId: number): void {
    this.schedule(em, userId, 0, null, 'insights could not be recomputed after an import', true);
  }

  /** After the Timezone or Risk per Trade setting changed: the insights are stale (isStale says so) and computed again at once. */
  afterSettingsChange(em: EntityManager, userId: number): void {
    this.schedule(em, userId, 0, null, 'insights could not be recomputed after a Settings change');
  }

  /**
   * After a journal edit the insights read (setup and mistake tags, planned stops) committed: the
   * insights are marked stale at once, for every API process (GET /api/insights then computes rather
   * than answer them), and computed again once the edits pause.
   */
  afterJournalEdit(em: EntityManager, userId: number): void {
    const marked = this.insights.markStale(em.fork(), userId).catch((error: unknown) => this.logger.error({ err: error, userId }, 'insights could not be marked stale after a journal edit'));
    this.schedule(em, userId, this.journalQuietMs, marked, 'insights could not be recomputed after a journal edit');
  }

  /** The user's insights, computed first when missing or stale (after any computation already queued, started at once). */
  /** The insights of the trades `filter` keeps, computed on request (InsightsService.filtered); all trades' are `current`. */
  async currentUnder(em: EntityManager, userId: number, filter: JournalFilter): Promise<InsightRecord[]> {
    return isNoFilter(filter) ? this.current(em, userId) : this.insights.filtered(em, userId, filter);
  }

  async current(em: EntityManager, userId: number): Promise<InsightRecord[]> {
    const waiting = this.waiting.get(userId);
    if (waiting) wake(waiting);
    await this.queues.get(userId)?.catch(() => undefined);
    if (await this.insights.isStale(em, userId)) {
      // Asked again inside the queue: a request that waited behind another's computation need not repeat it.
      await this.enqueue(userId, async () => {
        if (await this.insights.isStale(em.fork(), userId)) await this.insights.recompute(em.fork(), userId);
      });
    }
    return this.insights.stored(em, userId);
  }

  /**
   * Computes the user's insights now, in the user's queue, and resolves when they are stored: for a
   * journal written all at once (the demo's), whose tags came after its import.
   */
  recomputeNow(em: EntityManager, userId: number): Promise<void> {
    return this.enqueue(userId, async () => {
      await this.insights.recompute(em.fork(), userId);
    });
  }

  /** The dashboard's newest insights as stored: the dashboard never waits for a computation. */
  newestForDashboard(em: EntityManager, userId: number): Promise<InsightSummary[]> {
    return this.insights.newest(em, userId, DASHBOARD_INSIGHTS);
  }

  /** Resolves once no computation is queued or running; those waiting for edits to pause start at once (tests, shutting down). */
  async idle(): Promise<void> {
    while (this.queues.size > 0) {
      for (const waiting of this.waiting.values()) wake(waiting);
      await Promise.allSettled([...this.queues.values()]);
    }
  }

  /** Finishes the computations queued, then ends the worker threads. */
  async close(): Promise<void> {
    await this.idle();
    await this.insights.close();
  }

  private schedule(em: EntityManager, userId: number, quietMs: number, stale: Promise<unknown> | null, failure: string, fromImport = false): void {
    const startAt = Date.now() + quietMs;
    const recorded = this.pending?.mark(em.fork(), userId).catch((error: unknown) => this.logger.error({ err: error, userId }, 'a pending insights computation could not be recorded in the job queue'));
    const before = [stale, recorded].filter((write) => write != null);
    const joined = this.waiting.get(userId);
    if (joined) {
      joined.importsOnly &&= fromImport;
      joined.startAt = quietMs === 0 ? Math.min(joined.startAt, startAt) : Math.max(joined.startAt, startAt);
      joined.before.push(...before);
      if (quietMs === 0) wake(joined);
      return;
    }
    const waiting: Waiting = { startAt, before, alarm: null, importsOnly: fromImport };
    this.waiting.set(userId, waiting);
    void this.enqueue(userId, async () => {
      // A macrotask later at least: the request that made the change answers before the computation starts.
      await new Promise((resolve) => setImmediate(resolve));
      for (let wait = waiting.startAt - Date.now(); wait > 0; wait = waiting.startAt - Date.now()) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, wait);
          waiting.alarm = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        waiting.alarm = null;
      }
      this.waiting.delete(userId);
      await Promise.all(waiting.before);
      // The queue's jobs for what this computation covers: settled once it is stored, run by a runner if it never is.
      const covered = (await this.pending?.waitingIds(em.fork(), userId)) ?? [];
      if (waiting.importsOnly && !(await this.realTime(em.fork(), userId))) {
        // Real-time analysis off: stale, so the nightly run or the next reader computes them (docs/reports-and-alerts.md).
        await this.insights.markStale(em.fork(), userId);
      } else {
        await this.insights.recompute(em.fork(), userId);
      }
      await this.pending?.settle(em.fork(), covered);
    }).catch((error: unknown) => this.logger.error({ err: error, userId }, failure));
  }

  private enqueue(userId: number, job: () => Promise<void>): Promise<void> {
    const previous = this.queues.get(userId) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(job);
    this.queues.set(userId, next);
    const forget = () => {
      if (this.queues.get(userId) === next) this.queues.delete(userId);
    };
    next.then(forget, forget);
    return next;
  }
}
