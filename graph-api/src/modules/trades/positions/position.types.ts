import { Field, ID, Int, ObjectType } from 'type-graphql';
import { ExitKindValue } from '../exit-kind.enum';
import type { ExitKind } from '../matching/expiry-close';
import type { PositionLeg, TradePosition } from './trade-positions';

@ObjectType('PositionLeg', { description: 'One leg of a multi-leg position: a trade of its own, as the history lists it.' })
export class PositionLegView {
  @Field(() => ID, { description: "The leg's trade id." })
  tradeId!: string;

  @Field({ description: 'The stored symbol (docs/options.md).' })
  symbol!: string;

  @Field({ description: 'LONG (bought to open) or SHORT (sold to open).' })
  side!: string;

  @Field()
  quantity!: string;

  @Field()
  entryPrice!: string;

  @Field(() => String, { nullable: true })
  exitPrice!: string | null;

  @Field({ description: 'Net P&L of the leg.' })
  pnl!: string;

  @Field({ description: 'open or closed.' })
  status!: string;

  @Field(() => ExitKindValue, { nullable: true, description: 'EXPIRED when the journal closed the leg at 0 at its expiry; ASSIGNED or EXERCISED when the file closed it so; else null.' })
  exitKind!: ExitKind | null;

  static of(leg: PositionLeg): PositionLegView {
    return Object.assign(new PositionLegView(), {
      tradeId: leg.id,
      symbol: leg.symbol,
      side: leg.direction,
      quantity: leg.quantity,
      entryPrice: leg.entryPrice,
      exitPrice: leg.exitPrice,
      pnl: leg.netPnl,
      status: leg.closed ? 'closed' : 'open',
      exitKind: leg.exitKind,
    });
  }
}

@ObjectType('Position', { description: 'Legs opened together, counted as one trade by every figure (docs/options.md, "Multi-leg positions"). Money in dollars as decimal strings.' })
export class PositionView {
  @Field(() => ID, { description: "Its lead leg's trade id: the id every figure names it by." })
  id!: string;

  @Field({ description: 'vertical, calendar, diagonal, straddle, strangle, iron condor, butterfly, covered call, collar, or "custom, N legs".' })
  shape!: string;

  @Field()
  underlying!: string;

  @Field({ description: 'Paid less received to open, before costs: positive a net debit, negative a net credit.' })
  netDebit!: string;

  @Field(() => String, { nullable: true, description: 'The most it can lose at expiry, before costs; null when unlimited or undefined (legs of several expiries).' })
  maxLoss!: string | null;

  @Field(() => String, { nullable: true, description: 'The most it can make at expiry, before costs; null when unlimited or undefined.' })
  maxGain!: string | null;

  @Field({ description: "The legs' net P&L summed." })
  pnl!: string;

  @Field({ description: 'open until its last leg closes.' })
  status!: string;

  @Field()
  entryTime!: Date;

  @Field(() => Date, { nullable: true })
  exitTime!: Date | null;

  @Field(() => String, { nullable: true, description: 'Net P&L / maximum loss (the R of a defined-risk position), 4 decimals; null while open or where the maximum loss is undefined.' })
  rMultiple!: string | null;

  @Field({ description: 'manual when the trader split or merged it by hand, else automatic (legs opened together).' })
  grouping!: string;

  @Field(() => Int)
  legCount!: number;

  @Field(() => [PositionLegView])
  legs!: PositionLegView[];

  static of(position: TradePosition): PositionView {
    return Object.assign(new PositionView(), {
      id: position.id,
      shape: position.shape,
      underlying: position.underlying,
      netDebit: position.netDebit,
      maxLoss: position.maxLoss,
      maxGain: position.maxGain,
      pnl: position.netPnl,
      status: position.closed ? 'closed' : 'open',
      entryTime: new Date(position.entryTime),
      exitTime: position.exitTime === null ? null : new Date(position.exitTime),
      rMultiple: position.rMultiple,
      grouping: position.chosen ? 'manual' : 'automatic',
      legCount: position.legs.length,
      legs: position.legs.map(PositionLegView.of),
    });
  }
}
