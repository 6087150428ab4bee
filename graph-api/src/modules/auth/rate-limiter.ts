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

/**
 * Fixed-window counters kept in the database, so that every API process shares them. Each update
 * is a single atomic statement; two processes racing to open a window both end up counting in it.
 */
export class RateLimiter {
  constructor(private readonly clock: Clock) {}

  /** Counts one request against `key`; refused when that makes more than `rule.limit` in the window. */
  async consume(em: EntityManager, key: string, rule: RateLimitRule, userId: number | null = null): Promise<RateLimitVerdict> {
    const keyHash = sha256Hex(key);
    const now = this.clock.now();
    const windowEndsAt = new Date(now.getTime() + rule.windowSeconds * 1000);
    const db = em.fork();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const counted = await db.nativeUpdate(RateLimitCounter, { keyHash, windowEndsAt: { $gt: now } }, { hits: raw('hits + 1') });
      if (counted > 0) break;
      const reopened = await db.nativeUpdate(RateLimitCounter, { keyHash, windowEndsAt: { $lte: now } }, { hits: 1, windowEndsAt, userId });
      if (reopened > 0) break;
      try {
        await db.insert(RateLimitCounter, { keyHash, hits: 1, windowEndsAt, userId });
        break;
      } catch (error) {
        // Another process opened the window first: count in it on the next pass.
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
      }
    }
    return this.verdictFor(db, keyHash, rule, now, 'after-counting');
  }

  /** Whether `key` is already at its limit, without counting anything. */
  check(em: EntityManager, key: string, rule: RateLimitRule): Promise<RateLimitVerdict> {
    return this.verdictFor(em.fork(), sha256Hex(key), rule, this.clock.now(), 'before-counting');
  }

  /** Forgets `key` (a successful sign-in clears that account's failures). */
  async reset(em: EntityManager, key: string): Promise<void> {
    await em.fork().nativeDelete(RateLimitCounter, { keyHash: sha256Hex(key) });
  }

  private async verdictFor(
    db: EntityManager,
    keyHash: string,
    rule: RateLimitRule,
    now: Date,
    moment: 'before-counting' | 'after-counting',
  ): Promise<RateLimitVerdict> {
    const counter = await db.findOne(RateLimitCounter, { keyHash, windowEndsAt: { $gt: now } }, { refresh: true });
    if (!counter) return { allowed: true, retryAfterSeconds: 0 };
    const allowed = moment === 'before-counting' ? counter.hits < rule.limit : counter.hits <= rule.limit;
    return { allowed, retryAfterSeconds: Math.max(1, Math.ceil((counter.windowEndsAt.getTime() - now.getTime()) / 1000)) };
  }
}

/** Throws the 429 (rate_limited, with Retry-After) of a refused verdict. */
export function refuseWhenLimited(verdict: RateLimitVerdict, message: string): void {
  if (!verdict.allowed) throw new AuthError('rate_limited', message, verdict.retryAfterSeconds);
}
