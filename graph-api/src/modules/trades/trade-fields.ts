import { EMPTY_ANNOTATION, type JournalTag, type TradeAnnotation } from '../journal';
import type { AccountInstrument } from './account-instrument.entity';
import { initialRisk, type RiskBasis, rMultiple } from './domain/r-multiple';
import type { Trade } from './trade.entity';

/**
 * What tradeFields reads of a trade: an entity with its account instrument populated, or the plain
 * row the CSV export reads (history/trade-export.ts), so both answer a trade the same way.
 */
export type TradeFacts = Pick<
  Trade,
  'id' | 'direction' | 'quantity' | 'closedQuantity' | 'entryPrice' | 'exitPrice' | 'entryTime' | 'exitTime' | 'netPnl' | 'grossPnl' | 'commission' | 'fees' | 'status' | 'exitKind' | 'manualFills' | 'executionCount' | 'timeGiven'
> & { accountInstrument: Pick<AccountInstrument, 'symbol' | 'platform' | 'accountId' | 'assetClass' | 'multiplier'> };

/** What tradeFields reads of a trade's journal: its tags as entities or as plain rows. */
export type AnnotationFacts = Omit<TradeAnnotation, 'tags'> & { tags: ReadonlyArray<Pick<JournalTag, 'id' | 'kind' | 'name'>> };

export function riskBasisOf(trade: TradeFacts): RiskBasis & { closed: boolean } {
  return { direction: trade.direction, entryPrice: trade.entryPrice, quantity: trade.quantity, multiplier: trade.accountInstrument.multiplier, closed: trade.status === 'closed' };
}

/**
 * The trade as both APIs and the CSV export answer it (SPEC §3): numbers as decimal strings, side
 * LONG or SHORT, net P&L as `pnl`; with its notes, tags, planned stop and R-multiple.
 * Dates stay Dates: GraphQL and JSON both write them as ISO strings.
 */
export function tradeFields(trade: TradeFacts, journal: AnnotationFacts = EMPTY_ANNOTATION) {
  const instrument = trade.accountInstrument;
  const basis = riskBasisOf(trade);
  return {
    id: String(trade.id),
    symbol: instrument.symbol,
    side: trade.direction,
    quantity: trade.quantity,
    closedQuantity: trade.closedQuantity,
    entryPrice: trade.entryPrice,
    exitPrice: trade.exitPrice,
    entryTime: trade.entryTime,
    exitTime: trade.exitTime,
    pnl: trade.netPnl,
    grossPnl: trade.grossPnl,
    commission: trade.commission,
    fees: trade.fees,
    status: trade.status,
    exitKind: trade.exitKind,
    // Fills entered by hand (docs/journal.md, manual trades): any marks the trade; all make it editable.
    manual: trade.manualFills > 0,
    manualOnly: trade.manualFills > 0 && trade.manualFills === trade.executionCount,
    // Date-only exports (docs/importing.md): the times are placeholders, shown as "time not given".
    timeGiven: Boolean(trade.timeGiven),
    platform: instrument.platform,
    accountId: instrument.accountId,
    assetClass: instrument.assetClass,
    multiplier: instrument.multiplier,
    notes: journal.notes,
    tags: journal.tags.map(({ id, kind, name }) => ({ id: String(id), kind, name })),
    stopPrice: journal.stopPrice,
    initialRisk: journal.stopPrice === null ? null : initialRisk(journal.stopPrice, basis).toString(),
    rMultiple: rMultiple(trade.netPnl, journal.stopPrice, basis),
  };
}

export type TradeFields = ReturnType<typeof tradeFields>;
