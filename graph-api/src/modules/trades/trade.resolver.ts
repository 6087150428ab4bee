import { Arg, Authorized, Ctx, Int, Query, Resolver } from 'type-graphql';
import { callerOf, type GraphQLContext } from '../../graphql/context';
import { limitOf } from './trade-limit';
import { TradeService } from './trade.service';
import { TradeView } from './trade.types';

@Resolver()
export class TradeResolver {
  constructor(private readonly tradeService: TradeService) {}

  @Authorized()
  @Query(() => [TradeView], { description: "The caller's round-trip trades, newest first." })
  async trades(@Arg('limit', () => Int, { defaultValue: 50 }) limit: number, @Ctx() context: GraphQLContext): Promise<TradeView[]> {
    return (await this.tradeService.list(context.em, callerOf(context).userId, limitOf(limit))).map(TradeView.of);
  }
}
