import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { callerOf, type GraphQLContext } from '../../graphql/context';
import { JournalFilterInput, journalFilterOf } from '../trades';
import type { InsightsRecompute } from './insights-recompute';
import { InsightView } from './insights.types';

@Resolver()
export class InsightsResolver {
  constructor(private readonly recompute: InsightsRecompute) {}

  @Authorized()
  @Query(() => [InsightView], {
    description: "The caller's insights, newest first (as GET /api/insights answers them); under `filter`, the same engine's findings over the trades it keeps, computed on request (docs/filter-bar.md).",
  })
  async insights(@Arg('filter', () => JournalFilterInput, { nullable: true }) filter: JournalFilterInput | null, @Ctx() context: GraphQLContext): Promise<InsightView[]> {
    return (await this.recompute.currentUnder(context.em, callerOf(context).userId, journalFilterOf(filter ?? {}))).map(InsightView.of);
  }
}
