import { invalidAssessment } from '../coaching.errors';
import type { PsychologyAssessmentInput } from '../coaching.types';

/**
 * The GraphQL input as the REST body it stands for ({...answers, assessmentResponses: {q1: …}}), so
 * both APIs go through one check. An item answered twice is refused rather than one answer dropped.
 */
export function submissionBodyOf(input: PsychologyAssessmentInput): Record<string, unknown> {
  const assessmentResponses: Record<string, number> = {};
  for (const { item, answer } of input.answers) {
    if (item in assessmentResponses) throw invalidAssessment(`Answer ${item} is given twice.`);
    assessmentResponses[item] = answer;
  }
  const { answers: _likert, ...others } = input;
  const given = Object.fromEntries(Object.entries(others).filter(([, value]) => value !== null && value !== undefined));
  return { ...given, assessmentResponses };
}
