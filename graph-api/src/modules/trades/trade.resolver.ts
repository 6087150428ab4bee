import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { callerOf, type GraphQLContext } from '../../graphql/context';
import { platformName } from '../../infra/platforms';
import { type JournalTagService, tagIdOf } from '../journal';
import { tradeHistoryFilterOf } from './history/trade-history-filter';
import { tradeSortOf } from './history/trade-sort';
import { limitOf } from './trade-limit';
import { assignmentLinkOf } from './assignment-link';
import { MERGE_CANDIDATES_LIMIT, mergeCandidateIds } from './positions/merge-candidates';
import type { PositionChoices } from './positions/position-choices';
import { PositionView } from './positions/position.types';
import { PositionsLoader } from './positions/positions-loader';
import { TradeError, tradeNotFound } from './trade.errors';
import { BULK_TAG_MAX_TRADES, type TradeService, type TradeWithJournal } from './trade.service';
import { BulkTagActionValue } from './bulk-tag.types';
import { SortDirectionValue, TradeAssignmentLinkView, TradeFillView, TradeHistoryFilterInput, TradeHistoryPage, TradeHistorySummaryView, TradeJournalInput, TradeSortValue, TradeView } from './trade.types';

/** A panel lists a finding's trades a page at a time; more ids than this in one request are refused. */
export const MAX_TRADES_WITH_IDS = 100;

const tradeIdOf = (id: string) => {
  if (!/^\d{1,15}$/.test(id)) throw tradeNotFound();
  return Number(id);
};

@Resolver(() => TradeView)
export class TradeResolver {
  constructor(
    private readonly tradeService: TradeService,
    private readonly tags: JournalTagService,
    private readonly positionChoices: PositionChoices,
  ) {}

  @Authorized()
  @Query(() => [TradeView], { description: "The caller's round-trip trades, newest first, filtered as the history is." })
  async trades(
    @Arg('limit', () => Int, { defaultValue: 50 }) limit: number,
    @Arg('filter', () => TradeHistoryFilterInput, { nullable: true }) filter: TradeHistoryFilterInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<TradeView[]> {
    const page = await this.tradeService.page(context.em, callerOf(context).userId, tradeHistoryFilterOf(filter ?? {}), { first: limitOf(limit), after: null });
    return this.views(context, page.trades);
  }

  @Authorized()
  @Query(() => TradeHistoryPage, { description: 'The trade history, a page at a time (cursor paging), with the totals of the whole filtered set in `summary`.' })
  async tradeHistory(
    @Arg('filter', () => TradeHistoryFilterInput, { nullable: true }) filterInput: TradeHistoryFilterInput | null,
    @Arg('first', () => Int, { defaultValue: 50, description: 'Page size, 1 to 1000.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: 'The endCursor of the page before, read under the same sort (a cursor of another sort is refused).' }) after: string | null,
    @Arg('sortBy', () => TradeSortValue, { nullable: true, description: 'The column to sort by; entry time by default.' }) sortBy: TradeSortValue | null,
    @Arg('sortDirection', () => SortDirectionValue, { nullable: true, description: 'DESC by default (newest, largest or Z first).' }) sortDirection: SortDirectionValue | null,
    @Ctx() context: GraphQLContext,
  ): Promise<TradeHistoryPage> {
    const { userId } = callerOf(context);
    const filter = tradeHistoryFilterOf(filterInput ?? {});
    const sort = tradeSortOf(sortBy, sortDirection);
    // Resolved once: the summary field totals the same scope instead of reading the settings and lookups again.
    const scope = await this.tradeService.scopeOf(context.em, userId, filter);
    const page = await this.tradeService.pageIn(context.em, scope, sort, limitOf(first), after ?? null);
    return Object.assign(new TradeHistoryPage(), { trades: await this.views(context, page.trades), endCursor: page.endCursor, hasNextPage: page.hasNextPage, scope });
  }

  @Authorized()
  @Query(() => TradeView, { description: 'One trade of the caller, with its notes, tags, stop and R-multiple.' })
  async trade(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext): Promise<TradeView> {
    return (await this.views(context, [await this.tradeService.find(context.em, callerOf(context).userId, tradeIdOf(id))]))[0]!;
  }

  @Authorized()
  @Query(() => [TradeView], {
    description: `The caller's trades of these ids (at most ${MAX_TRADES_WITH_IDS}), in that order, for a panel of the trades an answer names (an insight's tradeIds). Ids of no trade of the caller's are left out, as not found.`,
  })
  async tradesWithIds(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: GraphQLContext): Promise<TradeView[]> {
    if (ids.length > MAX_TRADES_WITH_IDS) throw new TradeError('validation_error', `Ask for at most ${MAX_TRADES_WITH_IDS} trades at a time.`);
    return this.tradesByIds(context, ids);
  }

  @Authorized()
  @Mutation(() => TradeView, { description: "Sets a trade's notes, tags and planned stop (only the fields given). A refused input changes nothing." })
  async updateTradeJournal(@Arg('tradeId', () => ID) tradeId: string, @Arg('input', () => TradeJournalInput) input: TradeJournalInput, @Ctx() context: GraphQLContext): Promise<TradeView> {
    const updated = await this.tradeService.updateJournal(context.em, callerOf(context).userId, tradeIdOf(tradeId), {
      notes: input.notes,
      tagIds: input.tagIds === undefined || input.tagIds === null ? input.tagIds : input.tagIds.map(tagIdOf),
      stopPrice: input.stopPrice,
    });
    return (await this.views(context, [updated]))[0]!;
  }

  @Authorized()
  @Mutation(() => [TradeView], {
    description: `Puts one tag on (ADD) or takes it off (REMOVE) every trade given, at most ${BULK_TAG_MAX_TRADES}, in one go; answers those trades, in that order. Adding a tag a trade has, or removing one it has not, changes nothing. Any id of no trade of the caller's refuses it all (NOT_FOUND): nothing is changed.`,
  })
  async bulkTagTrades(
    @Arg('tradeIds', () => [ID]) tradeIds: string[],
    @Arg('tagId', () => ID) tagId: string,
    @Arg('action', () => BulkTagActionValue) action: BulkTagActionValue,
    @Ctx() context: GraphQLContext,
  ): Promise<TradeView[]> {
    const updated = await this.tradeService.bulkTag(context.em, callerOf(context).userId, tradeIds.map(tradeIdOf), tagIdOf(tagId), action);
    return this.views(context, updated);
  }

  /** The caller's trades of `ids` (as other answers name them), in that order. */
  async tradesByIds(context: GraphQLContext, ids: readonly string[]): Promise<TradeView[]> {
    const tradeIds = ids.filter((id) => /^\d{1,15}$/.test(id)).map(Number);
    return this.views(context, await this.tradeService.findMany(context.em, callerOf(context).userId, tradeIds));
  }

  @FieldResolver(() => [TradeFillView], {
    description:
      "The fills that made the round trip, in the order they were matched (time, then as stored): their quantities, prices and costs add up to the trade's. Stored by the import: a list's fills are read in one go.",
  })
  async fills(@Root() trade: TradeView): Promise<TradeFillView[]> {
    // The view was made for its caller (views() reads only the caller's trades): no other user's fills can be reached.
    return (await trade.fillsLoader.of(trade.source)).map(TradeFillView.of);
  }

  @FieldResolver(() => String, { description: "The platform's name as a trader reads it ('Interactive Brokers' for interactive_brokers, 'Entered by hand' for manual)." })
  platformName(@Root() trade: TradeView): string {
    return platformName(trade.platform);
  }

  @FieldResolver(() => TradeAssignmentLinkView, {
    nullable: true,
    description:
      'For an option trade assigned or exercised, the trade of the shares it delivered; for a stock trade those shares opened or closed, the option trade (docs/options.md, "Assignment and exercise"). Null otherwise.',
  })
  async assignmentLink(@Root() trade: TradeView, @Ctx() context: GraphQLContext): Promise<TradeAssignmentLinkView | null> {
    // Looked up among the caller's own trades only (assignmentLinkOf filters every table by user).
    const link = await assignmentLinkOf(context.em, callerOf(context).userId, trade.source.id);
    return link ? TradeAssignmentLinkView.of(link) : null;
  }

  @FieldResolver(() => PositionView, {
    nullable: true,
    description: 'The multi-leg position this trade is a leg of, as every figure counts it (docs/options.md, "Multi-leg positions"); null for a trade that is a position alone.',
  })
  async position(@Root() trade: TradeView): Promise<PositionView | null> {
    // Read for the view's caller only (views() reads only the caller's trades).
    const position = await trade.positionsLoader.of(trade.source);
    return position ? PositionView.of(position) : null;
  }

  @Authorized()
  @Mutation(() => TradeView, { description: "Takes this leg out of its position: it counts as a position of its own, through re-imports too. Answers the leg." })
  async splitPositionLeg(@Arg('tradeId', () => ID) tradeId: string, @Ctx() context: GraphQLContext): Promise<TradeView> {
    const { userId } = callerOf(context);
    await this.positionChoices.split(context.em, userId, tradeIdOf(tradeId));
    return this.trade(tradeId, context);
  }

  @Authorized()
  @Mutation(() => TradeView, { description: 'Merges the positions of these trades (one account, one underlying) into one, through re-imports too. Answers the first trade given.' })
  async mergePositions(@Arg('tradeIds', () => [ID]) tradeIds: string[], @Ctx() context: GraphQLContext): Promise<TradeView> {
    const { userId } = callerOf(context);
    await this.positionChoices.merge(context.em, userId, tradeIds.map(tradeIdOf));
    return this.trade(tradeIds[0]!, context);
  }

  @Authorized()
  @Query(() => [TradeView], {
    description: `The caller's trades mergePositions takes with this one: of its account and underlying, not legs of its position already; newest first, at most ${MERGE_CANDIDATES_LIMIT}. Empty for futures and crypto.`,
  })
  async mergeCandidates(@Arg('tradeId', () => ID) tradeId: string, @Ctx() context: GraphQLContext): Promise<TradeView[]> {
    const ids = await mergeCandidateIds(context.em, callerOf(context).userId, tradeIdOf(tradeId));
    return this.views(context, await this.tradeService.findMany(context.em, callerOf(context).userId, ids));
  }

  @Authorized()
  @Mutation(() => TradeView, { description: "Gives the legs of this trade's position back to the rule (legs opened together), undoing a split or a merge. Answers the trade." })
  async resetPositionGrouping(@Arg('tradeId', () => ID) tradeId: string, @Ctx() context: GraphQLContext): Promise<TradeView> {
    await this.positionChoices.reset(context.em, callerOf(context).userId, tradeIdOf(tradeId));
    return this.trade(tradeId, context);
  }

  private async views(context: GraphQLContext, trades: TradeWithJournal[]): Promise<TradeView[]> {
    const tagIds = [...new Set(trades.flatMap(({ journal }) => journal.tags.map(({ id }) => id)))];
    const counts = await this.tags.tradeCounts(context.em, tagIds);
    const rows = trades.map(({ trade }) => trade);
    const fills = this.tradeService.fillsOf(context.em, rows);
    const positions = new PositionsLoader(context.em, callerOf(context).userId, rows);
    return trades.map((trade) => TradeView.of(trade, counts, fills, positions));
  }
}

@Resolver(() => TradeHistoryPage)
export class TradeHistoryPageResolver {
  constructor(private readonly tradeService: TradeService) {}

  @FieldResolver(() => TradeHistorySummaryView, { description: 'Totals of every trade the filter selects (not only this page). Computed only when asked for.' })
  async summary(@Root() page: TradeHistoryPage, @Ctx() context: GraphQLContext): Promise<TradeHistorySummaryView> {
    return TradeHistorySummaryView.of(await this.tradeService.summaryIn(context.em, page.scope));
  }
}
