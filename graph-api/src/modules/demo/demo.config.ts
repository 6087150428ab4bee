import { rateLimit, type RateLimitRule } from '../auth/auth.config';

export interface DemoConfig {
  /** Demo sessions started per client (IPv4 address or IPv6 /64) and window: each is a session row. */
  sessionsPerClient: RateLimitRule;
}

/** The variables of the demo module, merged into the server's environment schema by config.ts. */
export const demoEnvShape = {
  RATE_LIMIT_DEMO_SESSIONS_PER_IP: rateLimit('30/15m'),
};

export function demoConfigFrom(env: { RATE_LIMIT_DEMO_SESSIONS_PER_IP: RateLimitRule }): DemoConfig {
  return { sessionsPerClient: env.RATE_LIMIT_DEMO_SESSIONS_PER_IP };
}
