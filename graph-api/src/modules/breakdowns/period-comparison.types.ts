import { Field, Float, Int, ObjectType } from 'type-graphql';
import { MIN_BUCKET_TRADES } from './domain/bucket-stats';
import type { FigureChange } from './domain/period-comparison';
import type { ComparedPeriods } from './period-comparison.service';

@ObjectType('FigureChange', { description: 'One headline figure in the period and in the period before, and whether the change is more than noise.' })
export class FigureChangeView {
  @Field({ description: 'net_pnl, trades, win_rate, profit_factor or expectancy.' })
  figure!: string;

  @Field({ description: 'Money as a decimal string, win_rate as a fraction (0.55), profit_factor as a number, ∞ or —.' })
  current!: string;

  @Field()
  previous!: string;

  @Field(() => String, { nullable: true, description: 'current − previous; null when either has no finite value.' })
  change!: string | null;

  @Field(() => Float, { nullable: true, description: "Two-sided p-value of a permutation test of the two periods' trades (null when not tested)." })
  pValue!: number | null;

  @Field({ description: "'more than noise', 'within noise', 'too few trades' (either period under minimumTrades closed trades) or 'not tested' (a count)." })
  verdict!: string;

  static of(change: FigureChange): FigureChangeView {
    return Object.assign(new FigureChangeView(), change);
  }
}

@ObjectType('PeriodComparison', { description: "The filter's period beside the one before it (docs/filter-bar.md), the filter's other conditions applying to both." })
export class PeriodComparisonView {
  @Field({ description: 'Start of the period (an instant, ISO 8601), included.' })
  currentFrom!: string;

  @Field({ description: 'End of the period, excluded.' })
  currentTo!: string;

  @Field()
  previousFrom!: string;

  @Field()
  previousTo!: string;

  @Field(() => Int)
  currentTrades!: number;

  @Field(() => Int)
  previousTrades!: number;

  @Field(() => Int, { description: 'Closed trades each period needs before a change is tested.' })
  minimumTrades!: number;

  @Field(() => [FigureChangeView])
  figures!: FigureChangeView[];

  static of(compared: ComparedPeriods): PeriodComparisonView {
    const iso = (epoch: number | null) => new Date(epoch ?? 0).toISOString();
    return Object.assign(new PeriodComparisonView(), {
      currentFrom: iso(compared.current.start),
      currentTo: iso(compared.current.end),
      previousFrom: iso(compared.previous.start),
      previousTo: iso(compared.previous.end),
      currentTrades: compared.currentTrades,
      previousTrades: compared.previousTrades,
      minimumTrades: MIN_BUCKET_TRADES,
      figures: compared.figures.map(FigureChangeView.of),
    });
  }
}
