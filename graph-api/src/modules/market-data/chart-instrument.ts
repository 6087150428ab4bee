import type { AccountInstrument, AssetClass } from '../trades';
import type { AlpacaAssetClass } from './alpaca/alpaca-bars-client';

/** What a chart is asked for: the journal's symbol and, when known, the instrument's terms. */
export interface InstrumentFacts {
  symbol: string;
  assetClass: AssetClass;
  underlying: string | null;
  expiry: string | null;
  strike: string | null;
  optionRight: 'C' | 'P' | null;
}

/** The facts of a stored account instrument. */
export const instrumentFactsOf = ({ symbol, assetClass, underlying, expiry, strike, optionRight }: AccountInstrument): InstrumentFacts => ({ symbol, assetClass, underlying, expiry, strike, optionRight });

/** One series the chart may show: the store's symbol, Alpaca's name for it, and whether it stands in for the instrument. */
export interface ChartSeries {
  symbol: string;
  alpaca: { symbol: string; assetClass: AlpacaAssetClass } | null;
  isUnderlying: boolean;
}

/** The store's symbol of an instrument's own series (candles are stored under upper-case symbols). */
export const ownSeriesSymbolOf = (symbol: string): string => symbol.toUpperCase();

/**
 * The series to try, in order: the instrument itself, then (options and futures) its underlying,
 * which the chart labels as such. Alpaca has stock, option and crypto bars but no futures.
 */
export function chartSeriesOf(instrument: InstrumentFacts): ChartSeries[] {
  const symbol = ownSeriesSymbolOf(instrument.symbol);
  switch (instrument.assetClass) {
    case 'stock':
      return [{ symbol, alpaca: { symbol, assetClass: 'stock' }, isUnderlying: false }];
    case 'crypto':
      return [{ symbol, alpaca: { symbol, assetClass: 'crypto' }, isUnderlying: false }];
    case 'option': {
      const occ = occSymbolOf(instrument);
      const series: ChartSeries[] = [{ symbol, alpaca: occ ? { symbol: occ, assetClass: 'option' } : null, isUnderlying: false }];
      if (instrument.underlying) series.push({ symbol: instrument.underlying, alpaca: { symbol: instrument.underlying, assetClass: 'stock' }, isUnderlying: true });
      return series;
    }
    case 'future': {
      const series: ChartSeries[] = [{ symbol, alpaca: null, isUnderlying: false }];
      // The root (ES of ESZ2024) names the continuous series a trader may have imported.
      const root = /^([A-Z0-9]{1,4}?)[FGHJKMNQUVXZ]\d{4}$/.exec(symbol)?.[1];
      if (root) series.push({ symbol: root, alpaca: null, isUnderlying: true });
      return series;
    }
  }
}

/** The OCC option symbol Alpaca uses: AAPL240119C00190000 (root, YYMMDD, right, strike x 1000 in 8 digits). */
export function occSymbolOf({ underlying, expiry, strike, optionRight }: InstrumentFacts): string | null {
  if (!underlying || !expiry || !strike || !optionRight) return null;
  const thousandths = Math.round(Number(strike) * 1000);
  if (!Number.isSafeInteger(thousandths) || thousandths >= 1e8) return null;
  return `${underlying}${expiry.slice(2).replace(/-/g, '')}${optionRight}${String(thousandths).padStart(8, '0')}`;
}
