import { calendarDateIn, isValidWallClock, NEW_YORK, type WallClock, zonedWallClockToUtc } from '../../../trades';

/**
 * Flex dates and times as a query may be configured to write them (the Flex Query's delivery settings):
 * date yyyyMMdd (default), yyyy-MM-dd, MM/dd/yyyy, MM/dd/yy, dd/MM/yyyy, dd/MM/yy or dd-MMM-yy;
 * time HHmmss (default) or HH:mm:ss; separated by ';' (default), ',', a space or nothing; maybe a
 * trailing +hhmm offset. Without an offset the time is US/Eastern, as IBKR reports it.
 */
export type SlashDateOrder = 'month-first' | 'day-first';

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const DATE = String.raw`(\d{8}|\d{4}-\d{2}-\d{2}|\d{2}/\d{2}/(?:\d{4}|\d{2})|\d{2}-[A-Za-z]{3}-\d{2})`;
const TIME = String.raw`(\d{6}|\d{2}:\d{2}:\d{2})`;
const DATE_TIME = new RegExp(String.raw`^${DATE}(?:(?:[;,] ?| )?${TIME}\s*([+-]\d{2}:?\d{2})?)?$`);
const SLASH = /^(\d{2})\/(\d{2})\/(\d{4}|\d{2})$/;
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** Four-digit years from two: Flex statements are from this century. */
const fullYear = (digits: string) => (digits.length === 2 ? 2000 + Number(digits) : Number(digits));

export function parseFlexDate(text: string, order: SlashDateOrder): CalendarDate | null {
  let date: CalendarDate | null = null;
  const slash = SLASH.exec(text);
  if (/^\d{8}$/.test(text)) {
    date = { year: Number(text.slice(0, 4)), month: Number(text.slice(4, 6)), day: Number(text.slice(6, 8)) };
  } else if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    date = { year: Number(text.slice(0, 4)), month: Number(text.slice(5, 7)), day: Number(text.slice(8, 10)) };
  } else if (slash) {
    const [, first = '', second = '', year = ''] = slash;
    date = order === 'month-first' ? { year: fullYear(year), month: Number(first), day: Number(second) } : { year: fullYear(year), month: Number(second), day: Number(first) };
  } else if (/^\d{2}-[A-Za-z]{3}-\d{2}$/.test(text)) {
    date = { year: fullYear(text.slice(7, 9)), month: MONTHS.indexOf(text.slice(3, 6).toUpperCase()) + 1, day: Number(text.slice(0, 2)) };
  }
  return date && isValidWallClock({ ...date, hour: 0, minute: 0, second: 0 }) ? date : null;
}

/** The UTC instant of a Flex date-time (or of midnight, New York, for a bare date); null when unreadable. */
export function parseFlexDateTime(text: string, order: SlashDateOrder): Date | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, dateText = '', timeText = '000000', offsetText] = match;
  const date = parseFlexDate(dateText, order);
  if (!date) return null;
  const digits = timeText.replace(/:/g, '');
  const wall: WallClock = { ...date, hour: Number(digits.slice(0, 2)), minute: Number(digits.slice(2, 4)), second: Number(digits.slice(4, 6)) };
  if (!isValidWallClock(wall)) return null;
  if (offsetText) {
    const sign = offsetText.startsWith('-') ? -1 : 1;
    const offsetDigits = offsetText.slice(1).replace(':', '');
    const offsetMinutes = sign * (Number(offsetDigits.slice(0, 2)) * 60 + Number(offsetDigits.slice(2, 4)));
    return new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - offsetMinutes * 60_000);
  }
  return zonedWallClockToUtc(wall, NEW_YORK);
}

/**
 * Whether a statement's dd/MM/yyyy-or-MM/dd/yyyy dates put the month first. A number above 12
 * settles it; failing that, the statement's generation time must read as today (± 2 days) in
 * only one of the two orders. 'unknown' when the dates cannot tell (then the trader must pick an
 * unambiguous format), 'conflicting' when they contradict each other.
 */
export function slashDateOrderOf(dates: readonly string[], generatedAt: string, now: Date): SlashDateOrder | 'unknown' | 'conflicting' {
  const slashDates = dates.map((text) => SLASH.exec(datePartOf(text))).filter((match) => match !== null);
  const dayFirst = slashDates.some(([, first]) => Number(first) > 12);
  const monthFirst = slashDates.some(([, , second]) => Number(second) > 12);
  if (monthFirst && dayFirst) return 'conflicting';
  if (monthFirst) return 'month-first';
  if (dayFirst) return 'day-first';
  // No slash dates, or only ones like 05/05 that read the same either way.
  if (slashDates.every(([, first, second]) => first === second)) return 'month-first';
  const nearNow = (order: SlashDateOrder) => {
    const generated = parseFlexDateTime(generatedAt, order);
    return generated !== null && Math.abs(generated.getTime() - now.getTime()) <= 2 * 86_400_000;
  };
  const monthFirstFits = nearNow('month-first');
  if (monthFirstFits !== nearNow('day-first')) return monthFirstFits ? 'month-first' : 'day-first';
  return 'unknown';
}

function datePartOf(text: string): string {
  return text.trim().split(/[;, ]/)[0]?.slice(0, 10) ?? '';
}

/** A date as yyyyMMdd for SendRequest's fd/td, in New York (IBKR's statement days). */
export function flexDayOf(instant: Date): string {
  return calendarDateIn(instant, NEW_YORK).replace(/-/g, '');
}
