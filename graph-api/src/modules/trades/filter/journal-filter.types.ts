import { Field, ID, InputType, registerEnumType } from 'type-graphql';

export enum TimePeriodValue {
  TODAY = 'today',
  WEEK = 'week',
  MONTH = 'month',
  QUARTER = 'quarter',
  YEAR = 'year',
  ALL = 'all',
}
registerEnumType(TimePeriodValue, {
  name: 'TimePeriod',
  description: "By entry time, in the trader's Timezone setting: today, this week (from Monday), this calendar month, quarter or year, or all.",
});

export enum SideFilterValue {
  LONG = 'long',
  SHORT = 'short',
}
registerEnumType(SideFilterValue, { name: 'SideFilter', description: 'Long or short trades (a multi-leg position by its lead leg).' });

export enum TagMatchValue {
  ANY = 'any',
  ALL = 'all',
}
registerEnumType(TagMatchValue, { name: 'TagMatch', description: 'Trades carrying any of the tags, or all of them.' });

@InputType({ description: 'The filter bar (docs/filter-bar.md): which trades a view counts. Every field is optional; equal filters give equal figures on every view.' })
export class JournalFilterInput {
  @Field(() => TimePeriodValue, { nullable: true, defaultValue: TimePeriodValue.ALL })
  period?: TimePeriodValue | null;

  @Field(() => String, { nullable: true, description: 'First local date of entry, YYYY-MM-DD, included.' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Last local date of entry, YYYY-MM-DD, included.' })
  to?: string | null;

  @Field(() => String, { nullable: true, description: 'An account id as the broker names it (exact).' })
  account?: string | null;

  @Field(() => String, { nullable: true, description: 'A platform id, such as interactive_brokers or schwab.' })
  platform?: string | null;

  @Field(() => String, { nullable: true, description: 'A symbol, or the underlying of options (AAPL keeps AAPL shares and AAPL options); case-insensitive.' })
  symbol?: string | null;

  @Field(() => SideFilterValue, { nullable: true })
  side?: SideFilterValue | null;

  @Field(() => [ID], { nullable: true, description: 'Trades carrying these setup or mistake tags (see tagMatch).' })
  tagIds?: string[] | null;

  @Field(() => TagMatchValue, { nullable: true, defaultValue: TagMatchValue.ANY, description: 'With several tagIds: any of them (the default) or all of them.' })
  tagMatch?: TagMatchValue | null;
}
