import type { EntityManager } from '@mikro-orm/core';
import type { RateLimiter, RateLimitRule } from '../../auth';
import { ImportRequestRefused } from '../import.errors';

export const TOO_MANY_UPLOADS_MESSAGE = 'Too many uploads in a short time. Please wait a few minutes and try again.';

/**
 * The per-user limit on CSV uploads (RATE_LIMIT_IMPORTS_PER_USER), counted in the same shared
 * counters as the sign-in limits. Counted before the file is read: a refused upload costs no parse.
 */
export class UploadThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly rule: RateLimitRule,
  ) {}

  /** Counts one upload (a preview or an import) of the user; throws the 429, with Retry-After, past the limit. */
  async countUpload(em: EntityManager, userId: number): Promise<void> {
    const verdict = await this.limiter.consume(em, `imports:user:${userId}`, this.rule, userId);
    if (!verdict.allowed) throw new ImportRequestRefused('rate_limited', TOO_MANY_UPLOADS_MESSAGE, verdict.retryAfterSeconds);
  }
}
