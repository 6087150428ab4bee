import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { type ExcursionScatter, MAX_SCATTER_POINTS, MIN_SCATTER_POINTS } from './domain/excursion-scatter';

// Money and R are decimal text, as in TradeExcursions (trade-analysis/ANALYSIS.md).

@ObjectType('ExcursionPoint', { description: 'One closed trade of the MAE/MFE scatter, measured on its own candles exactly as its trade dialog measures it.' })
export class ExcursionPointView {
  @Field(() => ID)
  tradeId!: string;

  @Field()
  symbol!: string;

  @Field({ description: 'LONG or SHORT.' })
  direction!: string;

  @Field()
  exitTime!: Date;

  @Field({ description: 'Net P&L: above 0 a winner, below a loser, 0 a scratch.' })
  netPnl!: string;

  @Field({ description: 'Maximum adverse excursion in dollars (per unit × quantity × multiplier).' })
  maeDollars!: string;

  @Field({ description: 'Maximum favourable excursion in dollars.' })
  mfeDollars!: string;

  @Field(() => String, { nullable: true, description: 'MAE in R against the planned stop; null without a stop.' })
  maeR!: string | null;

  @Field(() => String, { nullable: true })
  mfeR!: string | null;

  @Field(() => String, { nullable: true, description: 'The realised move as a percent of the MFE; null when the price never moved in its favour.' })
  capturedPercent!: string | null;

  @Field({ description: 'The timeframe of the candles measured (5m, or 15m, 1h, 1d for longer trades).' })
  timeframe!: string;
}

@ObjectType('ExcursionScatter', { description: `MAE against MFE of the closed trades whose candles the store holds (none is fetched from a provider for it), and what the points say, each reading only with ${MIN_SCATTER_POINTS} trades of its kind.` })
export class ExcursionScatterView {
  @Field(() => Int)
  closedTrades!: number;

  @Field(() => Int, { description: 'Closed trades with a candle of their own instrument held inside them.' })
  tradesWithCandles!: number;

  @Field(() => Int, { description: 'The most points answered: the newest trades with candles.' })
  maxPoints!: number;

  @Field(() => Int, { description: "Points under which the scatter is 'not enough data'." })
  minimumPoints!: number;

  @Field()
  enoughData!: boolean;

  @Field(() => [ExcursionPointView], { description: `The newest trades with candles, newest first, at most ${MAX_SCATTER_POINTS}.` })
  points!: ExcursionPointView[];

  @Field(() => Int, { description: 'Losers among the points.' })
  losers!: number;

  @Field(() => Int, { nullable: true, description: `Losers whose MFE was above their final loss (ahead by more than they lost); null under ${MIN_SCATTER_POINTS} losers.` })
  losersAheadFirst!: number | null;

  @Field(() => Int, { description: 'Winners among the points.' })
  winners!: number;

  @Field(() => Float, { nullable: true, description: `The median share of their MFE the winners kept, percent; null under ${MIN_SCATTER_POINTS} winners with an MFE.` })
  medianWinnerCapturedPercent!: number | null;

  static of(scatter: ExcursionScatter): ExcursionScatterView {
    const { readings, ...rest } = scatter;
    return Object.assign(new ExcursionScatterView(), {
      ...rest,
      ...readings,
      maxPoints: MAX_SCATTER_POINTS,
      minimumPoints: MIN_SCATTER_POINTS,
      points: scatter.points.map((point) => Object.assign(new ExcursionPointView(), point)),
    });
  }
}
