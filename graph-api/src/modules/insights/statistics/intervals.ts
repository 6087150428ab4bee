/** A two-sided 95% interval. */
export interface Interval {
  low: number;
  high: number;
}

/** The normal quantile for 95% two-sided intervals (z at 0.975). */
export const Z_95 = 1.959963984540054;

/**
 * Wilson score interval for a proportion: unlike the textbook p ± z·√(p(1-p)/n), it stays inside
 * [0, 1] and keeps a sensible width at 0 or n successes, which small trade samples often show.
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval {
  if (trials === 0) return { low: 0, high: 1 };
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const halfWidth = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return { low: Math.max(0, centre - halfWidth), high: Math.min(1, centre + halfWidth) };
}

// Student's t at 0.975 for 1..30 degrees of freedom (standard tables, 3 decimals).
const T_975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06,
  2.056, 2.052, 2.048, 2.045, 2.042,
];

/** Student's t quantile at 0.975: the table up to 30 degrees of freedom, the Cornish-Fisher expansion above (error < 0.001). */
export function tQuantile975(degreesOfFreedom: number): number {
  if (degreesOfFreedom < 1) return Number.POSITIVE_INFINITY;
  if (degreesOfFreedom <= T_975.length) return T_975[Math.floor(degreesOfFreedom) - 1]!;
  const z = Z_95;
  const v = degreesOfFreedom;
  return z + (z ** 3 + z) / (4 * v) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * v * v) + (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / (384 * v ** 3);
}

export interface MeanSummary extends Interval {
  mean: number;
  /** Sample standard deviation (n - 1). */
  sd: number;
  count: number;
}

/** Mean with its 95% t interval (mean ± t·s/√n). With one value the interval is unbounded. */
export function meanInterval(values: ArrayLike<number>): MeanSummary {
  const count = values.length;
  if (count === 0) return { mean: 0, sd: 0, count, low: Number.NEGATIVE_INFINITY, high: Number.POSITIVE_INFINITY };
  let sum = 0;
  for (let index = 0; index < count; index += 1) sum += values[index]!;
  const mean = sum / count;
  let squares = 0;
  for (let index = 0; index < count; index += 1) squares += (values[index]! - mean) ** 2;
  const sd = count > 1 ? Math.sqrt(squares / (count - 1)) : 0;
  const halfWidth = count > 1 ? tQuantile975(count - 1) * (sd / Math.sqrt(count)) : Number.POSITIVE_INFINITY;
  return { mean, sd, count, low: mean - halfWidth, high: mean + halfWidth };
}
