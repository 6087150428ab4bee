import type { EntityManager } from '@mikro-orm/core';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../logger';
import { LogCapture } from '../../../test/support/log-capture';
import { InsightsRecompute } from './insights-recompute';
import type { InsightRecord, InsightsService } from './insights.service';

/** A stand-in for the service: records when each computation starts and ends, and can be made to fail. */
class RecordingInsights {
  readonly events: string[] = [];
  stale = true;
  failNext = false;
  private release: (() => void) | null = null;

  /** Holds the next computation until `finish()`. */
  hold(): void {
    this.release = () => undefined;
  }

  finish(): void {
    const release = this.release;
    this.release = null;
    release?.();
  }

  async recompute(_em: EntityManager, userId: number): Promise<void> {
    this.events.push(`start ${userId}`);
    if (this.release) await new Promise<void>((resolve) => (this.release = resolve));
    if (this.failNext) {
      this.failNext = false;
      throw new Error('database went away');
    }
    this.stale = false;
    this.events.push(`end ${userId}`);
  }

  async isStale(): Promise<boolean> {
    return this.stale;
  }

  async markStale(_em: EntityManager, userId: number): Promise<void> {
    this.events.push(`stale ${userId}`);
    this.stale = true;
  }

  async close(): Promise<void> {
    this.events.push('closed');
  }

  async stored(): Promise<InsightRecord[]> {
    return [];
  }
}

const em = { fork: () => em } as unknown as EntityManager;

/** Journal edits wait this long for the next one before their computation starts. */
const QUIET_MS = 1_000;

function setUp() {
  const insights = new RecordingInsights();
  const logs = new LogCapture();
  const recompute = new InsightsRecompute(insights as unknown as InsightsService, createLogger('info', logs), QUIET_MS);
  return { insights, logs, recompute };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('insights recompute scheduling', () => {
  it('runs after the import has returned, not during it', async () => {
    const { insights, recompute } = setUp();
    recompute.afterImport(em, 1);
    // The import's own code carries on (and answers) before any computation starts.
    await Promise.resolve();
    expect(insights.events).toEqual([]);
    await recompute.idle();
    expect(insights.events).toEqual(['start 1', 'end 1']);
  });

  it('runs one computation at a time per user; imports landing meanwhile join one more', async () => {
    const { insights, recompute } = setUp();
    insights.hold();
    recompute.afterImport(em, 1);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    expect(insights.events).toEqual(['start 1']);
    recompute.afterImport(em, 1);
    recompute.afterImport(em, 1);
    recompute.afterImport(em, 2);
    insights.finish();
    await recompute.idle();
    expect(insights.events.filter((event) => event.endsWith(' 1'))).toEqual(['start 1', 'end 1', 'start 1', 'end 1']);
    expect(insights.events.filter((event) => event.endsWith(' 2'))).toEqual(['start 2', 'end 2']);
  });

  it('logs a failure instead of throwing it, and the next import computes again', async () => {
    const { insights, logs, recompute } = setUp();
    insights.failNext = true;
    recompute.afterImport(em, 7);
    await recompute.idle();
    expect(logs.entries().some((entry) => entry.msg === 'insights could not be recomputed after an import' && entry.userId === 7)).toBe(true);
    recompute.afterImport(em, 7);
    await recompute.idle();
    expect(insights.events).toEqual(['start 7', 'start 7', 'end 7']);
  });

  it('computes on demand only when stale', async () => {
    const { insights, recompute } = setUp();
    await recompute.current(em, 3);
    await recompute.current(em, 3);
    expect(insights.events).toEqual(['start 3', 'end 3']);
  });

  it('marks the insights stale at each journal edit, and computes once after a burst of edits pauses', async () => {
    const { insights, recompute } = setUp();
    const startedAfter: number[] = [];
    const originalRecompute = insights.recompute.bind(insights);
    let lastEdit = 0;
    insights.recompute = async (em, userId) => {
      startedAfter.push(performance.now() - lastEdit);
      return originalRecompute(em, userId);
    };
    for (let edit = 0; edit < 5; edit += 1) {
      recompute.afterJournalEdit(em, 4);
      lastEdit = performance.now();
      await sleep(20);
    }
    expect(insights.events).toEqual(['stale 4', 'stale 4', 'stale 4', 'stale 4', 'stale 4']);
    await vi.waitFor(() => expect(insights.events).toContain('end 4'), { timeout: QUIET_MS * 10 });
    await sleep(QUIET_MS);
    expect(insights.events.filter((event) => !event.startsWith('stale'))).toEqual(['start 4', 'end 4']);
    // Not before the edits had paused for the quiet time.
    expect(startedAfter[0]).toBeGreaterThanOrEqual(QUIET_MS - 5);
  });

  it('starts a computation waiting for journal edits to pause at once when an import lands or someone asks', async () => {
    const { insights, recompute } = setUp();
    const edited = performance.now();
    recompute.afterJournalEdit(em, 5);
    recompute.afterImport(em, 5);
    await vi.waitFor(() => expect(insights.events).toEqual(['stale 5', 'start 5', 'end 5']), { timeout: QUIET_MS * 10, interval: 5 });
    expect(performance.now() - edited).toBeLessThan(QUIET_MS);

    recompute.afterJournalEdit(em, 6);
    await recompute.current(em, 6);
    expect(insights.events.slice(3)).toEqual(['stale 6', 'start 6', 'end 6']);
  });

  it('finishes what is queued before ending the workers', async () => {
    const { insights, recompute } = setUp();
    recompute.afterJournalEdit(em, 8);
    await recompute.close();
    expect(insights.events).toEqual(['stale 8', 'start 8', 'end 8', 'closed']);
  });
});
