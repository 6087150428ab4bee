import { describe, expect, it } from 'vitest';
import { confidenceOf } from './confidence';
import { meanInterval, tQuantile975, wilsonInterval } from './intervals';
import { holmAdjusted } from './multiple-testing';
import { normalUpperTail } from './normal';
import { EXACT_UP_TO, PERMUTATIONS, permutationTest, REFINED_PERMUTATIONS } from './permutation-test';
import { seededRandom, seedOf } from './seeded-random';

describe('Wilson interval', () => {
  it('matches published values', () => {
    // Newcombe (1998), table I: 81/263 → 0.2553-0.3662; 8/10 → 0.4902-0.9433.
    const a = wilsonInterval(81, 263);
    expect(a.low).toBeCloseTo(0.2553, 4);
    expect(a.high).toBeCloseTo(0.3662, 4);
    const b = wilsonInterval(8, 10);
    expect(b.low).toBeCloseTo(0.4902, 4);
    expect(b.high).toBeCloseTo(0.9433, 4);
  });

  it('stays inside 0-1 at no and all successes', () => {
    expect(wilsonInterval(0, 10)).toEqual({ low: 0, high: expect.closeTo(0.2775, 4) });
    expect(wilsonInterval(10, 10).high).toBeCloseTo(1, 12);
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });
});

describe('mean interval', () => {
  it('is mean ± t·s/√n', () => {
    // 1..5: mean 3, s = 1.5811, t(4) = 2.776 → ±1.9629.
    const summary = meanInterval([1, 2, 3, 4, 5]);
    expect(summary.mean).toBe(3);
    expect(summary.sd).toBeCloseTo(1.5811, 4);
    expect(summary.low).toBeCloseTo(1.0371, 3);
    expect(summary.high).toBeCloseTo(4.9629, 3);
  });

  it('has no bounds from one value', () => {
    expect(meanInterval([5])).toMatchObject({ mean: 5, low: Number.NEGATIVE_INFINITY, high: Number.POSITIVE_INFINITY });
  });

  it('uses t quantiles that match the tables beyond 30 degrees of freedom', () => {
    expect(tQuantile975(10)).toBe(2.228);
    expect(tQuantile975(40)).toBeCloseTo(2.021, 3);
    expect(tQuantile975(60)).toBeCloseTo(2.0, 3);
    expect(tQuantile975(120)).toBeCloseTo(1.98, 3);
  });
});

describe('normal tail', () => {
  it('matches the tables', () => {
    expect(normalUpperTail(0)).toBeCloseTo(0.5, 7);
    expect(normalUpperTail(1.959964)).toBeCloseTo(0.025, 6);
    expect(normalUpperTail(3)).toBeCloseTo(0.0013499, 6);
    expect(normalUpperTail(-1)).toBeCloseTo(0.8413447, 6);
  });
});

describe('permutation test', () => {
  it('answers the exact permutation p-value of a small case', () => {
    // {1,2} vs {3,4}: of the 6 ways to pick two values, 2 differ by 2 or more → p = 1/3.
    const result = permutationTest([1, 2], [3, 4]);
    expect(result.method).toBe('permutation');
    expect(result.difference).toBe(-2);
    expect(result.pValue).toBeGreaterThan(0.31);
    expect(result.pValue).toBeLessThan(0.36);
  });

  it('gives the same answer for the same data', () => {
    const group = [5, -3, 8, 2, 9, -1];
    const rest = [1, -4, 0, 2, -6, 3, -2];
    expect(permutationTest(group, rest)).toEqual(permutationTest([...group], [...rest]));
  });

  it('draws more permutations for a clear difference, down to its smallest p-value', () => {
    const group = Array.from({ length: 25 }, (_, index) => 100 + index);
    const rest = Array.from({ length: 25 }, (_, index) => -100 - index);
    expect(permutationTest(group, rest).pValue).toBe(1 / (REFINED_PERMUTATIONS + 1));
    // A middling difference stops at the first round.
    expect(permutationTest([1, 2, 3, 4], [2, 3, 4, 5]).pValue * (PERMUTATIONS + 1)).toBe(Math.round(permutationTest([1, 2, 3, 4], [2, 3, 4, 5]).pValue * (PERMUTATIONS + 1)));
  });

  it('answers 1 when every value is the same', () => {
    expect(permutationTest([1, 1, 1], [1, 1]).pValue).toBe(1);
  });

  it('agrees with its normal approximation on the same data', () => {
    const random = seededRandom(7);
    const values = Array.from({ length: 120 }, () => random() * 10 - 4.7);
    const exact = permutationTest(values.slice(0, 60), values.slice(60));
    const approximate = permutationTest(values.slice(0, 60), values.slice(60), 10);
    expect(exact.method).toBe('permutation');
    expect(approximate.method).toBe('normal approximation');
    expect(Math.abs(exact.pValue - approximate.pValue)).toBeLessThan(0.02);
  });

  it('approximates above the exact size only', () => {
    const values = Array.from({ length: 2 * EXACT_UP_TO + 2 }, (_, index) => (index % 7) - 3);
    expect(permutationTest(values.slice(0, EXACT_UP_TO), values.slice(EXACT_UP_TO)).method).toBe('permutation');
    expect(permutationTest(values.slice(0, EXACT_UP_TO + 1), values.slice(EXACT_UP_TO + 1)).method).toBe('normal approximation');
  });
});

describe('seeded random', () => {
  it('repeats from one seed and differs between seeds', () => {
    const a = seededRandom(seedOf([1, 2.5]));
    const b = seededRandom(seedOf([1, 2.5]));
    const c = seededRandom(seedOf([1, 2.500001]));
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(c()).not.toBe(first[0]);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });
});

describe('Holm correction', () => {
  it('multiplies the k-th smallest p by (m - k + 1), keeping the order', () => {
    const adjusted = holmAdjusted([0.01, 0.04, 0.03, 0.005]);
    [0.03, 0.06, 0.06, 0.02].forEach((expected, index) => expect(adjusted[index]).toBeCloseTo(expected, 10));
    expect(holmAdjusted([0.5, 0.9])).toEqual([1, 1]);
  });
});

describe('confidence', () => {
  it('is 70 at adjusted p 0.01 and under 70 above it, whatever the effect', () => {
    expect(confidenceOf(0.01, 2)).toBe(70);
    expect(confidenceOf(0.0100001, 2)).toBeLessThan(70);
    expect(confidenceOf(0.05, 2)).toBeLessThan(70);
    expect(confidenceOf(0.2, 5)).toBeLessThan(70);
    expect(confidenceOf(1, 5)).toBe(0);
  });

  it('reaches 100 for strong evidence of a full effect; a small effect caps it', () => {
    expect(confidenceOf(0.0001, 0.3)).toBe(100);
    expect(confidenceOf(0.00001, -0.6)).toBe(100);
    expect(confidenceOf(0.00001, 0.15)).toBe(50);
    expect(confidenceOf(0.001, 1)).toBe(85);
  });
});
