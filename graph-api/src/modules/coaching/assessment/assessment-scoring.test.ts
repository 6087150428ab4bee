import { describe, expect, it } from 'vitest';
import { LIKERT_ITEMS } from './assessment-items';
import { scoreTraits } from './assessment-scoring';
import { readAssessmentSubmission } from './assessment-submission';

const all = (answer: number) => Object.fromEntries(LIKERT_ITEMS.map(({ key }) => [key, answer]));

describe('the Big Five items', () => {
  it('are numbered and keyed as SPEC §5 says', () => {
    const keysOf = (trait: string) => LIKERT_ITEMS.filter((item) => item.trait === trait).map(({ key }) => key);
    expect(keysOf('openness')).toEqual(['q1', 'q6', 'q11']);
    expect(keysOf('conscientiousness')).toEqual(['q3', 'q8', 'q13']);
    expect(keysOf('extraversion')).toEqual(['q2', 'q7', 'q12']);
    expect(keysOf('agreeableness')).toEqual(['q4', 'q9', 'q14']);
    expect(keysOf('neuroticism')).toEqual(['q5', 'q10', 'q15']);
    expect(LIKERT_ITEMS.filter(({ reversed }) => reversed).map(({ key }) => key)).toEqual(['q2', 'q4', 'q8', 'q14', 'q15']);
  });
});

describe('scoreTraits (SPEC §5), by hand', () => {
  it.each([
    // All 5: plain items 5, reversed items 6 - 5 = 1.
    ['every answer 5', all(5), { openness: 100, conscientiousness: 73, extraversion: 73, agreeableness: 47, neuroticism: 73 }],
    // All 1: plain 1, reversed 5. Conscientiousness (1 + 5 + 1) / 3 × 20 = 46.67 → 47.
    ['every answer 1', all(1), { openness: 20, conscientiousness: 47, extraversion: 47, agreeableness: 73, neuroticism: 47 }],
    // Nothing answered: every item counts 3, reversed or not: 3 × 20 = 60.
    ['nothing answered', {}, { openness: 60, conscientiousness: 60, extraversion: 60, agreeableness: 60, neuroticism: 60 }],
  ])('%s', (_label, answers, expected) => {
    expect(scoreTraits(answers)).toEqual(expected);
  });

  it('reverses exactly q2, q4, q8, q14 and q15: each at 1 with its trait-mates at 5 gives the maximum', () => {
    // Reversed item answered 1 counts 5: with its two mates at their best, the trait is 100.
    expect(scoreTraits({ q3: 5, q8: 1, q13: 5 }).conscientiousness).toBe(100);
    expect(scoreTraits({ q2: 1, q7: 5, q12: 5 }).extraversion).toBe(100);
    expect(scoreTraits({ q4: 1, q9: 5, q14: 1 }).agreeableness).toBe(100);
    expect(scoreTraits({ q5: 5, q10: 5, q15: 1 }).neuroticism).toBe(100);
    expect(scoreTraits({ q1: 5, q6: 5, q11: 5 }).openness).toBe(100);
    // And the opposite ends: the lowest a trait can score is 20.
    expect(scoreTraits({ q3: 1, q8: 5, q13: 1 }).conscientiousness).toBe(20);
    expect(scoreTraits({ q5: 1, q10: 1, q15: 5 }).neuroticism).toBe(20);
  });

  it('counts a missing answer as 3 and rounds the mean × 20 to the nearest whole number', () => {
    // Openness: (4 + 3 + 3) / 3 × 20 = 66.67 → 67; (2 + 3 + 3) / 3 × 20 = 53.33 → 53.
    expect(scoreTraits({ q1: 4 }).openness).toBe(67);
    expect(scoreTraits({ q1: 2 }).openness).toBe(53);
    // Neuroticism: q5 4, q10 missing (3), q15 2 reversed (4): 11 / 3 × 20 = 73.33 → 73.
    expect(scoreTraits({ q5: 4, q15: 2 }).neuroticism).toBe(73);
  });
});

describe('readAssessmentSubmission', () => {
  it('ignores the trait scores a client sends and applies the SPEC defaults', () => {
    const submission = readAssessmentSubmission({ openness: 0, neuroticism: 100, assessmentResponses: { q1: 5 } });
    expect(submission).toEqual({
      likert: { q1: 5 },
      other: { riskTolerance: 'medium', tradingExperience: 'beginner', preferredTimeframe: 'day', emotionalControl: 5, disciplineLevel: 5, tradingGoals: '', stressHandling: 'fair' },
    });
  });

  it.each([
    [{ assessmentResponses: { q1: 6 } }, 'Answer q1 must be a whole number from 1 to 5 (got 6).'],
    [{ assessmentResponses: { q15: 0 } }, 'Answer q15 must be a whole number from 1 to 5 (got 0).'],
    [{ assessmentResponses: { q2: 2.5 } }, 'Answer q2 must be a whole number from 1 to 5 (got 2.5).'],
    [{ assessmentResponses: { q3: '4' } }, 'Answer q3 must be a whole number from 1 to 5 (got "4").'],
    [{ assessmentResponses: { q16: 3 } }, 'Unknown key in assessmentResponses: q16.'],
    [{ mood: 'good' }, 'Unknown key in the assessment: mood.'],
    [{ riskTolerance: 'extreme' }, 'riskTolerance must be one of: low, medium, high (got "extreme").'],
    [{ emotionalControl: 11 }, 'emotionalControl must be a whole number from 1 to 10 (got 11).'],
    [{ stressHandling: 'good', assessmentResponses: { stressHandling: 'poor' } }, 'stressHandling is "good" but assessmentResponses.stressHandling is "poor": send one value.'],
    [{ assessmentResponses: [1, 2] }, 'assessmentResponses must be an object keyed q1 to q15 (and the other answers by name).'],
    ['q1=5', 'Send the assessment as a JSON object.'],
  ])('refuses %j: %s', (body, message) => {
    expect(() => readAssessmentSubmission(body)).toThrow(message);
  });
});
