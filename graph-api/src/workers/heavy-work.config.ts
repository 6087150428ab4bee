import { z } from 'zod';

export interface HeavyWorkConfig {
  /**
   * Heavy requests (the /analytics page's breakdowns, a bucket, the MAE/MFE scatter) one user may
   * have under way at once in one API process; one more is answered 429 with Retry-After.
   */
  requestsPerUser: number;
}

const DEFAULT_REQUESTS_PER_USER = 2;
const NOT_A_LIMIT = 'HEAVY_REQUESTS_PER_USER must be a whole number from 1 to 100';

/** The variables of the heavy-work limit, merged into the server's environment schema by config.ts. */
export const heavyWorkEnvShape = {
  HEAVY_REQUESTS_PER_USER: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ error: NOT_A_LIMIT }).int(NOT_A_LIMIT).min(1, NOT_A_LIMIT).max(100, NOT_A_LIMIT).default(DEFAULT_REQUESTS_PER_USER),
  ),
};

export function heavyWorkConfigFrom(env: { HEAVY_REQUESTS_PER_USER: number }): HeavyWorkConfig {
  return { requestsPerUser: env.HEAVY_REQUESTS_PER_USER };
}
