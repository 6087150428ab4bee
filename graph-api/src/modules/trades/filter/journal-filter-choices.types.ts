import { Field, ObjectType } from 'type-graphql';

@ObjectType('JournalFilterAccount', { description: 'One of your accounts, on one platform.' })
export class JournalFilterAccountView {
  @Field({ description: "The account as the broker names it: the filter's `account`." })
  name!: string;

  @Field({ description: 'The platform id it is on (interactive_brokers, manual…).' })
  platform!: string;
}

@ObjectType('JournalFilterPlatform', { description: 'A platform you have trades on.' })
export class JournalFilterPlatformView {
  @Field({ description: "The platform id: the filter's `platform`." })
  id!: string;

  @Field({ description: 'Its name, as the Import page shows it.' })
  name!: string;
}

@ObjectType('JournalFilterChoices', { description: "The filter bar's Account and Platform choices: your own accounts and platforms, each once (docs/filter-bar.md)." })
export class JournalFilterChoicesView {
  @Field(() => [JournalFilterAccountView], { description: 'By name, then platform. A trade entered by hand without an account adds none.' })
  accounts!: JournalFilterAccountView[];

  @Field(() => [JournalFilterPlatformView], { description: 'By name.' })
  platforms!: JournalFilterPlatformView[];
}
