import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { type LikertItem, TRAITS } from './assessment/assessment-items';
import type { AssessmentRecord } from './assessment/assessment.service';
import type { HypothesisTest, PlaybookItem, RiskFigure } from './playbook/playbook-content';
import type { PlaybookRecord } from './playbook/playbook.service';

@ObjectType('AssessmentItem', { description: 'A Big Five Likert item (public-domain IPIP wording; citations in graph-api/src/modules/coaching/assessment/ITEMS.md).' })
export class AssessmentItemView {
  @Field({ description: 'q1 … q15.' })
  key!: string;

  @Field({ description: 'openness, conscientiousness, extraversion, agreeableness or neuroticism.' })
  trait!: string;

  @Field()
  text!: string;

  static of({ key, trait, text }: LikertItem): AssessmentItemView {
    return Object.assign(new AssessmentItemView(), { key, trait, text });
  }
}

@ObjectType('LikertAnswer')
export class LikertAnswerView {
  @Field()
  item!: string;

  @Field(() => Int, { description: '1-5.' })
  answer!: number;
}

@ObjectType('PsychologyAssessment', { description: 'A completed assessment; trait scores (0-100) are computed by the server from the raw answers.' })
export class PsychologyAssessmentView {
  @Field(() => ID)
  id!: string;

  @Field(() => Date)
  completedAt!: Date;

  @Field(() => Int) openness!: number;
  @Field(() => Int) conscientiousness!: number;
  @Field(() => Int) extraversion!: number;
  @Field(() => Int) agreeableness!: number;
  @Field(() => Int) neuroticism!: number;

  @Field({ description: 'low, medium or high.' })
  riskTolerance!: string;

  @Field({ description: 'beginner, intermediate or advanced.' })
  tradingExperience!: string;

  @Field({ description: 'scalping, day, swing or position.' })
  preferredTimeframe!: string;

  @Field(() => Int, { description: '1-10.' })
  emotionalControl!: number;

  @Field(() => Int, { description: '1-10.' })
  disciplineLevel!: number;

  @Field()
  tradingGoals!: string;

  @Field({ description: 'poor, fair, good or excellent.' })
  stressHandling!: string;

  @Field(() => [LikertAnswerView], { description: 'The Likert items answered, in item order (an unanswered one counted 3).' })
  likertAnswers!: LikertAnswerView[];

  static of(record: AssessmentRecord): PsychologyAssessmentView {
    const likertAnswers = Object.entries(record.assessmentResponses)
      .filter(([key]) => /^q\d+$/.test(key))
      .map(([item, answer]) => Object.assign(new LikertAnswerView(), { item, answer: Number(answer) }))
      .sort((a, b) => Number(a.item.slice(1)) - Number(b.item.slice(1)));
    const { assessmentResponses: _raw, id, ...fields } = record;
    return Object.assign(new PsychologyAssessmentView(), { ...fields, id: String(id), likertAnswers });
  }
}

@InputType()
export class LikertAnswerInput {
  @Field({ description: 'q1 … q15.' })
  item!: string;

  @Field(() => Int, { description: '1-5.' })
  answer!: number;
}

@InputType({ description: 'The raw answers; the server scores them. Unanswered Likert items count 3; absent answers take their defaults.' })
export class PsychologyAssessmentInput {
  @Field(() => [LikertAnswerInput])
  answers!: LikertAnswerInput[];

  @Field(() => String, { nullable: true }) riskTolerance?: string | null;
  @Field(() => String, { nullable: true }) tradingExperience?: string | null;
  @Field(() => String, { nullable: true }) preferredTimeframe?: string | null;
  @Field(() => Int, { nullable: true }) emotionalControl?: number | null;
  @Field(() => Int, { nullable: true }) disciplineLevel?: number | null;
  @Field(() => String, { nullable: true }) tradingGoals?: string | null;
  @Field(() => String, { nullable: true }) stressHandling?: string | null;
}

export enum HypothesisVerdictValue {
  CONFIRMED = 'confirmed',
  NOT_CONFIRMED = 'not_confirmed',
  NOT_ENOUGH_DATA = 'not_enough_data',
}
registerEnumType(HypothesisVerdictValue, { name: 'HypothesisVerdict', description: "What the trader's own trades say about a trait-based hypothesis." });

@ObjectType('PlaybookItem', { description: 'A rule, condition, trigger, alert, tip or recommendation, with why it is there.' })
export class PlaybookItemView {
  @Field()
  text!: string;

  @Field({ description: 'The trait score or self-rating, setting, or numbers and trades it rests on.' })
  why!: string;

  @Field(() => [ID], { description: 'The trades behind it (at most 20, newest first).' })
  tradeIds!: string[];

  static of(item: PlaybookItem): PlaybookItemView {
    return Object.assign(new PlaybookItemView(), item);
  }
}

@ObjectType('RiskFigure')
export class RiskFigureView {
  @Field() name!: string;
  @Field() value!: string;
  @Field() why!: string;

  static of(figure: RiskFigure): RiskFigureView {
    return Object.assign(new RiskFigureView(), figure);
  }
}

@ObjectType('HypothesisTest')
export class HypothesisTestView {
  @Field({ description: TRAITS.join(', ') })
  trait!: string;

  @Field(() => Int)
  score!: number;

  @Field()
  hypothesis!: string;

  @Field(() => HypothesisVerdictValue)
  verdict!: HypothesisVerdictValue;

  @Field()
  evidence!: string;

  static of(test: HypothesisTest): HypothesisTestView {
    return Object.assign(new HypothesisTestView(), { ...test, verdict: test.verdict as HypothesisVerdictValue });
  }
}

@ObjectType('Playbook', { description: 'One version of the Play Book; the newest is Active.' })
export class PlaybookView {
  @Field(() => ID) id!: string;
  @Field(() => Int) version!: number;
  @Field() active!: boolean;
  @Field(() => Date) createdAt!: Date;

  @Field(() => Int, { description: '0-100: how much evidence it rests on.' })
  confidenceScore!: number;

  @Field()
  confidenceBasis!: string;

  @Field(() => [String], { description: 'What would raise the confidence.' })
  raiseConfidence!: string[];

  @Field(() => Int, { description: 'The closed trades it was built on.' })
  closedTrades!: number;

  @Field(() => [PlaybookItemView]) tradingRules!: PlaybookItemView[];
  @Field(() => [RiskFigureView]) riskManagement!: RiskFigureView[];
  @Field(() => [PlaybookItemView]) optimalConditions!: PlaybookItemView[];
  @Field(() => [PlaybookItemView]) emotionalTriggers!: PlaybookItemView[];
  @Field(() => [PlaybookItemView]) biasAlerts!: PlaybookItemView[];
  @Field(() => [PlaybookItemView]) coachingTips!: PlaybookItemView[];
  @Field(() => [PlaybookItemView]) strategyRecommendations!: PlaybookItemView[];
  @Field(() => [HypothesisTestView]) hypotheses!: HypothesisTestView[];

  static of(record: PlaybookRecord): PlaybookView {
    const items = (list: PlaybookItem[]) => list.map(PlaybookItemView.of);
    return Object.assign(new PlaybookView(), {
      ...record,
      id: String(record.id),
      tradingRules: items(record.tradingRules),
      riskManagement: record.riskManagement.map(RiskFigureView.of),
      optimalConditions: items(record.optimalConditions),
      emotionalTriggers: items(record.emotionalTriggers),
      biasAlerts: items(record.biasAlerts),
      coachingTips: items(record.coachingTips),
      strategyRecommendations: items(record.strategyRecommendations),
      hypotheses: record.hypotheses.map(HypothesisTestView.of),
    });
  }
}
