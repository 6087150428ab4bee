import { Arg, Authorized, Ctx, ID, Int, Mutation, Resolver } from 'type-graphql';
import { callerOf, type GraphQLContext } from '../../graphql/context';
import { tradeNotFound, type TradeResolver, TradeView } from '../trades';
import type { ManualTradeService } from './manual-trade.service';
import { ManualCloseInputView, ManualTradeInputView } from './manual-trade.types';

const tradeIdOf = (id: string) => {
  if (!/^\d{1,15}$/.test(id)) throw tradeNotFound();
  return Number(id);
};

@Resolver()
export class ManualTradeResolver {
  constructor(
    private readonly manualTrades: ManualTradeService,
    private readonly tradeViews: TradeResolver,
  ) {}

  @Authorized()
  @Mutation(() => TradeView, { description: 'Enters a trade by hand (its fills go through the same matching as imported ones). A refused input changes nothing.' })
  async createManualTrade(@Arg('input', () => ManualTradeInputView) input: ManualTradeInputView, @Ctx() context: GraphQLContext): Promise<TradeView> {
    const trade = await this.manualTrades.create(context.em, callerOf(context).userId, input);
    return (await this.tradeViews.tradesByIds(context, [String(trade.trade.id)]))[0]!;
  }

  @Authorized()
  @Mutation(() => TradeView, { description: 'Replaces the fills of a trade entered by hand (manualOnly). An imported trade is refused with the reason.' })
  async updateManualTrade(@Arg('tradeId', () => ID) tradeId: string, @Arg('input', () => ManualTradeInputView) input: ManualTradeInputView, @Ctx() context: GraphQLContext): Promise<TradeView> {
    const trade = await this.manualTrades.update(context.em, callerOf(context).userId, tradeIdOf(tradeId), input);
    return (await this.tradeViews.tradesByIds(context, [String(trade.trade.id)]))[0]!;
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Removes the fills entered by hand of a trade (of a position closed by hand, its closing fill: it is open again); answers how many. An imported trade is refused.' })
  async deleteManualTrade(@Arg('tradeId', () => ID) tradeId: string, @Ctx() context: GraphQLContext): Promise<number> {
    return this.manualTrades.remove(context.em, callerOf(context).userId, tradeIdOf(tradeId));
  }

  @Authorized()
  @Mutation(() => TradeView, { description: 'Closes an open position (imported or not) by a closing fill entered by hand, for its open quantity.' })
  async closePositionManually(@Arg('tradeId', () => ID) tradeId: string, @Arg('input', () => ManualCloseInputView) input: ManualCloseInputView, @Ctx() context: GraphQLContext): Promise<TradeView> {
    const trade = await this.manualTrades.close(context.em, callerOf(context).userId, tradeIdOf(tradeId), input);
    return (await this.tradeViews.tradesByIds(context, [String(trade.trade.id)]))[0]!;
  }
}
