/** The test files that assert how long something takes; see vitest.timing.config.mts. */
export const TIMED_TEST_FILES = [
  'src/db/transaction-retry.test.ts',
  'src/graphql/query-limits.test.ts',
  'src/modules/auth/auth.routes.test.ts',
  'src/modules/insights/computation/insights-workers.test.ts',
  'src/modules/insights/insights-recompute.test.ts',
  'src/workers/heavy-requests.test.ts',
  'src/workers/heavy-work-pool.test.ts',
  'test/trade-fills-page.test.ts',
] as const;
