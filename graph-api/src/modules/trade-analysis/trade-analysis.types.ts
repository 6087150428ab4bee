import { Field, ID, Int, ObjectType } from 'type-graphql';
import { CandleSourceView } from '../market-data';

@ObjectType('PriceExcursion', { description: 'A move from the entry: the price reached, per unit, in dollars and in R (with a planned stop).' })
export class ExcursionView {
  @Field()
  price!: string;

  @Field()
  perUnit!: string;

  @Field()
  dollars!: string;

  @Field(() => String, { nullable: true })
  r!: string | null;

  @Field()
  time!: Date;
}

@ObjectType('PricePoint')
export class PricePointView {
  @Field()
  price!: string;

  @Field()
  time!: Date;
}

@ObjectType('AfterExitMove', { description: 'The best price after the exit, when it beat the best inside the trade.' })
export class AfterExitView {
  @Field()
  price!: string;

  @Field()
  time!: Date;

  @Field()
  beyondMfePerUnit!: string;
}

@ObjectType('HindsightPrices', { description: 'The best entry and exit inside the trade’s own window, found in hindsight.' })
export class HindsightView {
  @Field(() => PricePointView)
  entry!: PricePointView;

  @Field(() => PricePointView)
  exit!: PricePointView;
}

@ObjectType('TradeExcursions', { description: "MAE, MFE and what follows from them, from the instrument's own candles." })
export class ExcursionsView {
  @Field()
  timeframe!: string;

  @Field(() => Int)
  barsInside!: number;

  @Field()
  insideOneBar!: boolean;

  @Field(() => ExcursionView)
  mae!: ExcursionView;

  @Field(() => ExcursionView)
  mfe!: ExcursionView;

  @Field(() => String, { nullable: true })
  realisedPerUnit!: string | null;

  @Field(() => String, { nullable: true, description: 'The realised move as a percent of the favourable one.' })
  capturedPercent!: string | null;

  @Field(() => Int)
  minutesToMfe!: number;

  @Field(() => PricePointView, { nullable: true })
  stopReached!: PricePointView | null;

  @Field(() => String, { nullable: true, description: 'before_best, at_best or after_best; null while open.' })
  exitTiming!: string | null;

  @Field(() => String, { nullable: true })
  givenBackPerUnit!: string | null;

  @Field(() => AfterExitView, { nullable: true })
  afterExit!: AfterExitView | null;

  @Field(() => HindsightView)
  hindsight!: HindsightView;
}

@ObjectType('TraderComparison', { description: "This trade against the trader's own distribution." })
export class TraderComparisonView {
  @Field()
  notional!: string;

  @Field(() => Int)
  pastTrades!: number;

  @Field(() => String, { nullable: true })
  medianNotional!: string | null;

  @Field(() => String, { nullable: true })
  sizeRatio!: string | null;

  @Field(() => String, { nullable: true })
  maePercent!: string | null;

  @Field(() => Int)
  tradesWithCandles!: number;

  @Field(() => String, { nullable: true })
  medianMaePercent!: string | null;

  @Field(() => String, { nullable: true })
  maeRatio!: string | null;
}

@ObjectType('AnalysisCandles', { description: 'The candles an analysis read.' })
export class AnalysisCandlesView {
  @Field()
  timeframe!: string;

  @Field(() => Int)
  count!: number;

  @Field(() => String, { nullable: true })
  chartedSymbol!: string | null;

  @Field()
  isUnderlying!: boolean;

  @Field(() => [String])
  providers!: string[];

  @Field(() => [CandleSourceView], { description: "Exactly where the candles came from, the caller's own upload first." })
  sources!: CandleSourceView[];

  @Field(() => String, { nullable: true })
  notice!: string | null;
}

@ObjectType('TradeAnalysis', { description: 'GET /api/trade-analysis: the built-in engine’s analysis of one trade; every figure from the trade, its candles and the trader’s own trades.' })
export class TradeAnalysisView {
  @Field(() => ID)
  tradeId!: string;

  @Field(() => String, { nullable: true, description: 'Hindsight best entry inside the trade’s window (see hindsightNote).' })
  suggestedEntry!: string | null;

  @Field(() => String, { nullable: true, description: 'Hindsight best exit inside the trade’s window.' })
  suggestedExit!: string | null;

  @Field()
  riskAnalysis!: string;

  @Field(() => [String])
  improvementTips!: string[];

  @Field(() => Int, { description: '0-100: how much data the analysis rests on.' })
  confidenceScore!: number;

  @Field(() => [String])
  confidenceReasons!: string[];

  @Field(() => String, { nullable: true })
  hindsightNote!: string | null;

  @Field(() => ExcursionsView, { nullable: true, description: 'Null without candles of the instrument itself.' })
  excursions!: ExcursionsView | null;

  @Field(() => TraderComparisonView)
  comparison!: TraderComparisonView;

  @Field(() => AnalysisCandlesView)
  candles!: AnalysisCandlesView;

  @Field({ description: "'engine', or 'language_model' when the optional model's rewrite passed the number check." })
  narrativeSource!: string;
}
