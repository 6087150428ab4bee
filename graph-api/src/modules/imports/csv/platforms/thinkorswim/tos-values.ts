import { isValidWallClock, type OptionRight, type WallClock, zonedWallClockToUtc } from '../../../../trades';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** Statements write two-digit years; none of them predates 2000. */
function fullYear(digits: string): number {
  return digits.length === 2 ? 2000 + Number(digits) : Number(digits);
}

const DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * "3/26/26" and "14:53:17" (Cash Balance has them in two cells, Trade History in one: "3/26/26 14:53:17")
 * read in the zone the user exported from. Null when either is not a real date or time.
 */
export function statementInstant(dateText: string, timeText: string, timeZone: string): Date | null {
  const date = DATE.exec(dateText.trim());
  const time = TIME.exec(timeText.trim());
  if (!date || !time) return null;
  const wall: WallClock = {
    year: fullYear(date[3]!),
    month: Number(date[1]),
    day: Number(date[2]),
    hour: Number(time[1]),
    minute: Number(time[2]),
    second: Number(time[3] ?? 0),
  };
  return isValidWallClock(wall) ? zonedWallClockToUtc(wall, timeZone) : null;
}

/** Trade History's "Exec Time" cell: date and time separated by a space. */
export function execTimeInstant(text: string, timeZone: string): Date | null {
  const [dateText = '', timeText = '', ...rest] = text.trim().split(/\s+/);
  return rest.length === 0 ? statementInstant(dateText, timeText, timeZone) : null;
}

/** "27 MAR 26" (Trade History's Exp column) → "2026-03-27"; null when it is not such a date. */
export function expiryDate(text: string): string | null {
  const match = /^(\d{1,2}) ([A-Z]{3}) (\d{2}|\d{4})$/.exec(text.trim().toUpperCase());
  const month = match ? MONTHS.indexOf(match[2]!) + 1 : 0;
  if (!match || month === 0) return null;
  const wall = { year: fullYear(match[3]!), month, day: Number(match[1]), hour: 0, minute: 0, second: 0 };
  if (!isValidWallClock(wall)) return null;
  return `${wall.year}-${String(month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

export interface DotSymbol {
  root: string;
  expiry: string;
  right: OptionRight;
  strike: string;
}

/** thinkorswim's own option symbol, `.SPXW260410P6500`: root, YYMMDD, C/P, unpadded strike. */
export function parseDotSymbol(text: string): DotSymbol | null {
  const match = /^\.([A-Z][A-Z0-9]*?)(\d{2})(\d{2})(\d{2})([CP])(\d+(?:\.\d+)?)$/.exec(text.trim().toUpperCase());
  if (!match) return null;
  const [, root = '', yy = '', mm = '', dd = '', right, strike = ''] = match;
  const wall = { year: 2000 + Number(yy), month: Number(mm), day: Number(dd), hour: 0, minute: 0, second: 0 };
  if (!isValidWallClock(wall)) return null;
  return { root, expiry: `${wall.year}-${mm}-${dd}`, right: right as OptionRight, strike };
}

/** "/ESZ24:XCME" and "/ESZ24" name the same contract; descriptions and Trade History may differ. */
export function bareSymbol(text: string): string {
  return text.trim().toUpperCase().replace(/:[A-Z]+$/, '');
}
