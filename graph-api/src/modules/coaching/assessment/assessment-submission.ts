import { invalidAssessment } from '../coaching.errors';
import {
  LIKERT_KEYS,
  LIKERT_MAX,
  LIKERT_MIN,
  OTHER_ANSWER_DEFAULTS,
  OTHER_ANSWER_KEYS,
  type OtherAnswers,
  PREFERRED_TIMEFRAMES,
  RISK_TOLERANCES,
  SELF_RATING,
  STRESS_HANDLINGS,
  TRADING_EXPERIENCES,
  TRADING_GOALS_MAX_LENGTH,
  TRAITS,
} from './assessment-items';
import type { LikertAnswers } from './assessment-scoring';

/** What a submission is made of once checked: the Likert answers given, and the other answers with defaults applied. */
export interface AssessmentSubmission {
  likert: LikertAnswers;
  other: OtherAnswers;
}

type Raw = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

// Trait scores a client sends are accepted as fields (SPEC §7 lists them) and never read: the server scores.
const TOP_LEVEL_KEYS = new Set<string>([...TRAITS, ...OTHER_ANSWER_KEYS, 'assessmentResponses']);
const RESPONSE_KEYS = new Set<string>([...LIKERT_KEYS, ...OTHER_ANSWER_KEYS]);

function refuseUnknownKeys(object: Raw, known: Set<string>, where: string): void {
  const unknown = Object.keys(object).filter((key) => !known.has(key));
  if (unknown.length > 0) throw invalidAssessment(`Unknown ${unknown.length === 1 ? 'key' : 'keys'} in ${where}: ${unknown.join(', ')}.`);
}

function likertOf(responses: Raw): LikertAnswers {
  const answers: LikertAnswers = {};
  for (const key of LIKERT_KEYS) {
    const value = responses[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'number' || !Number.isInteger(value) || value < LIKERT_MIN || value > LIKERT_MAX) {
      throw invalidAssessment(`Answer ${key} must be a whole number from ${LIKERT_MIN} to ${LIKERT_MAX} (got ${JSON.stringify(value)}).`);
    }
    answers[key] = value;
  }
  return answers;
}

function choiceOf<T extends string>(key: string, value: unknown, choices: readonly T[]): T {
  if (typeof value === 'string' && (choices as readonly string[]).includes(value)) return value as T;
  throw invalidAssessment(`${key} must be one of: ${choices.join(', ')} (got ${JSON.stringify(value)}).`);
}

function selfRatingOf(key: string, value: unknown): number {
  if (typeof value === 'number' && Number.isInteger(value) && value >= SELF_RATING.min && value <= SELF_RATING.max) return value;
  throw invalidAssessment(`${key} must be a whole number from ${SELF_RATING.min} to ${SELF_RATING.max} (got ${JSON.stringify(value)}).`);
}

function goalsOf(value: unknown): string {
  if (typeof value !== 'string') throw invalidAssessment('tradingGoals must be text.');
  if (value.length > TRADING_GOALS_MAX_LENGTH) throw invalidAssessment(`tradingGoals must be at most ${TRADING_GOALS_MAX_LENGTH.toLocaleString('en-US')} characters long.`);
  return value.trim();
}

function otherAnswerOf<Key extends keyof OtherAnswers>(key: Key, value: unknown): OtherAnswers[Key] {
  switch (key) {
    case 'riskTolerance':
      return choiceOf(key, value, RISK_TOLERANCES) as OtherAnswers[Key];
    case 'tradingExperience':
      return choiceOf(key, value, TRADING_EXPERIENCES) as OtherAnswers[Key];
    case 'preferredTimeframe':
      return choiceOf(key, value, PREFERRED_TIMEFRAMES) as OtherAnswers[Key];
    case 'stressHandling':
      return choiceOf(key, value, STRESS_HANDLINGS) as OtherAnswers[Key];
    case 'emotionalControl':
    case 'disciplineLevel':
      return selfRatingOf(key, value) as OtherAnswers[Key];
    case 'tradingGoals':
      return goalsOf(value) as OtherAnswers[Key];
  }
  throw invalidAssessment(`Unknown answer ${String(key)}.`);
}

/**
 * An answer given both beside assessmentResponses (SPEC §7's fields) and inside it must agree;
 * given in neither place it takes its SPEC §5 default.
 */
function otherAnswersOf(body: Raw, responses: Raw): OtherAnswers {
  const answers = { ...OTHER_ANSWER_DEFAULTS };
  for (const key of OTHER_ANSWER_KEYS) {
    const outside = body[key] ?? undefined;
    const inside = responses[key] ?? undefined;
    if (outside !== undefined && inside !== undefined && outside !== inside) {
      throw invalidAssessment(`${key} is ${JSON.stringify(outside)} but assessmentResponses.${key} is ${JSON.stringify(inside)}: send one value.`);
    }
    const given = outside ?? inside;
    if (given !== undefined) Object.assign(answers, { [key]: otherAnswerOf(key, given) });
  }
  return answers;
}

/** Reads a submission as POST /api/psychology-assessment receives it; refuses anything it cannot score as given. */
export function readAssessmentSubmission(body: unknown): AssessmentSubmission {
  if (!isPlainObject(body)) throw invalidAssessment('Send the assessment as a JSON object.');
  refuseUnknownKeys(body, TOP_LEVEL_KEYS, 'the assessment');
  const responses = body.assessmentResponses ?? {};
  if (!isPlainObject(responses)) throw invalidAssessment('assessmentResponses must be an object keyed q1 to q15 (and the other answers by name).');
  refuseUnknownKeys(responses, RESPONSE_KEYS, 'assessmentResponses');
  return { likert: likertOf(responses), other: otherAnswersOf(body, responses) };
}
