import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { callerOf, type GraphQLContext } from '../../graphql/context';
import { DayJournalService } from './day-journal.service';
import { JournalTagService } from './journal-tag.service';
import { tagIdOf } from './tag-id';
import { DayJournalEntryView, DayJournalInput, JournalTagView, TagKindValue } from './journal.types';

@Resolver()
export class JournalResolver {
  constructor(
    private readonly tags: JournalTagService,
    private readonly days: DayJournalService,
  ) {}

  @Authorized()
  @Query(() => [JournalTagView], { description: "The caller's setup and mistake tags (one kind when given), by kind then name, with their trade counts." })
  async journalTags(@Arg('kind', () => TagKindValue, { nullable: true }) kind: TagKindValue | null, @Ctx() context: GraphQLContext): Promise<JournalTagView[]> {
    return (await this.tags.list(context.em, callerOf(context).userId, kind)).map(({ tag, tradeCount }) => JournalTagView.of(tag, tradeCount));
  }

  @Authorized()
  @Mutation(() => JournalTagView, { description: 'The tag of that kind and name (whatever its case), created when there is none.' })
  async createJournalTag(@Arg('kind', () => TagKindValue) kind: TagKindValue, @Arg('name') name: string, @Ctx() context: GraphQLContext): Promise<JournalTagView> {
    const { userId } = callerOf(context);
    const tag = await this.tags.findOrCreate(context.em, userId, kind, name);
    return JournalTagView.of(tag, (await this.tags.tradeCounts(context.em, [tag.id])).get(tag.id) ?? 0);
  }

  @Authorized()
  @Mutation(() => JournalTagView, { description: 'Renames the tag everywhere it is used. A name another tag of its kind has is refused: merge them instead.' })
  async renameJournalTag(@Arg('id', () => ID) id: string, @Arg('name') name: string, @Ctx() context: GraphQLContext): Promise<JournalTagView> {
    const { userId } = callerOf(context);
    const tag = await this.tags.rename(context.em, userId, tagIdOf(id), name);
    return JournalTagView.of(tag, (await this.tags.tradeCounts(context.em, [tag.id])).get(tag.id) ?? 0);
  }

  @Authorized()
  @Mutation(() => JournalTagView, { description: 'Moves every trade of the source tag onto the target tag (of the same kind) and deletes the source. Answers the target.' })
  async mergeJournalTags(@Arg('sourceId', () => ID) sourceId: string, @Arg('targetId', () => ID) targetId: string, @Ctx() context: GraphQLContext): Promise<JournalTagView> {
    const { userId } = callerOf(context);
    const tag = await this.tags.merge(context.em, userId, tagIdOf(sourceId), tagIdOf(targetId));
    return JournalTagView.of(tag, (await this.tags.tradeCounts(context.em.fork(), [tag.id])).get(tag.id) ?? 0);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes the tag and takes it off every trade.' })
  async deleteJournalTag(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext): Promise<boolean> {
    await this.tags.delete(context.em, callerOf(context).userId, tagIdOf(id));
    return true;
  }

  @Authorized()
  @Query(() => DayJournalEntryView, { description: "A trading day's plan and review (empty when nothing is written)." })
  async dayJournalEntry(@Arg('date', { description: 'YYYY-MM-DD, local.' }) date: string, @Ctx() context: GraphQLContext): Promise<DayJournalEntryView> {
    return DayJournalEntryView.of(await this.days.get(context.em, callerOf(context).userId, date));
  }

  @Authorized()
  @Query(() => [DayJournalEntryView], { description: 'The days from `from` to `to` (both included, at most 366 days) that have an entry, in date order.' })
  async dayJournalEntries(@Arg('from') from: string, @Arg('to') to: string, @Ctx() context: GraphQLContext): Promise<DayJournalEntryView[]> {
    return (await this.days.list(context.em, callerOf(context).userId, from, to)).map(DayJournalEntryView.of);
  }

  @Authorized()
  @Mutation(() => DayJournalEntryView, { description: "Saves a trading day's plan and/or review; a day left with neither has no entry." })
  async saveDayJournalEntry(@Arg('date') date: string, @Arg('input', () => DayJournalInput) input: DayJournalInput, @Ctx() context: GraphQLContext): Promise<DayJournalEntryView> {
    return DayJournalEntryView.of(await this.days.save(context.em, callerOf(context).userId, date, input));
  }
}
