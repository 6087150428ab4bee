import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { callerOf, type GraphQLContext } from '../../graphql/context';
import { RiskRuleService } from './risk-rules.service';
import { RiskRuleInputType, RiskRuleView } from './risk-rules.types';

@Resolver()
export class RiskRulesResolver {
  constructor(private readonly rulesOfRisk: RiskRuleService) {}

  @Authorized()
  @Query(() => [RiskRuleView], { description: "The caller's risk rules, with their breaches in the last 30 days." })
  async riskRules(@Ctx() context: GraphQLContext): Promise<RiskRuleView[]> {
    return (await this.rulesOfRisk.list(context.em, callerOf(context).userId)).map(RiskRuleView.of);
  }

  @Authorized()
  @Mutation(() => [RiskRuleView], { description: "Replaces the caller's risk rules (each optional; an empty list removes them all)." })
  async setRiskRules(@Arg('rules', () => [RiskRuleInputType]) rules: RiskRuleInputType[], @Ctx() context: GraphQLContext): Promise<RiskRuleView[]> {
    return (await this.rulesOfRisk.replace(context.em, callerOf(context).userId, rules)).map(RiskRuleView.of);
  }
}
