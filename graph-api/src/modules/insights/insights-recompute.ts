import type { EntityManager } from '@mikro-orm/core';
import type { Logger } from '../../logger';
import type { InsightRecord, InsightsService, InsightSummary } from './insights.service';

/** The dashboard's AI insights card shows the newest three (SPEC §2). */
export const DASHBOARD_INSIGHTS = 3;

/**
 * When insights are computed: after an import, outside its request (the engine reads every trade,
 * up to about 2 s at 100 000), one computation at a time per user; on demand when a user's insights
 * are missing or stale. An import that lands while a computation waits to start joins it.
 */
export class InsightsRecompute {
  private readonly queues = new Map<number, Promise<void>>();
  private readonly waiting = new Set<number>();

  constructor(
    private readonly insights: InsightsService,
    private readonly logger: Logger,
  ) {}

  /** After an import committed: runs later, errors logged (the import has succeeded whatever happens here). */
  afterImport(em: EntityManager, userId: number): void {
    if (this.waiting.has(userId)) return;
    this.waiting.add(userId);
    void this.enqueue(userId, async () => {
      // A macrotask later: the import's response is written before the engine takes the thread.
      await new Promise((resolve) => setImmediate(resolve));
      this.waiting.delete(userId);
      await this.insights.recompute(em.fork(), userId);
    }).catch((error: unknown) => this.logger.error({ err: error, userId }, 'insights could not be recomputed after an import'));
  }

  /** The user's insights, computed first when missing or stale (after any computation already queued). */
  async current(em: EntityManager, userId: number): Promise<InsightRecord[]> {
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
    return this.enqueue(userId, () => this.insights.recompute(em.fork(), userId));
  }

  /** The dashboard's newest insights as stored: the dashboard never waits for a computation. */
  newestForDashboard(em: EntityManager, userId: number): Promise<InsightSummary[]> {
    return this.insights.newest(em, userId, DASHBOARD_INSIGHTS);
  }

  /** Resolves once no computation is queued or running (tests, and shutting down cleanly). */
  async idle(): Promise<void> {
    while (this.queues.size > 0) await Promise.allSettled([...this.queues.values()]);
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
