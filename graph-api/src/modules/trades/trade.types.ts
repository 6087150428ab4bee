import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { JournalTagView } from '../journal';
import type { TradeHistoryScope } from './history/trade-history.query';
import { JournalFilterInput } from './filter/journal-filter.types';
import type { AssignmentLink } from './assignment-link';
import { ExitKindValue } from './exit-kind.enum';
import type { ExitKind } from './matching/expiry-close';
import type { Trade } from './trade.entity';
import type { TradeFillFacts, TradeFillsLoader } from './trade-fills';
import type { PositionsLoader } from './positions/positions-loader';
import { type TradeHistorySummary, type TradeWithJournal, tradeFields } from './trade.service';

export enum TradeFilterValue {
  ALL = 'all',
  WINNERS = 'winners',
  LOSERS = 'losers',
  LONG = 'long',
  SHORT = 'short',
}
registerEnumType(TradeFilterValue, { name: 'TradeFilter', description: 'Winners and losers by net P&L of closed trades; long and short by side.' });

export enum TradeSortValue {
  ENTRY_TIME = 'entry_time',
  EXIT_TIME = 'exit_time',
  SYMBOL = 'symbol',
  SIDE = 'side',
  QUANTITY = 'quantity',
  PNL = 'pnl',
  R = 'r',
  HOLD_TIME = 'hold_time',
}
registerEnumType(TradeSortValue, {
  name: 'TradeSort',
  description: 'A column the history sorts by. Trades without the value (open trades have no exit or hold time; trades without a stop have no R) come last in either direction.',
});

export enum SortDirectionValue {
  ASC = 'asc',
  DESC = 'desc',
}
registerEnumType(SortDirectionValue, { name: 'SortDirection', description: 'Smallest (or earliest, or A) first, or largest first.' });

@ObjectType('TradeFill', { description: "One fill of a trade: its part of an execution (a flip's execution is split between the trade it closes and the one it opens, its costs pro rata)." })
export class TradeFillView {
  @Field()
  executedAt!: Date;

  @Field({ description: 'BUY or SELL.' })
  side!: string;

  @Field({ description: 'entry (in the direction of the trade) or exit.' })
  role!: string;

  @Field({ description: 'Quantity of this fill that belongs to the trade.' })
  quantity!: string;

  @Field()
  price!: string;

  @Field()
  commission!: string;

  @Field()
  fees!: string;

  static of(fill: TradeFillFacts): TradeFillView {
    return Object.assign(new TradeFillView(), fill);
  }
}

@ObjectType('Trade', { description: 'A round trip, flat to flat, built by FIFO matching from executions imported or entered by hand. Money and quantities are decimal strings.' })
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

  @Field(() => ExitKindValue, {
    nullable: true,
    description: 'How the last exit came about when it was no trade: EXPIRED (the journal closed the option at 0 at its expiry, no closing fill), ASSIGNED or EXERCISED (the file closed the option at 0 so); else null.',
  })
  exitKind!: ExitKind | null;

  @Field({ description: 'Whether any of its fills was entered by hand (a manual trade, or a position closed by hand).' })
  manual!: boolean;

  @Field({ description: 'Whether every fill was entered by hand: only such a trade can be edited or deleted (imported fills never are).' })
  manualOnly!: boolean;

  @Field({ description: 'False when the file gave a fill of it a date but no time (E*TRADE, Fidelity, Schwab CSV): entryTime and exitTime then hold placeholder times of their dates, and the trade is left out of time-of-day figures.' })
  timeGiven!: boolean;

  @Field()
  platform!: string;

  @Field()
  accountId!: string;

  @Field({ description: 'stock, option, future or crypto.' })
  assetClass!: string;

  @Field({ description: 'Cash per point per unit (100 for equity options).' })
  multiplier!: string;

  @Field({ description: "The trader's notes; empty when none." })
  notes!: string;

  @Field(() => [JournalTagView], { description: 'Setup and mistake tags, by kind then name.' })
  tags!: JournalTagView[];

  @Field(() => String, { nullable: true, description: 'The planned stop (initial risk); null when none was set.' })
  stopPrice!: string | null;

  @Field(() => String, { nullable: true, description: 'Dollars at risk to the stop: |entry price - stop| x quantity x multiplier.' })
  initialRisk!: string | null;

  @Field(() => String, { nullable: true, description: 'Net P&L / initial risk, 4 decimals; null without a stop or while open.' })
  rMultiple!: string | null;

  /** The caller's trade row this answers: the fills field is read for it. */
  source!: Trade;

  /** The fills of the trades of the same answer, this one's among them (read together when first asked for). */
  fillsLoader!: TradeFillsLoader;

  /** The multi-leg positions of the trades of the same answer (read together when first asked for). */
  positionsLoader!: PositionsLoader;

  /** `tradeCounts`: how many trades carry each tag (from JournalTagService.tradeCounts). */
  static of(trade: TradeWithJournal, tradeCounts: ReadonlyMap<number, number>, fills: TradeFillsLoader, positions: PositionsLoader): TradeView {
    const fields = tradeFields(trade.trade, trade.journal);
    const tags = trade.journal.tags.map((tag) => JournalTagView.of(tag, tradeCounts.get(tag.id) ?? 0));
    return Object.assign(new TradeView(), { ...fields, tags, source: trade.trade, fillsLoader: fills, positionsLoader: positions });
  }
}

@ObjectType('TradeAssignmentLink', { description: 'The trade at the other end of an assignment or exercise (docs/options.md, "Assignment and exercise").' })
export class TradeAssignmentLinkView {
  @Field(() => ID, { description: 'The linked trade (one of the caller’s own).' })
  tradeId!: string;

  @Field({ description: 'Its stored symbol (an option as `SPY 251219P450`).' })
  symbol!: string;

  @Field({ description: 'assigned or exercised.' })
  kind!: string;

  @Field({ description: 'shares: the linked trade holds the shares this option delivered; option: the linked trade is the option whose assignment or exercise delivered this trade’s shares.' })
  linkedIs!: string;

  @Field({ description: 'Whether the delivered shares opened the stock trade (false: they closed or reduced it).' })
  sharesOpened!: boolean;

  static of(link: AssignmentLink): TradeAssignmentLinkView {
    return Object.assign(new TradeAssignmentLinkView(), { ...link, tradeId: String(link.tradeId) });
  }
}

@InputType({ description: 'Which trades the history shows: the filter bar (JournalFilterInput) and the history\'s own search and filters; every field is optional.' })
export class TradeHistoryFilterInput extends JournalFilterInput {
  @Field(() => String, { nullable: true, description: 'Symbol, trade id, notes or tag name, case-insensitive (at most 100 characters).' })
  search?: string | null;

  @Field(() => TradeFilterValue, { nullable: true, defaultValue: TradeFilterValue.ALL })
  filter?: TradeFilterValue | null;

  @Field(() => ID, { nullable: true, description: 'Trades holding a fill of this import (an id from recentImports).' })
  importId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only trades holding a fill of an import whose figures did not reconcile with the broker’s own (ImportRecord.reconciled false).' })
  unreconciledOnly?: boolean | null;
}

@ObjectType('TradeHistorySummary', { description: 'Totals of the whole filtered set (every page). P&L counts closed trades only.' })
export class TradeHistorySummaryView {
  @Field(() => Int)
  tradeCount!: number;

  @Field(() => Int)
  closedTradeCount!: number;

  @Field(() => Int)
  openTradeCount!: number;

  @Field(() => Int, { description: 'Closed trades with net P&L above 0.' })
  winners!: number;

  @Field(() => Int, { description: 'Closed trades with net P&L below 0.' })
  losers!: number;

  @Field(() => Int, { description: 'Closed trades with net P&L of exactly 0.' })
  scratches!: number;

  @Field({ description: "Sum of the closed trades' net P&L (decimal string)." })
  netPnl!: string;

  static of(summary: TradeHistorySummary): TradeHistorySummaryView {
    return Object.assign(new TradeHistorySummaryView(), summary);
  }
}

@ObjectType('TradeHistoryPage', { description: 'A page of the filtered history, newest entry first (then by id).' })
export class TradeHistoryPage {
  @Field(() => [TradeView])
  trades!: TradeView[];

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null on an empty page.' })
  endCursor!: string | null;

  @Field()
  hasNextPage!: boolean;

  /** For the summary field: the resolved filter (and caller) this page was read in. */
  scope!: TradeHistoryScope;
}

@InputType({ description: 'Only the fields given change; null clears a field.' })
export class TradeJournalInput {
  @Field(() => String, { nullable: true, description: 'At most 10,000 characters.' })
  notes?: string | null;

  @Field(() => [ID], { nullable: true, description: "The trade's whole set of tags (setups and mistakes); [] removes them all." })
  tagIds?: string[] | null;

  @Field(() => String, { nullable: true, description: 'The planned stop: below the entry for a long trade, above it for a short one.' })
  stopPrice?: string | null;
}
