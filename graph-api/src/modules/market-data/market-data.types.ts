import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { type FileUpload, GraphQLUpload } from '../imports';

@ObjectType('Candle', { description: 'One bar: prices and volume as decimal strings.' })
export class CandleView {
  @Field({ description: 'The start of the bar.' })
  time!: Date;

  @Field()
  open!: string;

  @Field()
  high!: string;

  @Field()
  low!: string;

  @Field()
  close!: string;

  @Field()
  volume!: string;
}

@ObjectType('CandleSource', { description: 'Where candles came from.' })
export class CandleSourceView {
  @Field({ description: "upload (the caller's own candle file), demo (the demo journal's generated market), alpaca-iex or alpaca-sip (Alpaca's stock bars of that feed), alpaca (Alpaca's option or crypto bars, or bars fetched before the feed was recorded)." })
  source!: string;

  @Field({ description: 'The same in plain words, for a caption: "your upload", "Alpaca (IEX feed)", "generated for the demo journal".' })
  label!: string;
}

@ObjectType('TradeChart', { description: "A trade's candles with context before and after, and where they came from." })
export class TradeChartView {
  @Field({ description: 'The symbol asked for.' })
  symbol!: string;

  @Field({ description: 'One of 5m, 10m, 15m, 30m, 1h, 4h, 1d.' })
  timeframe!: string;

  @Field(() => [CandleView])
  candles!: CandleView[];

  @Field(() => String, { nullable: true, description: 'The series shown: the instrument, or its underlying; null without candles.' })
  chartedSymbol!: string | null;

  @Field({ description: 'True when the candles are of the underlying (an option or future whose own bars were not found).' })
  isUnderlying!: boolean;

  @Field(() => String, { nullable: true, description: 'What the chart is of, for its title: "AAPL (underlying of AAPL 240119C190)".' })
  label!: string | null;

  @Field(() => [String], { description: 'csv, alpaca or aggregated.' })
  providers!: string[];

  @Field(() => [CandleSourceView], { description: "Exactly where the candles came from, the caller's own upload first; empty without candles." })
  sources!: CandleSourceView[];

  @Field(() => String, { nullable: true, description: "'Chart data not available' when there are no candles." })
  message!: string | null;

  @Field(() => String, { nullable: true, description: 'Why a provider could not help (keys refused, rate limited).' })
  notice!: string | null;
}

@ObjectType('CandleImportResult')
export class CandleImportResultView {
  @Field()
  success!: boolean;

  @Field()
  message!: string;

  @Field()
  symbol!: string;

  @Field()
  timeframe!: string;

  @Field(() => Int)
  candlesImported!: number;

  @Field({ description: 'The first candle of the file.' })
  from!: Date;

  @Field({ description: 'The last candle of the file.' })
  to!: Date;
}

@InputType()
export class CandleImportInput {
  @Field(() => GraphQLUpload, { description: 'A .csv with a header: time, open, high, low, close, volume (volume optional).' })
  file!: Promise<FileUpload>;

  @Field()
  symbol!: string;

  @Field({ description: 'One of 1m, 5m, 10m, 15m, 30m, 1h, 4h, 1d.' })
  timeframe!: string;

  @Field(() => String, { nullable: true, description: 'IANA zone of times written without one; default UTC.' })
  timeZone?: string | null;
}

@InputType()
export class TradeChartInput {
  @Field(() => ID, { nullable: true, description: 'A trade of the caller: its instrument, entry and exit.' })
  tradeId?: string | null;

  @Field(() => String, { nullable: true })
  symbol?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO-8601.' })
  entryTime?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO-8601; the chart ends 20 bars after it (after the entry without it).' })
  exitTime?: string | null;

  @Field(() => String, { nullable: true, description: 'Default 5m.' })
  timeframe?: string | null;
}
