import { z } from 'zod';
import { rateLimit, type RateLimitRule } from '../auth';

export interface DemoConfig {
  /** Demo sessions started per client (IPv4 address or IPv6 /64) and window: each is a session row. */
  sessionsPerClient: RateLimitRule;
  /**
   * Days after which the demo journal is generated again, dated from that day (0: never). A
   * journal whose newest trade is a month old shows an empty 1M range on the dashboard.
   */
  refreshAfterDays: number;
}

const blankAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

/** The variables of the demo module, merged into the server's environment schema by config.ts. */
export const demoEnvShape = {
  RATE_LIMIT_DEMO_SESSIONS_PER_IP: rateLimit('30/15m'),
  DEMO_REFRESH_AFTER_DAYS: blankAsUnset(z.coerce.number().int().min(0).max(3650).default(7)),
};

export function demoConfigFrom(env: { RATE_LIMIT_DEMO_SESSIONS_PER_IP: RateLimitRule; DEMO_REFRESH_AFTER_DAYS: number }): DemoConfig {
  return { sessionsPerClient: env.RATE_LIMIT_DEMO_SESSIONS_PER_IP, refreshAfterDays: env.DEMO_REFRESH_AFTER_DAYS };
}
