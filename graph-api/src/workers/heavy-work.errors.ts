import { HeaderMap } from '@apollo/server';
import { DomainError, httpStatusOf } from '../errors';

/**
 * One heavy request too many for the caller at once (heavy-work-limiter.ts): 429 with Retry-After,
 * over GraphQL too, where Apollo Server takes the status and headers from `extensions.http`.
 */
export class HeavyWorkRefused extends DomainError<'rate_limited'> {
  constructor(limit: number, retryAfterSeconds: number) {
    super(
      'rate_limited',
      'TOO_MANY_REQUESTS',
      `Too many analytics requests at once: at most ${limit} run at a time for each user. Please try again in ${retryAfterSeconds} ${retryAfterSeconds === 1 ? 'second' : 'seconds'}.`,
      retryAfterSeconds,
    );
  }

  get extensions(): { http: { status: number; headers: HeaderMap } } {
    return { http: { status: httpStatusOf(this.code), headers: new HeaderMap([['retry-after', String(this.retryAfterSeconds)]]) } };
  }
}
