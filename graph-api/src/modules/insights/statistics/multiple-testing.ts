/**
 * Holm's step-down correction: adjusted p-values that keep the chance of even one false finding
 * among all those tested at or below the level (family-wise error), whatever their dependence.
 * Chosen over Benjamini-Hochberg (which bounds the share of false findings) because the promise is
 * about a single pattern: coin-flip trades must not show one confidently more than 1 time in 20.
 */
export function holmAdjusted(pValues: readonly number[]): number[] {
  const m = pValues.length;
  const order = pValues.map((p, index) => ({ p, index })).sort((a, b) => a.p - b.p || a.index - b.index);
  const adjusted = new Array<number>(m);
  let running = 0;
  order.forEach(({ p, index }, rank) => {
    running = Math.max(running, Math.min(1, (m - rank) * p));
    adjusted[index] = running;
  });
  return adjusted;
}
