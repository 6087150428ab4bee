/**
 * The adjusted p-value at which a finding reaches confidence 70: chance shows it at most 1 time in
 * 100. The product promises 1 time in 20; the margin keeps the promise when the tests of one run
 * are close to independent (Holm's bound is then nearly reached).
 */
export const SIGNIFICANCE = 0.01;
/** Confidence from which a finding is called confident (and may back a recommendation). */
export const CONFIDENT = 70;
/** An effect of this size (Cohen's d) or more counts in full; smaller effects cap the confidence. */
export const FULL_EFFECT = 0.3;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/**
 * Confidence 0-100 from the corrected test and the effect size, the smaller of two scores:
 * - evidence: 70 at adjusted p = 0.01, rising to 100 at p = 0.0001 (log scale); below 70 for any
 *   p above 0.01 (69 × (1 - p) / 0.99), so nothing chance would show 1 time in 100 reaches 70;
 * - effect: 100 × |d| / 0.3, capped at 100: a tiny difference in a huge sample stays unconfident.
 * Rounded down, so 69.99 stays under 70.
 */
export function confidenceOf(adjustedP: number, effectSize: number): number {
  const evidence = adjustedP <= SIGNIFICANCE ? 70 + 30 * clamp01(Math.log10(SIGNIFICANCE / adjustedP) / 2) : 69 * clamp01((1 - adjustedP) / (1 - SIGNIFICANCE));
  const effect = 100 * clamp01(Math.abs(effectSize) / FULL_EFFECT);
  return Math.floor(Math.min(evidence, effect));
}
