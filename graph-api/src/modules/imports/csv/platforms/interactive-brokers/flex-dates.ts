import { ImportFormatError, isValidWallClock, type WallClock, zonedWallClockToUtc } from '../../../../trades';

/**
 * Dates and times as a Flex Query writes them, per the query's settings: date `yyyyMMdd` (default),
 * `yyyy-MM-dd`, `MM/dd/yyyy`, `MM/dd/yy`, `dd/MM/yyyy`, `dd/MM/yy` or `dd-MMM-yy`; time `HHmmss` or
 * `HH:mm:ss`; between them `;` (default), `,`, a space or nothing. No zone, except an occasional
 * trailing `+hhmm`/`-hhmm`, which is honoured.
 */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Month/day order of slash dates, which the text alone cannot tell for days up to 12. */
export type SlashOrder = 'month-first' | 'day-first';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const DATE_PATTERN = '(\\d{8}|\\d{4}-\\d{2}-\\d{2}|\\d{2}/\\d{2}/(?:\\d{4}|\\d{2})|\\d{2}-[A-Za-z]{3}-\\d{2})';
const DATE_ONLY = new RegExp(`^${DATE_PATTERN}$`);
const DATE_TIME = new RegExp(`^${DATE_PATTERN}[;, ]?(\\d{2}:?\\d{2}:?\\d{2})([+-]\\d{2}:?\\d{2})?$`);
const SLASH = /^(\d{2})\/(\d{2})\//;

/**
 * The order of the file's slash dates, from all of them: a first number above 12 means day first, a
 * second above 12 month first. `ambiguous` when no date settles it (then month first, IBKR's default).
 */
export function slashOrderOf(dateTexts: readonly string[]): { order: SlashOrder; ambiguous: boolean } {
  let dayFirst = false;
  let monthFirst = false;
  for (const text of dateTexts) {
    const match = SLASH.exec(text.trim());
    if (!match) continue;
    if (Number(match[1]) > 12) dayFirst = true;
    if (Number(match[2]) > 12) monthFirst = true;
  }
  if (dayFirst && monthFirst) throw new ImportFormatError('The dates in this file mix day/month and month/day orders: export the Flex Query again with the date format yyyyMMdd.');
  const usesSlashes = dateTexts.some((text) => SLASH.test(text.trim()));
  return { order: dayFirst ? 'day-first' : 'month-first', ambiguous: usesSlashes && !dayFirst && !monthFirst };
}

export function readFlexDate(text: string, order: SlashOrder): CalendarDate | null {
  const match = DATE_ONLY.exec(text.trim());
  return match ? calendarDateOf(match[1] ?? '', order) : null;
}

/** The UTC instant of a DateTime cell: its own offset when it has one, else `timeZone`. */
export function readFlexDateTime(text: string, order: SlashOrder, timeZone: string): { instant: Date; zoned: boolean } | null {
  const match = DATE_TIME.exec(text.trim());
  const date = match ? calendarDateOf(match[1] ?? '', order) : null;
  if (!match || !date) return null;
  const digits = (match[2] ?? '').replace(/:/g, '');
  const wall: WallClock = { ...date, hour: Number(digits.slice(0, 2)), minute: Number(digits.slice(2, 4)), second: Number(digits.slice(4, 6)) };
  if (!isValidWallClock(wall)) return null;
  const offset = match[3];
  if (!offset) return { instant: zonedWallClockToUtc(wall, timeZone), zoned: false };
  const offsetMinutes = (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(-2)));
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return { instant: new Date(naive - offsetMinutes * 60_000), zoned: true };
}

function calendarDateOf(text: string, order: SlashOrder): CalendarDate | null {
  let date: CalendarDate;
  if (/^\d{8}$/.test(text)) {
    date = { year: Number(text.slice(0, 4)), month: Number(text.slice(4, 6)), day: Number(text.slice(6, 8)) };
  } else if (text.includes('-') && /^\d{4}/.test(text)) {
    date = { year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)), day: Number(text.slice(8, 10)) };
  } else if (text.includes('-')) {
    const month = MONTHS.indexOf(text.slice(3, 6).toUpperCase()) + 1;
    date = { year: 2000 + Number(text.slice(7, 9)), month, day: Number(text.slice(0, 2)) };
  } else {
    const [first, second, rawYear] = text.split('/') as [string, string, string];
    const year = rawYear.length === 2 ? 2000 + Number(rawYear) : Number(rawYear);
    const [month, day] = order === 'day-first' ? [Number(second), Number(first)] : [Number(first), Number(second)];
    date = { year, month, day };
  }
  return isValidWallClock({ ...date, hour: 0, minute: 0, second: 0 }) ? date : null;
}
