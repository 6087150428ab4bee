import { calendarDateIn, zonedWallClockToUtc } from '../domain/zoned-time';
import type { TimePeriod } from '../filter/journal-filter';

/** Entry times from `start` (included) to `end` (excluded); null for no bound. */
export interface TimeWindow {
  start: Date | null;
  end: Date | null;
}

interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const parse = (date: string): LocalDate => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

/** Local midnight starting the date (Date.UTC rolls day 32 or month 13 over, as wanted). */
function midnight({ year, month, day }: LocalDate, timeZone: string): Date {
  const normal = new Date(Date.UTC(year, month - 1, day));
  return zonedWallClockToUtc({ year: normal.getUTCFullYear(), month: normal.getUTCMonth() + 1, day: normal.getUTCDate(), hour: 0, minute: 0, second: 0 }, timeZone);
}

/**
 * The period containing `now`, in the trader's zone: today; this week, Monday to Sunday; this
 * calendar month; this calendar quarter (January-March, April-June…); this calendar year; or all.
 */
export function periodWindow(period: TimePeriod, now: Date, timeZone: string): TimeWindow {
  const today = parse(calendarDateIn(now, timeZone));
  const { year, month, day } = today;
  switch (period) {
    case 'all':
      return { start: null, end: null };
    case 'today':
      return { start: midnight(today, timeZone), end: midnight({ year, month, day: day + 1 }, timeZone) };
    case 'week': {
      const daysSinceMonday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
      const monday = day - daysSinceMonday;
      return { start: midnight({ year, month, day: monday }, timeZone), end: midnight({ year, month, day: monday + 7 }, timeZone) };
    }
    case 'month':
      return { start: midnight({ year, month, day: 1 }, timeZone), end: midnight({ year, month: month + 1, day: 1 }, timeZone) };
    case 'quarter': {
      const first = month - ((month - 1) % 3);
      return { start: midnight({ year, month: first, day: 1 }, timeZone), end: midnight({ year, month: first + 3, day: 1 }, timeZone) };
    }
    case 'year':
      return { start: midnight({ year, month: 1, day: 1 }, timeZone), end: midnight({ year: year + 1, month: 1, day: 1 }, timeZone) };
  }
}

/** From the first local date's midnight to the midnight after the last: both dates included. */
export function dateRangeWindow(from: string | null, to: string | null, timeZone: string): TimeWindow {
  const last = to === null ? null : parse(to);
  return { start: from === null ? null : midnight(parse(from), timeZone), end: last === null ? null : midnight({ ...last, day: last.day + 1 }, timeZone) };
}

/** Both windows at once: the later start, the earlier end. */
export function intersect(a: TimeWindow, b: TimeWindow): TimeWindow {
  const later = (x: Date | null, y: Date | null) => (x === null ? y : y === null ? x : x > y ? x : y);
  const earlier = (x: Date | null, y: Date | null) => (x === null ? y : y === null ? x : x < y ? x : y);
  return { start: later(a.start, b.start), end: earlier(a.end, b.end) };
}
