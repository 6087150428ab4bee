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
