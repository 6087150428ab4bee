/** The Big Five traits, in the order SPEC §3 lists them. */
export const TRAITS = ['openness', 'conscientiousness', 'extraversion', 'agreeableness', 'neuroticism'] as const;
export type Trait = (typeof TRAITS)[number];

export interface LikertItem {
  /** q1 … q15, the key of its answer in assessmentResponses. */
  key: string;
  trait: Trait;
  /** A reversed item is scored 6 − answer. */
  reversed: boolean;
  /** The IPIP wording, verbatim (ITEMS.md cites each). */
  text: string;
}

const item = (number: number, trait: Trait, reversed: boolean, text: string): LikertItem => ({ key: `q${number}`, trait, reversed, text });

/** SPEC §5 numbering and keying; the wording keyed to match (see ITEMS.md). */
export const LIKERT_ITEMS: readonly LikertItem[] = [
  item(1, 'openness', false, 'Have a vivid imagination.'),
  item(2, 'extraversion', true, "Don't talk a lot."),
  item(3, 'conscientiousness', false, 'Am always prepared.'),
  item(4, 'agreeableness', true, "Am not interested in other people's problems."),
  item(5, 'neuroticism', false, 'Get stressed out easily.'),
  item(6, 'openness', false, 'Have excellent ideas.'),
  item(7, 'extraversion', false, 'Am the life of the party.'),
  item(8, 'conscientiousness', true, 'Often forget to put things back in their proper place.'),
  item(9, 'agreeableness', false, "Sympathize with others' feelings."),
  item(10, 'neuroticism', false, 'Have frequent mood swings.'),
  item(11, 'openness', false, 'Am full of ideas.'),
  item(12, 'extraversion', false, 'Start conversations.'),
  item(13, 'conscientiousness', false, 'Pay attention to details.'),
  item(14, 'agreeableness', true, 'Am not really interested in others.'),
  item(15, 'neuroticism', true, 'Am relaxed most of the time.'),
];

export const LIKERT_KEYS = LIKERT_ITEMS.map(({ key }) => key);

/** SPEC §5: an unanswered item counts as the scale's middle. */
export const MISSING_ANSWER = 3;
export const LIKERT_MIN = 1;
export const LIKERT_MAX = 5;

/** The other answers, each with its SPEC §5 default on submit. */
export const RISK_TOLERANCES = ['low', 'medium', 'high'] as const;
export const TRADING_EXPERIENCES = ['beginner', 'intermediate', 'advanced'] as const;
export const PREFERRED_TIMEFRAMES = ['scalping', 'day', 'swing', 'position'] as const;
export const STRESS_HANDLINGS = ['poor', 'fair', 'good', 'excellent'] as const;
export const SELF_RATING = { min: 1, max: 10 } as const;
export const TRADING_GOALS_MAX_LENGTH = 2000;

export interface OtherAnswers {
  riskTolerance: (typeof RISK_TOLERANCES)[number];
  tradingExperience: (typeof TRADING_EXPERIENCES)[number];
  preferredTimeframe: (typeof PREFERRED_TIMEFRAMES)[number];
  emotionalControl: number;
  disciplineLevel: number;
  tradingGoals: string;
  stressHandling: (typeof STRESS_HANDLINGS)[number];
}

export const OTHER_ANSWER_DEFAULTS: OtherAnswers = {
  riskTolerance: 'medium',
  tradingExperience: 'beginner',
  preferredTimeframe: 'day',
  emotionalControl: 5,
  disciplineLevel: 5,
  tradingGoals: '',
  stressHandling: 'fair',
};

export const OTHER_ANSWER_KEYS = Object.keys(OTHER_ANSWER_DEFAULTS) as (keyof OtherAnswers)[];
