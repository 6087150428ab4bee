import { averagePnl } from '../../dashboard-summary';
import type { TraitScores } from '../assessment/assessment-scoring';
import { type Comparison, MIN_COMPARED_DAYS, MIN_COMPARED_TRADES, type OvertradingComparison } from './behaviour-measures';
import { money, plural, tallyText } from './evidence-text';
import type { HypothesisTest, Verdict } from './playbook-content';

/** A trait score at or above HIGH, or at or below LOW, is what a hypothesis is about. */
export const HIGH_TRAIT = 60;
export const LOW_TRAIT = 40;

const verdictOf = (enoughData: boolean, worse: boolean): Verdict => (!enoughData ? 'not_enough_data' : worse ? 'confirmed' : 'not_confirmed');

export function comparisonEvidence(comparison: Comparison, suspectLabel: string, restLabel: string): string {
  const { suspect, rest } = comparison;
  if (!comparison.enoughData) {
    return `Not enough data yet: ${suspectLabel} ${plural(suspect.tally.trades, 'trade')}, ${restLabel} ${plural(rest.tally.trades, 'trade')}; each side needs at least ${MIN_COMPARED_TRADES}.`;
  }
  return `${suspectLabel[0]!.toUpperCase()}${suspectLabel.slice(1)}: ${tallyText(suspect.tally)}. ${restLabel[0]!.toUpperCase()}${restLabel.slice(1)}: ${tallyText(rest.tally)}.`;
}

export function overtradingEvidence(comparison: OvertradingComparison): string {
  const { overtrading, normal, threshold } = comparison;
  const side = (days: number, label: string) => `${plural(days, 'day')} ${label}`;
  if (!comparison.enoughData) {
    return `Not enough data yet: ${side(overtrading.days, `with more than ${threshold} trades`)}, ${side(normal.days, 'with fewer')}; each side needs at least ${MIN_COMPARED_DAYS} days.`;
  }
  return (
    `Days with more than ${plural(threshold, 'trade')} (twice your median of ${comparison.medianTradesPerDay}): ${plural(overtrading.days, 'day')}, ${money(overtrading.averageDay)} a day, ${money(averagePnl(overtrading.tally))} a trade. ` +
    `Other days: ${plural(normal.days, 'day')}, ${money(normal.averageDay)} a day, ${money(averagePnl(normal.tally))} a trade.`
  );
}

/** The trait-based expectations the trader's scores raise, each tested on their trades. */
export function testHypotheses(
  traits: TraitScores,
  measures: { afterLoss: Comparison; missingStop: Comparison; overtrading: OvertradingComparison },
): HypothesisTest[] {
  const tests: HypothesisTest[] = [];
  if (traits.neuroticism >= HIGH_TRAIT) {
    tests.push({
      trait: 'neuroticism',
      score: traits.neuroticism,
      hypothesis: `A neuroticism score of ${traits.neuroticism} suggests losses unsettle you: your results may worsen on the trade after a loss.`,
      verdict: verdictOf(measures.afterLoss.enoughData, measures.afterLoss.suspectWorse),
      evidence: comparisonEvidence(measures.afterLoss, 'trades right after a loss the same day', 'other trades'),
    });
  }
  if (traits.conscientiousness <= LOW_TRAIT) {
    tests.push({
      trait: 'conscientiousness',
      score: traits.conscientiousness,
      hypothesis: `A conscientiousness score of ${traits.conscientiousness} suggests plans get skipped: trades without a planned stop may do worse.`,
      verdict: verdictOf(measures.missingStop.enoughData, measures.missingStop.suspectWorse),
      evidence: comparisonEvidence(measures.missingStop, 'trades without a planned stop', 'trades with one'),
    });
  }
  if (traits.extraversion >= HIGH_TRAIT) {
    tests.push({
      trait: 'extraversion',
      score: traits.extraversion,
      hypothesis: `An extraversion score of ${traits.extraversion} suggests a pull towards action: days you overtrade may be worse.`,
      verdict: verdictOf(measures.overtrading.enoughData, measures.overtrading.overtradingWorse),
      evidence: overtradingEvidence(measures.overtrading),
    });
  }
  return tests;
}
