import { Field, Float, Int, ObjectType } from 'type-graphql';
import { type Tally, winRateOf } from './domain/tally';

// The fields every view of a group of closed trades repeats, declared once: a view extends the
// class with its fields (type-graphql gives a class's @Field()s to the classes extending it). These
// classes are in the schema only through their subclasses: no field returns one of them.

/** How a group of closed trades ended. */
@ObjectType()
export abstract class OutcomeCountsView {
  @Field(() => Int)
  winners!: number;

  @Field(() => Int)
  losers!: number;

  @Field(() => Int, { description: 'Trades closed at exactly 0: neither winners nor losers, in the win rate denominator.' })
  scratches!: number;
}

export const outcomeCountsOf = ({ winners, losers, scratches }: Tally) => ({ winners, losers, scratches });

/** How a group of closed trades ended, with their net P&L and win rate. */
@ObjectType()
export abstract class ClosedTradesResultView extends OutcomeCountsView {
  @Field({ description: 'Net P&L of the closed trades.' })
  totalPnl!: string;

  @Field(() => Float, { description: 'Winners / closed trades, 0-1 (scratches in the denominator).' })
  winRate!: number;
}

/** How a group of closed trades ended, with their net P&L, win rate and expectancy. */
@ObjectType()
export abstract class ClosedTradesFiguresView extends ClosedTradesResultView {
  @Field({ description: 'Net P&L / closed trades: the mean P&L per trade.' })
  expectancy!: string;
}

/** A group of closed trades of the advanced analytics (a weekday, an hour, a symbol, a size range). */
@ObjectType()
export abstract class GroupPerformanceView {
  @Field(() => Int)
  trades!: number;

  @Field()
  totalPnl!: string;

  @Field(() => Float)
  winRate!: number;
}

export const groupPerformanceOf = (tally: Tally) => ({ trades: tally.trades, totalPnl: tally.netPnl, winRate: winRateOf(tally) });
