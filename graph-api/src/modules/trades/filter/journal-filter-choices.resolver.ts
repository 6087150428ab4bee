import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import { callerOf, type GraphQLContext } from '../../../graphql/context';
import type { TradeService } from '../trade.service';
import { JournalFilterChoicesView } from './journal-filter-choices.types';

@Resolver()
export class JournalFilterChoicesResolver {
  constructor(private readonly tradeService: TradeService) {}

  @Authorized()
  @Query(() => JournalFilterChoicesView, {
    description: 'The accounts and platforms of your trades, for the filter bar to offer (docs/filter-bar.md; GET /api/trades/filter-choices). Only your own.',
  })
  journalFilterChoices(@Ctx() context: GraphQLContext): Promise<JournalFilterChoicesView> {
    return this.tradeService.filterChoices(context.em, callerOf(context).userId);
  }
}
