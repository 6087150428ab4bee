import { normalUpperTail } from './normal';
import { seededRandom, seedOf } from './seeded-random';

export interface PermutationResult {
  /** Two-sided p-value of the difference in means between the group and the rest. */
  pValue: number;
  /** Mean of the group minus mean of the rest. */
  difference: number;
  /** Cohen's d: the difference over the standard deviation of all values together. */
  effectSize: number;
  method: 'permutation' | 'normal approximation';
}

/** Permutations drawn first for the exact test. */
export const PERMUTATIONS = 4999;
/**
 * When at most this many of the first draws are as extreme as the data (p ≤ 0.0012), drawing goes on
 * to REFINED_PERMUTATIONS: a strong finding among dozens tested needs p-values finer than 1 / 5000
 * to stay clear of the correction, and only such findings pay for the extra draws.
 */
export const REFINE_AT_MOST = 5;
export const REFINED_PERMUTATIONS = 49_999;

/**
 * Above this many values in the smaller side, the permutation distribution of the group's sum is
 * taken as normal (finite-population central limit theorem, Hájek 1960) instead of drawn: its mean
 * and variance are known exactly, and at these sizes drawing 4999 permutations would cost seconds.
 */
export const EXACT_UP_TO = 200;

/** The values shuffled between a group and the rest: every value of the comparison, with their sum and spread. */
export interface Pool {
  values: Float64Array;
  total: number;
  /** Standard deviation with n in the denominator: the spread of the finite population being shuffled. */
  sd: number;
}

export function poolOf(values: ArrayLike<number>): Pool {
  const pooled = Float64Array.from(values);
  let total = 0;
  for (const value of pooled) total += value;
  let squares = 0;
  for (const value of pooled) squares += (value - total / pooled.length) ** 2;
  return { values: pooled, total, sd: pooled.length === 0 ? 0 : Math.sqrt(squares / pooled.length) };
}

/**
 * Is the group's mean different from the rest's by more than chance would make it? The null is that
 * the labels are exchangeable: the trader's own results, shuffled between the group and the rest.
 * The random draws are seeded from the data, so the same trades give the same p-value.
 */
export function permutationTest(group: readonly number[], rest: readonly number[], exactUpTo = EXACT_UP_TO): PermutationResult {
  return testAgainstPool(group, poolOf([...group, ...rest]), exactUpTo);
}

/**
 * The same test, the group drawn from a pool computed once: a run tests dozens of groups of the same
 * trades, and the pool's sum and spread need not be worked out again for each (100 000 trades).
 */
export function testAgainstPool(group: ArrayLike<number>, pool: Pool, exactUpTo = EXACT_UP_TO): PermutationResult {
  const k = group.length;
  const n = pool.values.length;
  if (k === 0 || k === n) return { pValue: 1, difference: 0, effectSize: 0, method: 'permutation' };
  let groupSum = 0;
  for (let index = 0; index < k; index += 1) groupSum += group[index]!;
  const { total, sd } = pool;
  const difference = groupSum / k - (total - groupSum) / (n - k);
  if (sd === 0) return { pValue: 1, difference, effectSize: 0, method: 'permutation' };
  const effectSize = difference / sd;
  if (Math.min(k, n - k) > exactUpTo) return { pValue: normalApproximation(groupSum, k, n, total, sd), difference, effectSize, method: 'normal approximation' };
  return { pValue: drawnPValue(pool.values, k, total, difference, group), difference, effectSize, method: 'permutation' };
}

function drawnPValue(pool: Float64Array, k: number, total: number, observed: number, group: ArrayLike<number>): number {
  const n = pool.length;
  // Drawing the smaller side is enough: its sum fixes the other's.
  const drawn = Math.min(k, n - k);
  const random = seededRandom(seedOf([...Array.from(group), n - k, total]));
  const values = Float64Array.from(pool);
  // A relative tolerance: sums of the same values in another order differ in the last bits.
  const threshold = Math.abs(observed) * (1 - 1e-12);
  let extreme = 0;
  let rounds = 0;
  const drawUntil = (limit: number) => {
    for (; rounds < limit; rounds += 1) {
      let sum = 0;
      // Partial Fisher-Yates: the first `drawn` places become a uniform random subset.
      for (let index = 0; index < drawn; index += 1) {
        const pick = index + Math.floor(random() * (n - index));
        const value = values[pick]!;
        values[pick] = values[index]!;
        values[index] = value;
        sum += value;
      }
      const groupSum = drawn === k ? sum : total - sum;
      const difference = groupSum / k - (total - groupSum) / (n - k);
      if (Math.abs(difference) >= threshold) extreme += 1;
    }
  };
  drawUntil(PERMUTATIONS);
  if (extreme <= REFINE_AT_MOST) drawUntil(REFINED_PERMUTATIONS);
  return (extreme + 1) / (rounds + 1);
}

/** The group's sum is k draws without replacement: mean k·μ, variance k(n-k)/(n-1)·σ². */
function normalApproximation(groupSum: number, k: number, n: number, total: number, sd: number): number {
  const variance = ((k * (n - k)) / (n - 1)) * sd * sd;
  const z = (groupSum - (k * total) / n) / Math.sqrt(variance);
  return Math.min(1, 2 * normalUpperTail(Math.abs(z)));
}
