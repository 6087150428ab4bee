import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay';

describe('retryDelayMs', () => {
  const policy = { firstMs: 1000, maxMs: 60_000 };

  it('doubles with each attempt, between half and all of the step', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, policy, () => 0))).toEqual([500, 1000, 2000, 4000]);
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, policy, () => 0.999_999))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never waits more than the ceiling', () => {
    expect(retryDelayMs(30, policy, () => 0.999_999)).toBe(60_000);
    expect(retryDelayMs(1000, policy, () => 0)).toBe(30_000);
  });

  it('spreads jobs that failed together', () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelayMs(3, policy)));
    expect(delays.size).toBeGreaterThan(10);
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(2000);
  });
});
