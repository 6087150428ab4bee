import { lazily } from '../../format/lazily';

/** One day on the equity curve: the running total of realized net P&L at the end of that day. */
export interface EquityPoint {
  /** The trader's local calendar day, 'YYYY-MM-DD'. */
  date: string;
  cumulativePnl: number;
  /** That day's own net P&L, when known. */
  dayPnl?: number;
  /** Closed trades that day, when known. */
  trades?: number;
}

/** A calendar day as a Date at noon UTC, so no zone offset moves it to a neighbouring day. */
export function dayToDate(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

const shortDay = lazily(() => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' }));
const longDay = lazily(() => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' }));

const monthYear = lazily(() => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', year: 'numeric' }));

/** 'Mar 14' for axis ticks. */
export function formatShortDay(date: Date): string {
  return shortDay().format(date);
}

/**
 * An axis tick's label for a curve from `first` to `last`: 'Mar 14' within one year; 'Mar 2025'
 * when the range spans years, so five years of ticks never all read 'Jan 1' (issue 29).
 */
export function formatAxisDay(date: Date, first: Date, last: Date): string {
  return first.getUTCFullYear() === last.getUTCFullYear() ? shortDay().format(date) : monthYear().format(date);
}

/** 'Mar 14, 2025': a calendar day as the rest of the app writes dates. */
export function formatDay(day: string): string {
  return longDay().format(dayToDate(day));
}
