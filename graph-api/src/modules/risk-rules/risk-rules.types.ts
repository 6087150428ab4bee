import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import type { RiskRuleWithCount } from './risk-rules.service';

@ObjectType('RiskRule', { description: 'One of the trader’s risk rules, with how often it was broken in the last 30 days.' })
export class RiskRuleView {
  @Field(() => ID)
  id!: string;

  @Field({ description: 'daily_loss, max_trades_per_day, loss_beyond_stop, max_position_size or trailing_drawdown.' })
  kind!: string;

  @Field({ description: 'A positive decimal in the unit.' })
  limit!: string;

  @Field({ description: 'usd or r (daily_loss), trades, usd, shares or usd (max_position_size), usd.' })
  unit!: string;

  @Field(() => String, { nullable: true, description: 'Only this broker account; null: every account.' })
  accountId!: string | null;

  @Field(() => Int)
  breachesLast30Days!: number;

  static of(rule: RiskRuleWithCount): RiskRuleView {
    return Object.assign(new RiskRuleView(), { ...rule, id: String(rule.id) });
  }
}

@InputType('RiskRuleInput')
export class RiskRuleInputType {
  @Field()
  kind!: string;

  @Field()
  limit!: string;

  @Field()
  unit!: string;

  @Field(() => String, { nullable: true })
  accountId?: string | null;
}
