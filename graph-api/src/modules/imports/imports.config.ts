import { rateLimit, type RateLimitRule } from '../auth';

export interface ImportsConfig {
  /**
   * CSV uploads (previews and imports, REST and GraphQL) per user and window. Each one parses up to
   * 10 MB: a limit no trader reaches, only a script sending files in a loop.
   */
  uploadsPerUser: RateLimitRule;
}

const DEFAULT_UPLOADS_PER_USER = '120/15m';

/** The variables of the imports module, merged into the server's environment schema by config.ts. */
export const importsEnvShape = {
  RATE_LIMIT_IMPORTS_PER_USER: rateLimit(DEFAULT_UPLOADS_PER_USER),
};

export function importsConfigFrom(env: { RATE_LIMIT_IMPORTS_PER_USER: RateLimitRule }): ImportsConfig {
  return { uploadsPerUser: env.RATE_LIMIT_IMPORTS_PER_USER };
}
