import { DeadlockException, type EntityManager, raw, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RateLimitRule } from './auth.config';
import { AuthError } from './auth.errors';
import type { Clock } from '../../clock';
import { PendingAttempts } from './pending-attempts';
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

/** One pass at reserving (RateLimiter.reserveAll): what it takes is given back if the pass is refused. */
export interface Reserving {
  /** Takes a place on `key` if it is under `rule`'s limit. */
  take(key: string, rule: RateLimitRule, userId?: number | null): Promise<RateLimitVerdict>;
  /** Counts on `key` whatever its count (a count that triggers another brake, not one to refuse on). */
  add(key: string, rule: RateLimitRule, userId?: number | null): Promise<void>;
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
  private readonly pending = new PendingAttempts();

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
  reserve(em: EntityManager, key: string, rule: RateLimitRule, userId: number | null = null): Promise<RateLimitVerdict> {
    return this.reserveAll(em, [key], (reserving) => reserving.take(key, rule, userId));
  }

  /**
   * Runs `tryOnce`, which takes places on counters, until it is allowed; or refused while no attempt
   * of this process is counted on the `keys` it was refused on; or it has waited long enough. A
   * refused pass gives back what it took. What an allowed pass took stays pending until settled.
   */
  async reserveAll(em: EntityManager, keys: string[], tryOnce: (reserving: Reserving) => Promise<RateLimitVerdict>): Promise<RateLimitVerdict> {
    const deadline = Date.now() + MAX_WAIT_FOR_PENDING_MS;
    for (;;) {
      const listener = this.pending.listen(keys.map(sha256Hex));
      try {
        const { verdict, refusedOn } = await this.pass(em, tryOnce);
        if (verdict.allowed) return verdict;
        const waitOn = refusedOn.filter((keyHash) => listener.keyHashes.includes(keyHash));
        if (!(await this.pending.placeFreed(listener, waitOn, deadline))) return verdict;
      } finally {
        this.pending.stopListening(listener);
      }
    }
  }

  /** One pass of `tryOnce`: what it took is marked as being taken at once (who is refused meanwhile waits for it), and given back unless allowed. */
  private async pass(em: EntityManager, tryOnce: (reserving: Reserving) => Promise<RateLimitVerdict>): Promise<{ verdict: RateLimitVerdict; refusedOn: string[] }> {
    const taken: string[] = [];
    const refusedOn: string[] = [];
    const reserving: Reserving = {
      take: async (key, rule, userId = null) => {
        const verdict = await this.consume(em, key, rule, userId);
        (verdict.allowed ? taken : refusedOn).push(sha256Hex(key));
        if (verdict.allowed) this.pending.taken(sha256Hex(key));
        return verdict;
      },
      add: async (key, rule, userId = null) => {
        await this.count(em, key, rule, userId);
        taken.push(sha256Hex(key));
        this.pending.taken(sha256Hex(key));
      },
    };
    let verdict: RateLimitVerdict = { allowed: false, retryAfterSeconds: 0 };
    try {
      verdict = await tryOnce(reserving);
      return { verdict, refusedOn };
    } finally {
      try {
        if (!verdict.allowed) for (const keyHash of taken) await this.giveBack(em, keyHash);
      } finally {
        this.pending.passEnded(taken, verdict.allowed);
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
   * that account's failures). Requests of this process refused meanwhile try again when a place
   * was given back, and take their refusal once none is pending.
   */
  async settle(em: EntityManager, key: string, outcome: 'failed' | 'release' | 'reset'): Promise<void> {
    const keyHash = sha256Hex(key);
    try {
      if (outcome === 'release') await this.giveBack(em, keyHash);
      if (outcome === 'reset') await em.fork().nativeDelete(RateLimitCounter, { keyHash });
    } finally {
      this.pending.settled(keyHash, outcome !== 'failed');
    }
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
      // Another request opened the window first (InnoDB may report two racing inserts as a deadlock).
      if (error instanceof UniqueConstraintViolationException || error instanceof DeadlockException) return false;
      throw error;
    }
  }

  private async giveBack(em: EntityManager, keyHash: string): Promise<void> {
    await em.fork().nativeUpdate(RateLimitCounter, { keyHash, windowEndsAt: { $gt: this.clock.now() }, hits: { $gt: 0 } }, { hits: raw('hits - 1') });
  }
}

const retryAfterOf = (counter: RateLimitCounter, now: Date) => Math.max(1, Math.ceil((counter.windowEndsAt.getTime() - now.getTime()) / 1000));

/** Throws the 429 (rate_limited, with Retry-After) of a refused verdict. */
export function refuseWhenLimited(verdict: RateLimitVerdict, message: string): void {
  if (!verdict.allowed) throw new AuthError('rate_limited', message, verdict.retryAfterSeconds);
}
