import { type EntityManager, raw, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RateLimitRule } from './auth.config';
import { AuthError } from './auth.errors';
import type { Clock } from '../../clock';
import { RateLimitCounter } from './rate-limit-counter.entity';
import { sha256Hex } from './tokens';

export interface RateLimitVerdict {
  allowed: boolean;
  /** Whole seconds until the window ends: the Retry-After of a refusal. */
  retryAfterSeconds: number;
}

const ALLOWED: RateLimitVerdict = { allowed: true, retryAfterSeconds: 0 };
/** Passes over a counter that keeps opening and closing under us before giving up (never seen: a window lasts minutes). */
const MAX_PASSES = 5;
/**
 * How long a refused attempt waits, at most, for attempts of this process still being checked on
 * the same counter (a right password among them gives its place back).
 */
const MAX_WAIT_FOR_PENDING_MS = 5_000;

/** A request between two tries at a counter: told when an attempt on it settles meanwhile. */
interface Listener {
  settled: boolean;
  wake: () => void;
}

/** The attempts of this process counted ahead of their outcome on one counter, and who listens for their outcome. */
interface PendingOnCounter {
  count: number;
  listeners: Set<Listener>;
}

/**
 * Fixed-window counters kept in the database, so that every API process shares them. A request is
 * counted before it is served, by one atomic statement that counts it only while the window is
 * under its limit (UPDATE … SET hits = hits + 1 WHERE hits < limit: the affected-row count is the
 * verdict). So of a burst sent at once, from however many processes, at most `limit` get through.
 *
 * Limits that count failures only (sign-in) count each attempt ahead as a reservation, then keep
 * it when the attempt fails and give it back when it does not. An attempt refused while attempts
 * of this same process are still being checked on that counter waits for them before its answer.
 */
export class RateLimiter {
  private readonly pending = new Map<string, PendingOnCounter>();

  constructor(private readonly clock: Clock) {}

  /** Counts one request against `key` when that keeps it within `rule.limit`; refused, and not counted, otherwise. */
  async consume(em: EntityManager, key: string, rule: RateLimitRule, userId: number | null = null): Promise<RateLimitVerdict> {
    const keyHash = sha256Hex(key);
    const db = em.fork();
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      const now = this.clock.now();
      const counted = await db.nativeUpdate(RateLimitCounter, { keyHash, windowEndsAt: { $gt: now }, hits: { $lt: rule.limit } }, { hits: raw('hits + 1') });
      if (counted > 0) return ALLOWED;
      if (await this.openWindow(db, keyHash, rule, userId, now)) return ALLOWED;
      const full = await db.findOne(RateLimitCounter, { keyHash, windowEndsAt: { $gt: now } }, { refresh: true });
      if (full && full.hits >= rule.limit) return { allowed: false, retryAfterSeconds: retryAfterOf(full, now) };
      // The window ended, or another process opened it, between the statements: count again.
    }
    throw new Error('The rate limit counter kept changing while being counted');
  }

  /**
   * Counts one attempt ahead of its outcome (see the class comment): `settle` must follow, once
   * the outcome is known. Refused attempts are not counted and need no settling.
   */
  async reserve(em: EntityManager, key: string, rule: RateLimitRule, userId: number | null = null): Promise<RateLimitVerdict> {
    return this.reserveAll([key], async () => {
      const verdict = await this.consume(em, key, rule, userId);
      return { verdict, reserved: verdict.allowed ? [key] : [] };
    });
  }

  /**
   * Runs `tryOnce` (which reserves on some of `keys`, and gives back what it took when refused)
   * until it is allowed; or refused while no attempt of this process is pending on any of `keys`;
   * or it has waited long enough. What it reserved stays pending here until settled.
   */
  async reserveAll(keys: string[], tryOnce: () => Promise<{ verdict: RateLimitVerdict; reserved: string[] }>): Promise<RateLimitVerdict> {
    const keyHashes = keys.map(sha256Hex);
    const deadline = Date.now() + MAX_WAIT_FOR_PENDING_MS;
    for (;;) {
      const listener = this.listen(keyHashes);
      try {
        const { verdict, reserved } = await tryOnce();
        for (const key of reserved) this.entryOf(sha256Hex(key)).count += 1;
        if (verdict.allowed || Date.now() >= deadline) return verdict;
        const worthWaiting = keyHashes.some((keyHash) => (this.pending.get(keyHash)?.count ?? 0) > 0);
        if (!listener.settled && !(worthWaiting && (await this.settlementFor(listener, deadline)))) return verdict;
      } finally {
        this.stopListening(listener, keyHashes);
      }
    }
  }

  /** Counts one against `key` whatever its count (a failure that must be counted, not a request to let through). */
  async count(em: EntityManager, key: string, rule: RateLimitRule, userId: number | null = null): Promise<void> {
    const keyHash = sha256Hex(key);
    const db = em.fork();
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      const now = this.clock.now();
      if ((await db.nativeUpdate(RateLimitCounter, { keyHash, windowEndsAt: { $gt: now } }, { hits: raw('hits + 1') })) > 0) return;
      if (await this.openWindow(db, keyHash, rule, userId, now)) return;
    }
    throw new Error('The rate limit counter kept changing while being counted');
  }

  /**
   * The outcome of a reserved attempt on `key`: a failure keeps its count; an attempt that did not
   * fail gives it back ('release'), or clears the counter ('reset': a successful sign-in forgets
   * that account's failures). Either way the attempts waiting on it try again.
   */
  async settle(em: EntityManager, key: string, outcome: 'failed' | 'release' | 'reset'): Promise<void> {
    const keyHash = sha256Hex(key);
    try {
      if (outcome === 'release') await this.giveBack(em, keyHash);
      if (outcome === 'reset') await em.fork().nativeDelete(RateLimitCounter, { keyHash });
    } finally {
      this.notify(keyHash, outcome !== 'failed');
    }
  }

  /** Gives back one count on `key` that is not pending here (counted with `consume` or `count` by an attempt then refused). */
  async release(em: EntityManager, key: string): Promise<void> {
    await this.giveBack(em, sha256Hex(key));
  }

  /** Forgets `key`. */
  async reset(em: EntityManager, key: string): Promise<void> {
    await em.fork().nativeDelete(RateLimitCounter, { keyHash: sha256Hex(key) });
  }

  /** Seconds until the window of `key` ends (0 when it has none open). */
  async retryAfter(em: EntityManager, key: string): Promise<number> {
    const now = this.clock.now();
    const counter = await em.fork().findOne(RateLimitCounter, { keyHash: sha256Hex(key), windowEndsAt: { $gt: now } }, { refresh: true });
    return counter ? retryAfterOf(counter, now) : 0;
  }

  /** Opens a new window counting this request: over an ended one, else as a new row. False when the window is open already. */
  private async openWindow(db: EntityManager, keyHash: string, rule: RateLimitRule, userId: number | null, now: Date): Promise<boolean> {
    const windowEndsAt = new Date(now.getTime() + rule.windowSeconds * 1000);
    const reopened = await db.nativeUpdate(RateLimitCounter, { keyHash, windowEndsAt: { $lte: now } }, { hits: 1, windowEndsAt, userId });
    if (reopened > 0) return true;
    try {
      await db.insert(RateLimitCounter, { keyHash, hits: 1, windowEndsAt, userId });
      return true;
    } catch (error) {
      // Another process opened the window first.
      if (error instanceof UniqueConstraintViolationException) return false;
      throw error;
    }
  }

  private async giveBack(em: EntityManager, keyHash: string): Promise<void> {
    await em.fork().nativeUpdate(RateLimitCounter, { keyHash, windowEndsAt: { $gt: this.clock.now() }, hits: { $gt: 0 } }, { hits: raw('hits - 1') });
  }

  private entryOf(keyHash: string): PendingOnCounter {
    const entry = this.pending.get(keyHash) ?? { count: 0, listeners: new Set<Listener>() };
    this.pending.set(keyHash, entry);
    return entry;
  }

  private listen(keyHashes: string[]): Listener {
    const listener: Listener = { settled: false, wake: () => undefined };
    for (const keyHash of keyHashes) this.entryOf(keyHash).listeners.add(listener);
    return listener;
  }

  private stopListening(listener: Listener, keyHashes: string[]): void {
    for (const keyHash of keyHashes) {
      const entry = this.pending.get(keyHash);
      entry?.listeners.delete(listener);
      if (entry && entry.count <= 0 && entry.listeners.size === 0) this.pending.delete(keyHash);
    }
  }

  /**
   * An attempt pending on `keyHash` settled. Whoever listens tries again when it gave its place back,
   * or when none is pending any more (then a refusal is final); a failure that leaves others
   * pending frees no place, so nobody is woken for nothing.
   */
  private notify(keyHash: string, gaveBack: boolean): void {
    const entry = this.pending.get(keyHash);
    if (!entry) return;
    entry.count -= 1;
    if (!gaveBack && entry.count > 0) return;
    for (const listener of entry.listeners) {
      listener.settled = true;
      listener.wake();
    }
    if (entry.count <= 0 && entry.listeners.size === 0) this.pending.delete(keyHash);
  }

  /** True once an attempt the listener listens for settles; false past the deadline. */
  private settlementFor(listener: Listener, deadline: number): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
      listener.wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
    });
  }
}

const retryAfterOf = (counter: RateLimitCounter, now: Date) => Math.max(1, Math.ceil((counter.windowEndsAt.getTime() - now.getTime()) / 1000));

/** Throws the 429 (rate_limited, with Retry-After) of a refused verdict. */
export function refuseWhenLimited(verdict: RateLimitVerdict, message: string): void {
  if (!verdict.allowed) throw new AuthError('rate_limited', message, verdict.retryAfterSeconds);
}
