import { lazily } from '../../format/lazily';

/** One trading day in the calendar: its net P&L and what it holds. */
export interface CalendarDay {
  /** The trader's local calendar day, 'YYYY-MM-DD'. */
  date: string;
  pnl: number;
  trades: number;
  /** The day has a journal entry (plan or review). */
  hasEntry?: boolean;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM' of a 'YYYY-MM-DD' day. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** The month `delta` months from 'YYYY-MM'. */
export function addMonths(month: string, delta: number): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, monthNumber - 1 + delta, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}

/**
 * The weeks of a month, Sunday first, as its days 'YYYY-MM-DD' (null before the 1st and after the
 * last day), so a table row is a week.
 */
export function weeksOfMonth(month: string): (string | null)[][] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, monthNumber - 1, 1));
  const daysInMonth = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= daysInMonth; day += 1) cells.push(`${month}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The day `delta` days from 'YYYY-MM-DD'. */
export function addDays(day: string, delta: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + delta);
  return date.toISOString().slice(0, 10);
}

const monthTitle = lazily(() => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' }));
const dayTitle = lazily(() => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }));

/** 'March 2025'. */
export function formatMonth(month: string): string {
  return monthTitle().format(new Date(`${month}-01T12:00:00Z`));
}

/** 'Friday, March 14, 2025'. */
export function formatLongDay(day: string): string {
  return dayTitle().format(new Date(`${day}T12:00:00Z`));
}

/** A stretch of days (a week's days within its month, or a whole month) with its summed net P&L. */
export interface CalendarTotal {
  /** Its first and last day, 'YYYY-MM-DD' (a month: its first and last day). */
  first: string;
  last: string;
  pnl: number;
  trades: number;
}

/** Sums in whole cents, so a total of days equals what its days show to the cent. */
function totalOf(first: string, last: string, days: readonly (CalendarDay | undefined)[]): CalendarTotal {
  let cents = 0;
  let trades = 0;
  for (const day of days) {
    if (!day) continue;
    cents += Math.round(day.pnl * 100);
    trades += day.trades;
  }
  return { first, last, pnl: cents / 100, trades };
}

/** Each week row's total over its days in the month, in the order of `weeksOfMonth`. */
export function weekTotalsOf(month: string, byDate: ReadonlyMap<string, CalendarDay>): CalendarTotal[] {
  return weeksOfMonth(month).map((week) => {
    const dates = week.filter((date): date is string => date !== null);
    return totalOf(dates[0]!, dates.at(-1)!, dates.map((date) => byDate.get(date)));
  });
}

/** The twelve months of `year` ('YYYY'), each with its total. */
export function monthTotalsOf(year: string, days: readonly CalendarDay[]): CalendarTotal[] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = `${year}-${pad(index + 1)}`;
    const last = addDays(`${addMonths(month, 1)}-01`, -1);
    return totalOf(`${month}-01`, last, days.filter((day) => monthOf(day.date) === month));
  });
}

const shortDay = lazily(() => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' }));
const shortMonth = lazily(() => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short' }));

/** 'Mar 2–8', or 'Mar 1' for a one-day stretch. */
export function formatDayRange(first: string, last: string): string {
  const start = shortDay().format(new Date(`${first}T12:00:00Z`));
  return first === last ? start : `${start}–${Number(last.slice(8))}`;
}

/** 'Mar' of '2025-03'. */
export function formatShortMonth(month: string): string {
  return shortMonth().format(new Date(`${month}-01T12:00:00Z`));
}
