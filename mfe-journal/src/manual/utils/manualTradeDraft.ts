import type { ManualTradeInput } from '../../__generated__/graphql';
import type { TradeRow } from '../../trades/utils/tradeRow';
import { instantOfWallClock, wallClockOf } from './wallClock';

/** The Add/Edit trade form's fields as typed (times as the trader's wall clock). */
export interface ManualTradeDraft {
  symbol: string;
  side: 'LONG' | 'SHORT';
  quantity: string;
  entryPrice: string;
  entryTime: string;
  exitPrice: string;
  exitTime: string;
  commission: string;
  fees: string;
  accountId: string;
  notes: string;
}

export const EMPTY_MANUAL_TRADE: ManualTradeDraft = { symbol: '', side: 'LONG', quantity: '', entryPrice: '', entryTime: '', exitPrice: '', exitTime: '', commission: '', fees: '', accountId: '', notes: '' };

/** A manual trade's form, filled from the trade (its costs as its totals). */
export function draftOfTrade(trade: TradeRow, timeZone: string): ManualTradeDraft {
  return {
    symbol: trade.symbol,
    side: trade.side === 'SHORT' ? 'SHORT' : 'LONG',
    quantity: trade.quantity,
    entryPrice: trade.entryPrice,
    entryTime: wallClockOf(trade.entryTime, timeZone),
    exitPrice: trade.exitPrice ?? '',
    exitTime: trade.exitTime ? wallClockOf(trade.exitTime, timeZone) : '',
    commission: trade.commission,
    fees: trade.fees,
    accountId: trade.accountId,
    notes: trade.notes,
  };
}

/**
 * What is sent: empty optional fields left out, times as instants of the trader's time zone (a
 * time that is no date and time goes as typed, for the server to name the field).
 */
export function inputOfDraft(draft: ManualTradeDraft, timeZone: string): ManualTradeInput {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  const instant = (value: string) => (value.trim() === '' ? null : (instantOfWallClock(value, timeZone) ?? value));
  return {
    symbol: draft.symbol.trim(),
    side: draft.side,
    quantity: draft.quantity.trim(),
    entryPrice: draft.entryPrice.trim(),
    entryTime: instant(draft.entryTime) ?? '',
    exitPrice: optional(draft.exitPrice),
    exitTime: instant(draft.exitTime),
    commission: optional(draft.commission),
    fees: optional(draft.fees),
    accountId: optional(draft.accountId),
    notes: draft.notes,
  };
}
