/** How the wait before the next try grows: doubling from `firstMs`, never above `maxMs`. */
export interface BackoffPolicy {
  firstMs: number;
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { firstMs: 10_000, maxMs: 60 * 60_000 };

/**
 * The wait after the `attempts`-th failed run: exponential, with "equal jitter" (half of the step
 * fixed, half random), so jobs that failed together (a broker that was down) do not all come back
 * in the same instant, yet each waits at least half its step. `random` is in [0, 1).
 */
export function retryDelayMs(attempts: number, policy: BackoffPolicy = DEFAULT_BACKOFF, random: () => number = Math.random): number {
  const step = Math.min(policy.maxMs, policy.firstMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(step / 2 + random() * (step / 2));
}
