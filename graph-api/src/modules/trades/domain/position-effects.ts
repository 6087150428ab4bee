import type { PositionEffect } from './execution';
import type { Instrument } from './instruments';

/**
 * The position effect of a sale that a platform which marks short sales did not mark (Webull
 * "Short", TradeZero and DAS "SS", E*TRADE "Sold Short", Fidelity "SHORT SALE", Alpaca
 * "sell_short"): it sells shares held, so it closes. With nothing bought before it in the journal it
 * is then a close of a position opened before the imported history, never a new short.
 * Stocks and crypto only: some of these platforms write an option (sell to open) with a plain
 * sale, and futures are sold short unmarked.
 */
export function unmarkedSaleEffect(instrument: Pick<Instrument, 'assetClass'>): PositionEffect | undefined {
  return instrument.assetClass === 'stock' || instrument.assetClass === 'crypto' ? 'close' : undefined;
}
