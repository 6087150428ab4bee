/**
 * Contracts as a trader reads them. The journal keys options as `SPXW 260309C6970` (underlying,
 * YYMMDD, right, strike) and futures as root + month code + year (`ESH2026`); both are exact but
 * unreadable in a table, so every screen shows "SPXW 9 Mar 26 6970 C" and "ES Mar 26" instead and
 * keeps the exchange's own code (OCC for options) for hover text and exports.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const FUTURES_MONTH_CODES = 'FGHJKMNQUVXZ';

const STORED_OPTION = /^([A-Z0-9./-]{1,12}) (\d{2})(\d{2})(\d{2})([CP])(\d+(?:\.\d+)?)$/;
const STORED_FUTURE = /^([A-Z0-9]{1,4}?)([FGHJKMNQUVXZ])(20\d{2})$/;

export interface ReadableInstrument {
  /** What the screens show: "SPXW 9 Mar 26 6970 C", "ES Mar 26", or the ticker itself. */
  label: string;
  /** The stock ticker, option underlying or futures root: what "by underlying" filters and groups by. */
  underlying: string;
  /** The exchange's code: the 21-character OCC symbol of an option, the contract code of a future, else the ticker. */
  code: string;
}

/** The readable name, underlying and exchange code of a stored symbol; a plain ticker reads as itself. */
export function readInstrument(symbol: string): ReadableInstrument {
  const option = STORED_OPTION.exec(symbol);
  if (option) {
    const [, underlying = '', yy = '', mm = '', dd = '', right = '', strike = ''] = option;
    const month = MONTHS[Number(mm) - 1];
    if (month && Number(dd) >= 1 && Number(dd) <= 31) {
      return {
        label: `${underlying} ${Number(dd)} ${month} ${yy} ${strike} ${right}`,
        underlying,
        code: occCode(underlying, `${yy}${mm}${dd}`, right, strike),
      };
    }
  }
  const future = STORED_FUTURE.exec(symbol);
  if (future) {
    const [, root = '', monthCode = '', year = ''] = future;
    const month = MONTHS[FUTURES_MONTH_CODES.indexOf(monthCode)];
    return { label: `${root} ${month} ${year.slice(2)}`, underlying: root, code: `${root}${monthCode}${year.slice(2)}` };
  }
  return { label: symbol, underlying: symbol, code: symbol };
}

/** OCC/OSI: root padded to 6, YYMMDD, right, strike x 1000 in 8 digits (`SPXW  260309C06970000`). */
function occCode(underlying: string, date: string, right: string, strike: string): string {
  const [whole = '0', fraction = ''] = strike.split('.');
  const thousandths = `${whole}${fraction.padEnd(3, '0').slice(0, 3)}`.padStart(8, '0');
  return `${underlying.padEnd(6, ' ')}${date}${right}${thousandths}`;
}

/** Just the label, for texts and accessible names. */
export function instrumentLabel(symbol: string): string {
  return readInstrument(symbol).label;
}
