import { LIKERT_ITEMS, LIKERT_MAX, MISSING_ANSWER, type Trait, TRAITS } from './assessment-items';

export type TraitScores = Record<Trait, number>;

/** Likert answers by item key (q1 … q15); an absent key is an unanswered item. */
export type LikertAnswers = Partial<Record<string, number>>;

/**
 * SPEC §5: a trait is round(mean of its three items × 20), a reversed item counted as 6 − answer
 * and an unanswered one as 3. Summed in whole numbers (sum × 20 / 3), so no float error can tip
 * the rounding; a third of a multiple of 20 never ends in exactly .5, so no tie rule is needed.
 */
export function scoreTraits(answers: LikertAnswers): TraitScores {
  const sums = Object.fromEntries(TRAITS.map((trait) => [trait, 0])) as TraitScores;
  const counts = Object.fromEntries(TRAITS.map((trait) => [trait, 0])) as TraitScores;
  for (const { key, trait, reversed } of LIKERT_ITEMS) {
    const answer = answers[key] ?? MISSING_ANSWER;
    sums[trait] += reversed ? LIKERT_MAX + 1 - answer : answer;
    counts[trait] += 1;
  }
  return Object.fromEntries(TRAITS.map((trait) => [trait, Math.round((sums[trait] * 20) / counts[trait])])) as TraitScores;
}
