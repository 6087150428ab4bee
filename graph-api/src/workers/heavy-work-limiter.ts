import type { Caller } from '../modules/auth/access';
import { HeavyWorkRefused } from './heavy-work.errors';

/** The Retry-After of a refusal, in whole seconds: about how long a heavy request has lately taken, within these bounds. */
const MIN_RETRY_AFTER_SECONDS = 1;
const MAX_RETRY_AFTER_SECONDS = 30;
/** The weight of the newest duration in the running average the Retry-After is taken from. */
const NEWEST_WEIGHT = 0.2;

/**
 * Whose heavy requests are counted together: the user's, except the demo journal's read-only
 * sessions, one user shared by every visitor, each counted alone.
 */
const keyOf = (caller: Caller) => (caller.readOnly && caller.via === 'session' ? `demo-session:${caller.sessionId}` : `user:${caller.userId}`);

/**
 * At most `perUser` heavy requests of one user under way at once (HEAVY_REQUESTS_PER_USER), counted
 * in this process's memory: with several API processes each holds its own count, so a user may have
 * that many under way in each. A request past the limit is refused at once (429, Retry-After), before
 * any read: one user's burst cannot fill the worker threads' queue ahead of everyone else.
 */
export class HeavyWorkLimiter {
  private readonly running = new Map<string, number>();
  private averageMs = 1000;

  constructor(
    readonly perUser: number,
    private readonly clock: { now(): number } = performance,
  ) {}

  async run<Result>(caller: Caller, work: () => Promise<Result>): Promise<Result> {
    const key = keyOf(caller);
    const under = this.running.get(key) ?? 0;
    if (under >= this.perUser) throw new HeavyWorkRefused(this.perUser, this.retryAfterSeconds());
    this.running.set(key, under + 1);
    const started = this.clock.now();
    try {
      return await work();
    } finally {
      this.averageMs += (this.clock.now() - started - this.averageMs) * NEWEST_WEIGHT;
      const left = (this.running.get(key) ?? 1) - 1;
      if (left === 0) this.running.delete(key);
      else this.running.set(key, left);
    }
  }

  /** The caller's heavy requests under way now. */
  underWay(caller: Caller): number {
    return this.running.get(keyOf(caller)) ?? 0;
  }

  private retryAfterSeconds(): number {
    return Math.min(MAX_RETRY_AFTER_SECONDS, Math.max(MIN_RETRY_AFTER_SECONDS, Math.ceil(this.averageMs / 1000)));
  }
}
