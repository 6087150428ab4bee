import { canonicalDecimal } from './decimal-text';
import { FUTURES_CONTRACTS, FUTURES_MONTH_CODES } from './futures-contracts';
import { isCalendarDate } from './zoned-time';

export type AssetClass = 'stock' | 'option' | 'future' | 'crypto';
export type OptionRight = 'C' | 'P';

export interface OptionTerms {
  underlying: string;
  /** YYYY-MM-DD */
  expiry: string;
  /** Canonical decimal string */
  strike: string;
  right: OptionRight;
}

/**
 * What was traded. `symbol` is the key the matcher groups by (with the account), so every importer
 * must spell the same contract the same way: stocks by ticker, options as `AAPL 240119C190`
 * (underlying, YYMMDD, right, strike), futures by root + month code + 4-digit year (`ESZ2024`).
 */
export interface Instrument {
  symbol: string;
  assetClass: AssetClass;
  /** Cash per point per unit: '1' for shares, '100' for standard equity options, the contract table for futures. */
  multiplier: string;
  option?: OptionTerms;
  future?: { root: string; month: string; year: number };
}

/** Thrown by the builders below; importers turn it into an ImportRowError with their line number. */
export class InstrumentError extends Error {}

const TICKER = /^[A-Z0-9][A-Z0-9.\-/ ]{0,23}$/;

export function stockInstrument(rawSymbol: string): Instrument {
  const symbol = rawSymbol.trim().toUpperCase();
  if (!TICKER.test(symbol)) throw new InstrumentError(`"${rawSymbol}" is not a valid symbol`);
  return { symbol, assetClass: 'stock', multiplier: '1' };
}

export function cryptoInstrument(rawSymbol: string): Instrument {
  const symbol = rawSymbol.trim().toUpperCase();
  if (!TICKER.test(symbol)) throw new InstrumentError(`"${rawSymbol}" is not a valid symbol`);
  return { symbol, assetClass: 'crypto', multiplier: '1' };
}

export function optionSymbol({ underlying, expiry, strike, right }: OptionTerms): string {
  return `${underlying} ${expiry.slice(2, 4)}${expiry.slice(5, 7)}${expiry.slice(8, 10)}${right}${strike}`;
}

export function optionInstrument(terms: OptionTerms, multiplier = '100'): Instrument {
  const underlying = terms.underlying.trim().toUpperCase();
  if (!TICKER.test(underlying)) throw new InstrumentError(`"${terms.underlying}" is not a valid underlying symbol`);
  if (!isCalendarDate(terms.expiry)) {
    throw new InstrumentError(`"${terms.expiry}" is not a valid expiry date`);
  }
  if (!/^\d+(\.\d+)?$/.test(terms.strike)) throw new InstrumentError(`"${terms.strike}" is not a valid strike`);
  const normalised: OptionTerms = { underlying, expiry: terms.expiry, strike: canonicalDecimal(terms.strike), right: terms.right };
  return { symbol: optionSymbol(normalised), assetClass: 'option', multiplier, option: normalised };
}

const OCC = /^([A-Z0-9.]{1,6})\s*(\d{2})(\d{2})(\d{2})([CP])(\d{8})$/;

/**
 * Reads an OCC/OSI option symbol: `AAPL  240119C00190000` (padded) or `AAPL240119C00190000`
 * (compact, as Alpaca and Schwab write it). Returns null when the text is not one.
 */
export function parseOccSymbol(text: string): Instrument | null {
  const match = OCC.exec(text.trim().toUpperCase());
  if (!match) return null;
  const [, underlying = '', yy, mm, dd, right, strikeDigits = ''] = match;
  const strike = canonicalDecimal(`${Number(strikeDigits.slice(0, 5))}.${strikeDigits.slice(5)}`);
  return optionInstrument({ underlying, expiry: `20${yy}-${mm}-${dd}`, strike, right: right as OptionRight });
}

const FUTURE_CODE = /^\/?([A-Z0-9]{1,4}?)([FGHJKMNQUVXZ])(\d{1,2}|\d{4})$/;

/**
 * A futures contract from its code: `ESZ4`, `ESZ24`, `ESZ2024`, thinkorswim's `/ESZ24`. One-digit
 * years are read as the nearest year ending in that digit at or after `referenceYear` minus one.
 * Unknown roots are refused: a wrong multiplier would silently scale P&L (MES vs ES).
 */
export function futureInstrument(code: string, referenceYear: number): Instrument {
  const match = FUTURE_CODE.exec(code.trim().toUpperCase());
  if (!match) throw new InstrumentError(`"${code}" is not a futures contract code`);
  const [, root = '', month = '', yearDigits = ''] = match;
  const contract = FUTURES_CONTRACTS[root];
  if (!contract) throw new InstrumentError(`Unknown futures contract "${root}": its point value is not in the contract table`);
  const year = expandYear(yearDigits, referenceYear);
  return {
    symbol: `${root}${month}${year}`,
    assetClass: 'future',
    multiplier: contract.multiplier,
    future: { root, month: String(FUTURES_MONTH_CODES.indexOf(month) + 1).padStart(2, '0'), year },
  };
}

function expandYear(digits: string, referenceYear: number): number {
  if (digits.length === 4) return Number(digits);
  const modulus = digits.length === 1 ? 10 : 100;
  const base = referenceYear - 1;
  let year = base - (base % modulus) + Number(digits);
  if (year < base) year += modulus;
  return year;
}
