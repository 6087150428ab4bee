import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { EvidenceItem } from './domain/insight';
import type { InsightRecord } from './insights.service';

@ObjectType('InsightEvidence', { description: 'One figure an insight rests on: sample size, win rate, P&L, interval, test.' })
export class InsightEvidenceView {
  @Field()
  label!: string;

  @Field()
  value!: string;

  static of({ label, value }: EvidenceItem): InsightEvidenceView {
    return Object.assign(new InsightEvidenceView(), { label, value });
  }
}

@ObjectType('Insight', { description: "A finding of the built-in insights engine from the caller's own trades (INSIGHTS.md)." })
export class InsightView {
  @Field(() => ID, { description: 'Stable while the finding holds, e.g. "pattern:hour:11".' })
  id!: string;

  @Field({ description: "'pattern', 'risk' or 'recommendation'." })
  category!: string;

  @Field()
  title!: string;

  @Field()
  text!: string;

  @Field(() => [InsightEvidenceView])
  evidence!: InsightEvidenceView[];

  @Field(() => [ID], { description: 'The trades it rests on.' })
  tradeIds!: string[];

  @Field(() => Int)
  sampleSize!: number;

  @Field(() => Int, { description: '0-100: from the corrected test against chance and the effect size; 100 for measured facts.' })
  confidence!: number;

  @Field({ description: 'When the engine first found it.' })
  createdAt!: Date;

  static of(record: InsightRecord): InsightView {
    return Object.assign(new InsightView(), { ...record, evidence: record.evidence.map(InsightEvidenceView.of) });
  }
}
