import { Field, InputType } from 'type-graphql';

@InputType('ManualTradeInput', { description: 'A trade entered by hand. Numbers are decimal strings, times ISO 8601; each field is checked and every refused field named (extensions.fields).' })
export class ManualTradeInputView {
  @Field({ description: 'A ticker such as AAPL, or an option as its OCC symbol.' })
  symbol!: string;

  @Field({ description: 'LONG or SHORT.' })
  side!: string;

  @Field({ description: 'More than 0; fractions allowed.' })
  quantity!: string;

  @Field()
  entryPrice!: string;

  @Field({ description: 'ISO 8601, such as 2026-03-02T14:30:00Z; not in the future.' })
  entryTime!: string;

  @Field(() => String, { nullable: true, description: 'With exitTime for a closed trade; both left out for an open one.' })
  exitPrice?: string | null;

  @Field(() => String, { nullable: true, description: 'At or after the entry time.' })
  exitTime?: string | null;

  @Field(() => String, { nullable: true, description: 'The whole trade’s commission; 0 when left out.' })
  commission?: string | null;

  @Field(() => String, { nullable: true, description: 'The whole trade’s other fees; 0 when left out.' })
  fees?: string | null;

  @Field(() => String, { nullable: true, description: 'The account, as the trader names it; none when left out.' })
  accountId?: string | null;

  @Field(() => String, { nullable: true, description: 'At most 10,000 characters; left out, an edit keeps the notes.' })
  notes?: string | null;
}

@InputType('ManualCloseInput', { description: 'The closing fill of a position closed by hand (expired, transferred…).' })
export class ManualCloseInputView {
  @Field({ description: 'The exit price (0 for a contract that expired worthless).' })
  price!: string;

  @Field({ description: "ISO 8601; at or after the trade's last fill, not in the future." })
  time!: string;

  @Field(() => String, { nullable: true })
  commission?: string | null;

  @Field(() => String, { nullable: true })
  fees?: string | null;
}
