/** A trade as rebuilds keep it: its account instrument and trade key (never its row id). */
export interface TradeRef {
  accountInstrumentId: number;
  tradeKey: string;
}

export const tradeRefKey = ({ accountInstrumentId, tradeKey }: TradeRef) => `${accountInstrumentId}\u0000${tradeKey}`;
