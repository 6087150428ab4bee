import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { DayJournal } from './day-journal.service';
import type { JournalTag } from './journal-tag.entity';

/** GraphQL names the kinds SETUP and MISTAKE; the service and REST use setup and mistake. */
export enum TagKindValue {
  SETUP = 'setup',
  MISTAKE = 'mistake',
}
registerEnumType(TagKindValue, { name: 'TagKind', description: 'What a tag says about a trade: its setup, or a mistake made in it.' });

@ObjectType('JournalTag', { description: 'A setup or mistake tag. Names are unique per kind whatever their case.' })
export class JournalTagView {
  @Field(() => ID)
  id!: string;

  @Field(() => TagKindValue)
  kind!: TagKindValue;

  @Field()
  name!: string;

  @Field(() => Int, { description: 'How many trades carry the tag.' })
  tradeCount!: number;

  static of(tag: JournalTag, tradeCount: number): JournalTagView {
    return Object.assign(new JournalTagView(), { id: String(tag.id), kind: tag.kind as TagKindValue, name: tag.name, tradeCount });
  }
}

@ObjectType('DayJournalEntry', { description: "One trading day's journal, by the trader's local date (Timezone setting)." })
export class DayJournalEntryView {
  @Field({ description: 'YYYY-MM-DD, local.' })
  date!: string;

  @Field({ description: 'Written before the session; empty when none.' })
  plan!: string;

  @Field({ description: 'Written after the session; empty when none.' })
  review!: string;

  @Field(() => Date, { nullable: true, description: 'Null when nothing is written for the day.' })
  updatedAt!: Date | null;

  static of({ day, plan, review, updatedAt }: DayJournal): DayJournalEntryView {
    return Object.assign(new DayJournalEntryView(), { date: day, plan, review, updatedAt });
  }
}

@InputType({ description: 'Only the fields given change; an empty text clears it.' })
export class DayJournalInput {
  @Field(() => String, { nullable: true, description: 'At most 10,000 characters.' })
  plan?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 10,000 characters.' })
  review?: string | null;
}
