import { cryptoInstrument, FUTURES_MONTH_CODES, type Instrument, InstrumentError, isNegativeDecimal, isZeroDecimal, optionInstrument, parseDecimalText, parseOccSymbol, stockInstrument } from '../../../trades';
import { parseFlexDate, type SlashDateOrder } from './flex-date-time';

/** The fields of a Flex trade row that say what was traded. */
export interface FlexContract {
  assetCategory: string;
  symbol: string;
  underlyingSymbol: string;
  multiplier: string;
  strike: string;
  expiry: string;
  putCall: string;
}

/** Share-like categories: one unit is one share (or the multiplier IBKR states). */
const SHARE_LIKE = new Set(['STK', 'CFD', 'FUND', 'WAR', 'IOPT']);
/** Not trades of a position the journal follows: currency conversions, bonds (priced in % of face). */
export const SKIPPED_CATEGORIES = new Set(['CASH', 'BOND', 'BILL', 'CMDTY']);

const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const FUTURE_CODE = /^([A-Z0-9]{1,5}?)([FGHJKMNQUVXZ])(\d{1,2})$/;
const FUTURE_LOCAL = /^([A-Z0-9]{1,8})\s+([A-Z]{3})\s*(\d{2})$/;
const ROOT = /^[A-Z0-9]{1,8}$/;

/**
 * What a Flex row traded, with IBKR's own multiplier (it states it on every row, so no contract
 * table is needed). Throws InstrumentError when the row cannot be read; the caller names the row.
 */
export function flexInstrument(contract: FlexContract, order: SlashDateOrder, tradedAt: Date): Instrument {
  const category = contract.assetCategory.toUpperCase();
  const multiplier = multiplierOf(contract.multiplier);
  if (SHARE_LIKE.has(category)) return { ...stockInstrument(contract.symbol), multiplier: multiplier ?? '1' };
  if (category === 'CRYPTO') return cryptoInstrument(contract.symbol);
  if (category === 'OPT' || category === 'FOP') return optionOf(contract, order, multiplier);
  if (category === 'FUT') return futureOf(contract, order, multiplier, tradedAt);
  throw new InstrumentError(`asset category "${contract.assetCategory}" is not supported`);
}

function multiplierOf(text: string): string | null {
  const value = parseDecimalText(text);
  return value !== null && !isZeroDecimal(value) && !isNegativeDecimal(value) ? value : null;
}

/**
 * US options carry an OCC symbol ("VXX   110917C00005000"), whose root tells SPX from SPXW; other
 * markets use local symbols ("C ODAX DEC 18 12000"), read from the structured fields instead.
 */
function optionOf(contract: FlexContract, order: SlashDateOrder, multiplier: string | null): Instrument {
  const occ = parseOccSymbol(contract.symbol);
  if (occ) return { ...occ, multiplier: multiplier ?? occ.multiplier };
  const expiry = parseFlexDate(contract.expiry, order);
  const strike = parseDecimalText(contract.strike);
  const right = contract.putCall.toUpperCase().startsWith('C') ? 'C' : contract.putCall.toUpperCase().startsWith('P') ? 'P' : null;
  const underlying = contract.underlyingSymbol || contract.symbol.split(/\s+/)[0] || '';
  if (!expiry || strike === null || !right) throw new InstrumentError(`option "${contract.symbol}" has no readable expiry, strike and put/call`);
  const isoExpiry = `${expiry.year}-${String(expiry.month).padStart(2, '0')}-${String(expiry.day).padStart(2, '0')}`;
  return optionInstrument({ underlying, expiry: isoExpiry, strike, right }, multiplier ?? '100');
}

/**
 * Futures as root + month code + year ("ESZ2018"), like every importer spells them: from the
 * contract code ("ESZ8"), the local symbol ("FDAX DEC 18"), or else the underlying and expiry.
 */
function futureOf(contract: FlexContract, order: SlashDateOrder, multiplier: string | null, tradedAt: Date): Instrument {
  if (!multiplier) throw new InstrumentError(`future "${contract.symbol}" has no multiplier`);
  const expiry = parseFlexDate(contract.expiry, order);
  const referenceYear = expiry?.year ?? tradedAt.getUTCFullYear();
  const symbol = contract.symbol.trim().toUpperCase();
  const code = FUTURE_CODE.exec(symbol);
  const local = FUTURE_LOCAL.exec(symbol);
  let root: string;
  let monthIndex: number;
  let year: number;
  if (code) {
    root = code[1] ?? '';
    monthIndex = FUTURES_MONTH_CODES.indexOf(code[2] ?? '');
    year = nearestYearEndingIn(code[3] ?? '', referenceYear);
  } else if (local && MONTH_NAMES.includes(local[2] ?? '')) {
    root = local[1] ?? '';
    monthIndex = MONTH_NAMES.indexOf(local[2] ?? '');
    year = 2000 + Number(local[3]);
  } else if (expiry) {
    root = (contract.underlyingSymbol || symbol.split(/\s+/)[0] || '').toUpperCase();
    monthIndex = expiry.month - 1;
    year = expiry.year;
  } else {
    throw new InstrumentError(`future "${contract.symbol}" has no readable contract month`);
  }
  if (!ROOT.test(root) || monthIndex < 0) throw new InstrumentError(`future "${contract.symbol}" has no readable contract month`);
  return {
    symbol: `${root}${FUTURES_MONTH_CODES[monthIndex]}${year}`,
    assetClass: 'future',
    multiplier,
    future: { root, month: String(monthIndex + 1).padStart(2, '0'), year },
  };
}

/** "8" near 2018 → 2018; "9" for a contract expiring late 2018 → 2019 (a CL Jan contract). */
function nearestYearEndingIn(digits: string, referenceYear: number): number {
  const modulus = digits.length === 1 ? 10 : 100;
  const candidate = referenceYear - (referenceYear % modulus) + Number(digits);
  return [candidate - modulus, candidate, candidate + modulus].reduce((best, year) => (Math.abs(year - referenceYear) < Math.abs(best - referenceYear) ? year : best));
}
