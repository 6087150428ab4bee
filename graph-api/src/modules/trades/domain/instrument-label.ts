import { FUTURES_MONTH_CODES } from './futures-contracts';

/**
 * A stored symbol as a trader reads it (`SPXW 260309C6970` -> "SPXW 9 Mar 26 6970 C", `ESH2026` ->
 * "ES Mar 26"), its underlying (what "by underlying" groups by) and its exchange code (OCC for
 * options). The design system reads stored symbols the same way for the screens; this copy serves
 * the API's own texts: breakdown labels and the CSV export.
 */
export interface InstrumentNames {
  label: string;
  underlying: string;
  code: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const STORED_OPTION = /^([A-Z0-9./-]{1,12}) (\d{2})(\d{2})(\d{2})([CP])(\d+(?:\.\d+)?)$/;
const STORED_FUTURE = /^([A-Z0-9]{1,4}?)([FGHJKMNQUVXZ])(20\d{2})$/;

export function instrumentNames(symbol: string): InstrumentNames {
  const option = STORED_OPTION.exec(symbol);
  const month = option ? MONTHS[Number(option[3]) - 1] : undefined;
  if (option && month) {
    const [, underlying = '', yy = '', mm = '', dd = '', right = '', strike = ''] = option;
    return { label: `${underlying} ${Number(dd)} ${month} ${yy} ${strike} ${right}`, underlying, code: occCode(underlying, `${yy}${mm}${dd}`, right, strike) };
  }
  const future = STORED_FUTURE.exec(symbol);
  if (future) {
    const [, root = '', monthCode = '', year = ''] = future;
    return { label: `${root} ${MONTHS[FUTURES_MONTH_CODES.indexOf(monthCode)]} ${year.slice(2)}`, underlying: root, code: `${root}${monthCode}${year.slice(2)}` };
  }
  return { label: symbol, underlying: symbol, code: symbol };
}

/** OCC/OSI: root padded to 6, YYMMDD, right, strike in thousandths as 8 digits (`SPXW  260309C06970000`). */
function occCode(underlying: string, date: string, right: string, strike: string): string {
  const [whole = '0', fraction = ''] = strike.split('.');
  return `${underlying.padEnd(6, ' ')}${date}${right}${`${whole}${fraction.padEnd(3, '0').slice(0, 3)}`.padStart(8, '0')}`;
}
