import type { OtherAnswers } from '../assessment/assessment-items';
import type { TraitScores } from '../assessment/assessment-scoring';
import { HIGH_TRAIT, LOW_TRAIT } from './hypotheses';
import type { PlaybookItem } from './playbook-content';

const LOW_SELF_RATING = 4;
const traitItem = (text: string, why: string): PlaybookItem => ({ text, why, tradeIds: [] });

/** Coaching tips from each trait at either end of its scale, and from the self-ratings and goals. */
export function traitCoachingTips(traits: TraitScores, answers: OtherAnswers): PlaybookItem[] {
  const tips: PlaybookItem[] = [];
  const score = (trait: keyof TraitScores) => `Your ${trait} score is ${traits[trait]} of 100.`;
  if (traits.conscientiousness <= LOW_TRAIT) tips.push(traitItem('Write a one-line plan for every trade before you enter it: setup, entry, stop, target.', `${score('conscientiousness')} Structure does not come easily, so make it a checklist rather than a habit to remember.`));
  if (traits.conscientiousness >= HIGH_TRAIT) tips.push(traitItem('Keep your routine, and review it weekly rather than daily, so it does not harden into perfectionism.', `${score('conscientiousness')} You follow plans well; the risk is over-tightening them after a few losses.`));
  if (traits.neuroticism >= HIGH_TRAIT) tips.push(traitItem('After any loss, stand up and take five minutes before the next order.', `${score('neuroticism')} Losses are felt strongly; a pause lets the feeling pass before it trades for you.`));
  if (traits.neuroticism <= LOW_TRAIT) tips.push(traitItem('Keep checking your rules after a winning run; calm can turn into complacency.', `${score('neuroticism')} You stay calm under pressure, which can hide creeping risk.`));
  if (traits.extraversion >= HIGH_TRAIT) tips.push(traitItem('Decide your trades before the open, away from chat rooms and social feeds.', `${score('extraversion')} Energy and company pull towards action; a plan made alone keeps the trades your own.`));
  if (traits.openness >= HIGH_TRAIT) tips.push(traitItem('Test a new idea on paper or at a quarter size for 20 trades before it gets full size.', `${score('openness')} New ideas attract you; let the numbers admit them.`));
  if (traits.openness <= LOW_TRAIT) tips.push(traitItem('Review one market condition a month where your setup fails, and decide what you do there.', `${score('openness')} You prefer the familiar; know where it stops working.`));
  if (traits.agreeableness >= HIGH_TRAIT) tips.push(traitItem("Take no trade on someone else's call unless it also fits your own plan.", `${score('agreeableness')} Trust in others makes their opinions easy to follow.`));
  if (answers.disciplineLevel <= LOW_SELF_RATING) tips.push(traitItem('Score each day 0-10 on how well you followed your rules, and review the score weekly.', `You rated your discipline ${answers.disciplineLevel} of 10; what is measured improves.`));
  if (answers.emotionalControl <= LOW_SELF_RATING) tips.push(traitItem('Name the emotion you feel in your journal before each entry.', `You rated your emotional control ${answers.emotionalControl} of 10; naming a feeling weakens its pull.`));
  if (answers.tradingGoals) tips.push(traitItem(`Turn your goal into a weekly number you can check: "${answers.tradingGoals}".`, 'Your trading goals, from the assessment.'));
  return tips;
}

/** Emotional triggers the assessment points to. */
export function traitTriggers(traits: TraitScores, answers: OtherAnswers): PlaybookItem[] {
  const triggers: PlaybookItem[] = [];
  if (traits.neuroticism >= HIGH_TRAIT) triggers.push(traitItem('A loss, or a run of them: the urge to win it back at once.', `Your neuroticism score is ${traits.neuroticism} of 100.`));
  if (answers.stressHandling === 'poor' || answers.stressHandling === 'fair') triggers.push(traitItem('Fast markets and open positions under pressure.', `You described your stress handling as ${answers.stressHandling}.`));
  if (answers.emotionalControl <= LOW_SELF_RATING) triggers.push(traitItem('Any strong feeling while a position is open.', `You rated your emotional control ${answers.emotionalControl} of 10.`));
  if (traits.extraversion >= HIGH_TRAIT) triggers.push(traitItem('Boredom on a quiet day: trading to feel busy.', `Your extraversion score is ${traits.extraversion} of 100.`));
  return triggers;
}

/** Biases the assessment points to. */
export function traitBiases(traits: TraitScores, answers: OtherAnswers): PlaybookItem[] {
  const biases: PlaybookItem[] = [];
  if (answers.riskTolerance === 'high' && answers.tradingExperience === 'beginner') biases.push(traitItem('Overconfidence: a high appetite for risk before the record to carry it.', 'You chose high risk tolerance and beginner experience.'));
  if (traits.agreeableness >= HIGH_TRAIT) biases.push(traitItem("Herding: taking trades because others are, or holding them because others do.", `Your agreeableness score is ${traits.agreeableness} of 100.`));
  if (traits.openness >= HIGH_TRAIT) biases.push(traitItem('Novelty: switching setups before one has enough trades to judge it.', `Your openness score is ${traits.openness} of 100.`));
  if (traits.conscientiousness >= HIGH_TRAIT) biases.push(traitItem('Sunk cost: keeping to a plan after the market has proved it wrong.', `Your conscientiousness score is ${traits.conscientiousness} of 100.`));
  if (traits.neuroticism >= HIGH_TRAIT) biases.push(traitItem('Loss aversion: cutting winners early to lock in a gain while letting losers run.', `Your neuroticism score is ${traits.neuroticism} of 100.`));
  return biases;
}

const TIMEFRAME_TEXT: Record<OtherAnswers['preferredTimeframe'], string> = {
  scalping: 'scalps held seconds to minutes',
  day: 'day trades closed before the close',
  swing: 'swing trades held days to weeks',
  position: 'position trades held weeks to months',
};

/** What the stated preferences recommend before the trades say more. */
export function preferenceRecommendations(answers: OtherAnswers): PlaybookItem[] {
  return [
    traitItem(`Specialise in ${TIMEFRAME_TEXT[answers.preferredTimeframe]}, with one or two setups you can describe in a sentence.`, `You chose ${answers.preferredTimeframe} as your preferred timeframe and ${answers.tradingExperience} as your experience.`),
  ];
}
