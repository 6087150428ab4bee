/**
 * The full-day closures of the New York Stock Exchange (docs/jobs.md "Trading days"), computed from
 * their rules, so no list runs out: New Year's Day, Martin Luther King Jr. Day, Washington's
 * Birthday, Good Friday, Memorial Day, Juneteenth, Independence Day, Labor Day, Thanksgiving and
 * Christmas. A fixed-date holiday on a Saturday is observed the Friday before, on a Sunday the Monday
 * after; except New Year's Day on a Saturday, which is not made up (the Friday before closes another
 * year). Closures for one-off events (a national day of mourning) cannot be computed and are not here.
 */

const DAY_MS = 86_400_000;

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const utcDay = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day);

/** The `nth` (1-based) `weekday` (0 Sunday … 6 Saturday) of a month; nth -1 is the last. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): number {
  if (nth > 0) {
    const first = utcDay(year, month, 1);
    const offset = (weekday - new Date(first).getUTCDay() + 7) % 7;
    return first + (offset + (nth - 1) * 7) * DAY_MS;
  }
  const last = utcDay(year, month + 1, 0);
  return last - ((new Date(last).getUTCDay() - weekday + 7) % 7) * DAY_MS;
}

/** Easter Sunday of the Gregorian calendar (the anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(utcDay(year, month, day));
}

/** A fixed-date holiday moved off the weekend: Saturday to Friday, Sunday to Monday. */
function observed(ms: number): number {
  const weekday = new Date(ms).getUTCDay();
  if (weekday === 6) return ms - DAY_MS;
  if (weekday === 0) return ms + DAY_MS;
  return ms;
}

const cache = new Map<number, ReadonlySet<string>>();

/** The exchange's full-day holidays of `year`, as YYYY-MM-DD. */
export function usMarketHolidays(year: number): ReadonlySet<string> {
  const known = cache.get(year);
  if (known) return known;
  const days = [
    nthWeekday(year, 1, 1, 3), // Martin Luther King Jr. Day: third Monday of January
    nthWeekday(year, 2, 1, 3), // Washington's Birthday: third Monday of February
    Date.parse(`${easterSunday(year)}T00:00:00Z`) - 2 * DAY_MS, // Good Friday
    nthWeekday(year, 5, 1, -1), // Memorial Day: last Monday of May
    nthWeekday(year, 9, 1, 1), // Labor Day: first Monday of September
    nthWeekday(year, 11, 4, 4), // Thanksgiving: fourth Thursday of November
    observed(utcDay(year, 7, 4)), // Independence Day
    observed(utcDay(year, 12, 25)), // Christmas
  ];
  // Juneteenth has closed the exchange since 2022.
  if (year >= 2022) days.push(observed(utcDay(year, 6, 19)));
  // New Year's Day on a Saturday is not made up on the Friday before.
  const newYear = utcDay(year, 1, 1);
  if (new Date(newYear).getUTCDay() !== 6) days.push(observed(newYear));
  const holidays = new Set(days.map(isoDate));
  cache.set(year, holidays);
  return holidays;
}

/** Whether US exchanges trade on `date` (YYYY-MM-DD): a weekday that is not an exchange holiday. */
export function isUsTradingDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !usMarketHolidays(Number(date.slice(0, 4))).has(date);
}
