import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { callerOf, type GraphQLContext } from '../../graphql/context';
import type { InsightsRecompute } from './insights-recompute';
import { InsightView } from './insights.types';

@Resolver()
export class InsightsResolver {
  constructor(private readonly recompute: InsightsRecompute) {}

  @Authorized()
  @Query(() => [InsightView], { description: "The caller's insights, newest first (as GET /api/insights answers them)." })
  async insights(@Ctx() context: GraphQLContext): Promise<InsightView[]> {
    return (await this.recompute.current(context.em, callerOf(context).userId)).map(InsightView.of);
  }
}
