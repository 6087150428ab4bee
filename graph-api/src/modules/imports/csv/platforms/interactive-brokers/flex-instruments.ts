import { cryptoInstrument, FUTURES_CONTRACTS, FUTURES_MONTH_CODES, type Instrument, InstrumentError, optionInstrument, type OptionRight, parseOccSymbol, stockInstrument } from '../../../../trades';
import type { CalendarDate } from './flex-dates';

/**
 * The contract of a Flex trade row. The file's own Multiplier is used whenever the query includes
 * it: IBKR states it for every contract (100 for US equity options, 5 for ODAX, 50 for ES), which
 * beats any table. US options are read from their OCC symbol (`VXX   110917C00005000`) so the
 * trading class stays in the name (SPXW and SPX can share expiry and strike); other options from the
 * structured fields. Futures from the local symbol (`ESZ4`, `FDAX DEC 18`, `YM   DEC 18`), else the expiry.
 */
export interface FlexContractFields {
  /** STK, OPT, FUT, FOP, CASH, CRYPTO, BOND…; '' when the query has no AssetClass column. */
  assetClass: string;
  symbol: string;
  underlying: string;
  /** Canonical decimal, or null when the query has no Multiplier or the cell is blank. */
  multiplier: string | null;
  strike: string;
  expiry: CalendarDate | null;
  putCall: string;
  /** For one- and two-digit years in futures codes. */
  tradeYear: number;
}

/** The asset classes a journal of trades takes; CASH (FX conversions), BOND, WAR, CFD, FUND… are left out. */
export const IMPORTED_ASSET_CLASSES: ReadonlySet<string> = new Set(['STK', 'OPT', 'FOP', 'FUT', 'CRYPTO']);

const OCC_SHAPE = /^[A-Z0-9.]{1,6}\s*\d{6}[CP]\d{8}$/;
const FUTURE_CODE = /^([A-Z0-9]{1,5}?)([FGHJKMNQUVXZ])(\d{1,2})$/;
const LOCAL_MONTH_YEAR = /^([A-Z0-9]+)\s+([A-Z]{3})\s+(\d{2})$/;
const MONTH_NAMES = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** Throws InstrumentError when the contract cannot be read or its class is not imported. */
export function flexInstrumentOf(fields: FlexContractFields): Instrument {
  const assetClass = fields.assetClass.toUpperCase() || inferredClass(fields);
  switch (assetClass) {
    case 'STK':
      return stockInstrument(fields.symbol);
    case 'OPT':
    case 'FOP':
      return optionOf(fields, assetClass);
    case 'FUT':
      return futureOf(fields);
    case 'CRYPTO':
      return cryptoInstrument(fields.symbol);
    default:
      throw new InstrumentError(`Asset class "${assetClass}" is not imported`);
  }
}

function inferredClass(fields: FlexContractFields): string {
  if (fields.putCall !== '' || OCC_SHAPE.test(fields.symbol.toUpperCase())) return 'OPT';
  if (fields.multiplier !== null && fields.multiplier !== '1') return 'FUT';
  return 'STK';
}

function optionOf(fields: FlexContractFields, assetClass: 'OPT' | 'FOP'): Instrument {
  const occ = parseOccSymbol(fields.symbol);
  if (occ) return { ...occ, multiplier: fields.multiplier ?? occ.multiplier };
  const right = rightOf(fields.putCall);
  if (!fields.underlying || !fields.strike || !fields.expiry || !right) {
    throw new InstrumentError(`Option "${fields.symbol}" is not an OCC symbol: add UnderlyingSymbol, Strike, Expiry and Put/Call to the Flex Query`);
  }
  if (fields.multiplier === null && assetClass === 'FOP') throw new InstrumentError(`Futures option "${fields.symbol}" has no multiplier: add Multiplier to the Flex Query`);
  const { year, month, day } = fields.expiry;
  const expiry = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return optionInstrument({ underlying: fields.underlying, expiry, strike: fields.strike, right }, fields.multiplier ?? '100');
}

function rightOf(putCall: string): OptionRight | null {
  const text = putCall.trim().toUpperCase();
  if (text === 'C' || text === 'CALL') return 'C';
  if (text === 'P' || text === 'PUT') return 'P';
  return null;
}

function futureOf(fields: FlexContractFields): Instrument {
  const { root, month, year } = futureMonthOf(fields);
  const multiplier = fields.multiplier ?? FUTURES_CONTRACTS[root]?.multiplier;
  if (!multiplier) throw new InstrumentError(`Future "${fields.symbol}" has no multiplier: add Multiplier to the Flex Query`);
  return {
    symbol: `${root}${FUTURES_MONTH_CODES[month - 1]}${year}`,
    assetClass: 'future',
    multiplier,
    future: { root, month: String(month).padStart(2, '0'), year },
  };
}

function futureMonthOf(fields: FlexContractFields): { root: string; month: number; year: number } {
  const symbol = fields.symbol.trim().toUpperCase();
  const code = FUTURE_CODE.exec(symbol);
  if (code) return { root: code[1] ?? '', month: FUTURES_MONTH_CODES.indexOf(code[2] ?? '') + 1, year: expandYear(code[3] ?? '', fields.tradeYear) };
  const local = LOCAL_MONTH_YEAR.exec(symbol);
  const localMonth = MONTH_NAMES.indexOf(local?.[2] ?? '') + 1;
  if (local && localMonth > 0) return { root: local[1] ?? '', month: localMonth, year: 2000 + Number(local[3]) };
  if (fields.expiry) return { root: (fields.underlying || symbol).toUpperCase(), month: fields.expiry.month, year: fields.expiry.year };
  throw new InstrumentError(`Future "${fields.symbol}" has no contract month: add Expiry to the Flex Query`);
}

/** The nearest year ending in `digits` from the year before the trade on (a contract trades before it expires). */
function expandYear(digits: string, tradeYear: number): number {
  const modulus = 10 ** digits.length;
  const base = tradeYear - 1;
  const year = base - (base % modulus) + Number(digits);
  return year < base ? year + modulus : year;
}
