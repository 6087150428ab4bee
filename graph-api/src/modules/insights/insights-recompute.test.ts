import type { EntityManager } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
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

  async stored(): Promise<InsightRecord[]> {
    return [];
  }
}

const em = { fork: () => em } as unknown as EntityManager;

function setUp() {
  const insights = new RecordingInsights();
  const logs = new LogCapture();
  const recompute = new InsightsRecompute(insights as unknown as InsightsService, createLogger('info', logs));
  return { insights, logs, recompute };
}

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
});
