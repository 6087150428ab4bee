import { type Instrument, InstrumentError, isValidWallClock, optionInstrument, type OptionRight, parseOccSymbol } from '../../../../trades';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** Description column, both layouts: "PUT  NVDA   12/13/24   150.000" (fixed-width, space padded). */
const DESCRIPTION = /^(CALL|PUT)\s+([A-Z0-9.]+)\s+(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\s+(\d+(?:\.\d+)?)(?:\s|$)/i;
/** Symbol column of the classic layout: "NVDA Dec 13 '24 $150 Put". */
const SYMBOL = /^([A-Z0-9.]+)\s+([A-Z]{3})\s+(\d{1,2})\s+'(\d{2})\s+\$(\d+(?:\.\d+)?)\s+(CALL|PUT)$/i;
/** OCC symbol padded with dashes, as E*TRADE's API spells it: "TSLA--281215C00500000". */
const DASHED_OCC = /^([A-Z0-9.]+)-+(\d{6}[CP]\d{8})$/i;

/**
 * The option a row names, from whichever of its texts describes one; null when none does (a
 * stock row). Throws InstrumentError when the text is an option with an impossible date or strike.
 */
export function etradeOption(symbol: string, description: string): Instrument | null {
  const described = DESCRIPTION.exec(description.trim());
  if (described) {
    const [, right = '', underlying = '', month = '', day = '', year = '', strike = ''] = described;
    return optionInstrument({ underlying, expiry: isoDate(year, Number(month), day, description), strike, right: rightOf(right) });
  }
  const named = SYMBOL.exec(symbol.trim());
  if (named && MONTHS.includes(named[2]!.toUpperCase())) {
    const [, underlying = '', monthName = '', day = '', year = '', strike = '', right = ''] = named;
    return optionInstrument({ underlying, expiry: isoDate(year, MONTHS.indexOf(monthName.toUpperCase()) + 1, day, symbol), strike, right: rightOf(right) });
  }
  const dashed = DASHED_OCC.exec(symbol.trim());
  return dashed ? parseOccSymbol(`${dashed[1]} ${dashed[2]}`) : null;
}

function rightOf(word: string): OptionRight {
  return word.toUpperCase() === 'CALL' ? 'C' : 'P';
}

/** Two-digit years are 20yy: listed options expire within a few years of the trade. */
function isoDate(year: string, month: number, day: string, text: string): string {
  const fullYear = Number(year.length === 2 ? `20${year}` : year);
  if (!isValidWallClock({ year: fullYear, month, day: Number(day), hour: 0, minute: 0, second: 0 })) throw new InstrumentError(`"${text.trim()}" has no valid expiry date`);
  return `${fullYear}-${String(month).padStart(2, '0')}-${day.padStart(2, '0')}`;
}
