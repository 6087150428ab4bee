export type TraitName = 'openness' | 'conscientiousness' | 'extraversion' | 'agreeableness' | 'neuroticism';

/** Each trait in plain words for a trader: what a high and a low score tend to mean. Scores of 60 and above read high, 40 and below low. */
export const TRAIT_MEANINGS: Record<TraitName, { label: string; high: string; middle: string; low: string }> = {
  openness: {
    label: 'Openness',
    high: 'You welcome new ideas and markets; test them small before they get full size.',
    middle: 'You balance curiosity with what you know works.',
    low: 'You prefer proven setups; watch for conditions where they stop working.',
  },
  conscientiousness: {
    label: 'Conscientiousness',
    high: 'You plan and follow rules well; the risk is rigidity after a loss.',
    middle: 'You keep to a plan most of the time; a checklist closes the gaps.',
    low: 'Plans slip easily; written rules and a pre-trade checklist matter most for you.',
  },
  extraversion: {
    label: 'Extraversion',
    high: 'Action and company energise you; guard against overtrading and chat-room calls.',
    middle: 'You can trade alone or with others without losing your plan.',
    low: 'You trade best on your own; a quiet routine suits you.',
  },
  agreeableness: {
    label: 'Agreeableness',
    high: "You trust others readily; make sure a trade is your idea, not someone else's.",
    middle: 'You weigh other opinions without following them blindly.',
    low: 'You think independently; check you are not dismissing good evidence.',
  },
  neuroticism: {
    label: 'Neuroticism',
    high: 'Losses hit hard; fixed loss limits and pauses after a loss protect you.',
    middle: 'Stress affects you at times; notice it before it trades for you.',
    low: 'You stay calm under pressure; watch for complacency after wins.',
  },
};

export const TRAIT_ORDER: TraitName[] = ['openness', 'conscientiousness', 'extraversion', 'agreeableness', 'neuroticism'];

export function meaningOf(trait: TraitName, score: number): string {
  const meaning = TRAIT_MEANINGS[trait];
  return score >= 60 ? meaning.high : score <= 40 ? meaning.low : meaning.middle;
}
