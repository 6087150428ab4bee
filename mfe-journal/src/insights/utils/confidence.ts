import type { InsightView } from './insightModel';

/** The engine's thresholds (graph-api insights/statistics/confidence.ts): shown from 50, confident from 70. */
export const CONFIDENT = 70;
const VERY_STRONG = 90;

export interface ConfidenceMeaning {
  /** One or two words: what the score means. */
  label: string;
  /** Why the engine gives that score, in plain words. */
  reason: string;
}

const TESTED_LABEL = 'Patterns tested';

/** A finding with a test against chance names it in its evidence; risk alerts and fee drag are counts of the record. */
const testedCount = (insight: InsightView) => insight.evidence.find(({ label }) => label === TESTED_LABEL)?.value;

/** What an insight's confidence (0-100) means, and why it has it (INSIGHTS.md: test against chance and effect size). */
export function confidenceMeaning(insight: InsightView): ConfidenceMeaning {
  if (insight.category === 'recommendation') {
    return { label: strength(insight.confidence), reason: 'A recommendation is exactly as sure as the finding it follows from, which it names.' };
  }
  const tested = testedCount(insight);
  if (tested === undefined) {
    return { label: 'Measured', reason: 'A fact counted from your own trades and settings, not an estimate: chance plays no part in it.' };
  }
  return {
    label: strength(insight.confidence),
    reason:
      `From a permutation test of your own trades against chance, corrected for the ${tested} patterns tested, and from the size of the effect. ` +
      `${CONFIDENT} or more means chance would show a difference this large less than 1 time in 100.`,
  };
}

function strength(confidence: number): string {
  if (confidence >= VERY_STRONG) return 'Very strong';
  if (confidence >= CONFIDENT) return 'Strong';
  return 'Suggestive: could still be chance';
}
