import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../../clock';
import { User } from '../../../infra/users';
import { LIKERT_KEYS, OTHER_ANSWER_KEYS, type OtherAnswers, TRAITS } from './assessment-items';
import { scoreTraits, type TraitScores } from './assessment-scoring';
import { readAssessmentSubmission } from './assessment-submission';
import { PsychologyAssessment } from './psychology-assessment.entity';

/** A stored assessment as both APIs answer it (SPEC §3 fields). */
export interface AssessmentRecord extends TraitScores, OtherAnswers {
  id: number;
  completedAt: Date;
  /** Every raw answer: q1 … q15 as answered (unanswered ones absent) and the other answers by name. */
  assessmentResponses: Record<string, number | string>;
}

export const traitScoresOf = (row: PsychologyAssessment) => Object.fromEntries(TRAITS.map((trait) => [trait, row[trait]])) as TraitScores;

// The columns hold only values the submission check accepted.
export const otherAnswersOf = (row: PsychologyAssessment) => Object.fromEntries(OTHER_ANSWER_KEYS.map((key) => [key, row[key]])) as unknown as OtherAnswers;

export function recordOf(row: PsychologyAssessment): AssessmentRecord {
  const assessmentResponses = JSON.parse(row.responses) as Record<string, number | string>;
  return { id: row.id, completedAt: row.completedAt, ...traitScoresOf(row), ...otherAnswersOf(row), assessmentResponses };
}

/** The psychology assessment: scored here from the raw answers, every submission kept. */
export class AssessmentService {
  constructor(private readonly clock: Clock) {}

  /** The latest assessment, or null before the first. */
  async latestRow(em: EntityManager, userId: number): Promise<PsychologyAssessment | null> {
    return em.findOne(PsychologyAssessment, { user: userId }, { orderBy: { completedAt: 'desc', id: 'desc' } });
  }

  async latest(em: EntityManager, userId: number): Promise<AssessmentRecord | null> {
    const row = await this.latestRow(em, userId);
    return row ? recordOf(row) : null;
  }

  /** Every assessment, newest first. */
  async history(em: EntityManager, userId: number): Promise<AssessmentRecord[]> {
    return (await em.find(PsychologyAssessment, { user: userId }, { orderBy: { completedAt: 'desc', id: 'desc' } })).map(recordOf);
  }

  /**
   * Checks and stores a submission (POST /api/psychology-assessment's body). Trait scores the client
   * sends are never read: the server scores the raw answers. A refused submission stores nothing.
   */
  async submit(em: EntityManager, userId: number, body: unknown): Promise<AssessmentRecord> {
    const { likert, other } = readAssessmentSubmission(body);
    const answered = Object.fromEntries(LIKERT_KEYS.filter((key) => likert[key] !== undefined).map((key) => [key, likert[key]!]));
    const row = em.create(PsychologyAssessment, {
      user: em.getReference(User, userId),
      completedAt: this.clock.now(),
      ...scoreTraits(likert),
      ...other,
      responses: JSON.stringify({ ...answered, ...other }),
    });
    await em.flush();
    return recordOf(row);
  }
}
