import { calendarDateIn, isValidTimeZone, zonedWallClockToUtc } from '../modules/trades/domain/zoned-time';
import { JobRequestError } from './job-error';
import { isUsTradingDay } from './us-market-holidays';

export const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Daily, weekly on a named day, or on each day US exchanges trade (weekdays less NYSE holidays, us-market-holidays.ts). */
export type Cadence = { every: 'day' } | { every: 'week'; on: Weekday } | { every: 'trading-day' };

const LOCAL_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MS = 86_400_000;

/**
 * The first instant after `after` at which clocks in `timeZone` show `localTime` ("17:00") on a day
 * the cadence runs. Worked out from the calendar date in the zone, not by adding 24 hours: on the
 * day clocks change a 17:00 report still goes at 17:00 local, and once. A time the clocks skip
 * (02:30 on a spring-forward night) is read with the offset from before the change (03:30 then);
 * a time they repeat is the first of the two.
 */
export function nextRunAt(localTime: string, timeZone: string, after: Date, cadence: Cadence): Date {
  const match = LOCAL_TIME.exec(localTime);
  if (!match) throw new JobRequestError(`The time "${localTime}" is not a time of day as HH:MM (00:00 to 23:59)`);
  if (!isValidTimeZone(timeZone)) throw new JobRequestError(`"${timeZone}" is not a known IANA time zone`);
  if (cadence.every === 'week' && !WEEKDAYS.includes(cadence.on)) throw new JobRequestError(`"${String(cadence.on)}" is not a day of the week`);
  const [hour, minute] = [Number(match[1]), Number(match[2])];
  // From the day before `after`'s local date (a zone west of UTC may still be on it): at most
  // nine days on, a weekly cadence has met its day, and a trading-day one (the longest closure,
  // a holiday beside a weekend, is four days).
  const [year, month, day] = calendarDateIn(after, timeZone).split('-').map(Number) as [number, number, number];
  const start = Date.UTC(year, month - 1, day) - DAY_MS;
  for (let offset = 0; offset <= 9; offset += 1) {
    const date = new Date(start + offset * DAY_MS);
    if (cadence.every === 'week' && WEEKDAYS[date.getUTCDay()] !== cadence.on) continue;
    // The trading day is the date in the run's own zone: the day the trader's clock shows.
    if (cadence.every === 'trading-day' && !isUsTradingDay(date.toISOString().slice(0, 10))) continue;
    const candidate = zonedWallClockToUtc(
      { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), hour, minute, second: 0 },
      timeZone,
    );
    if (candidate.getTime() > after.getTime()) return candidate;
  }
  throw new Error(`No run of ${localTime} in ${timeZone} within nine days of ${after.toISOString()}`);
}
