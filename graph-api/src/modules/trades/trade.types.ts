import { Field, ID, ObjectType } from 'type-graphql';
import type { Trade } from './trade.entity';
import { tradeFields } from './trade.service';

@ObjectType('Trade', { description: 'A round trip, flat to flat, built from imported executions by FIFO matching. Money and quantities are decimal strings.' })
export class TradeView {
  @Field(() => ID)
  id!: string;

  @Field()
  symbol!: string;

  @Field({ description: 'LONG or SHORT.' })
  side!: string;

  @Field({ description: 'Total quantity opened.' })
  quantity!: string;

  @Field()
  closedQuantity!: string;

  @Field({ description: 'Quantity-weighted average of the entry fills.' })
  entryPrice!: string;

  @Field(() => String, { nullable: true, description: 'Quantity-weighted average of the exit fills; null while nothing has exited.' })
  exitPrice!: string | null;

  @Field()
  entryTime!: Date;

  @Field(() => Date, { nullable: true, description: 'Null while the position is open.' })
  exitTime!: Date | null;

  @Field({ description: 'Net P&L: gross minus commission and fees.' })
  pnl!: string;

  @Field()
  grossPnl!: string;

  @Field()
  commission!: string;

  @Field()
  fees!: string;

  @Field({ description: 'open or closed.' })
  status!: string;

  @Field()
  platform!: string;

  @Field()
  accountId!: string;

  @Field({ description: 'stock, option, future or crypto.' })
  assetClass!: string;

  @Field({ description: 'Cash per point per unit (100 for equity options).' })
  multiplier!: string;

  static of(trade: Trade): TradeView {
    return Object.assign(new TradeView(), tradeFields(trade));
  }
}
