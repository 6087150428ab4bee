import { MISSING } from './parseNumber';

type DateInput = string | number | Date | null | undefined;

export interface DateOptions {
  /**
   * An IANA zone such as 'America/New_York': the user's timezone setting. UTC when absent, so a
   * missing setting shows as UTC rather than as some other zone passed off as the user's.
   */
  timeZone?: string;
  withTime?: boolean;
  /** With the time to the second, as fills are read: 'Jan 21, 2025, 2:30:05 PM'. */
  withSeconds?: boolean;
}

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// Building an Intl formatter is far slower than using one; a trade table formats hundreds of dates.
const formatters = new Map<string, Intl.DateTimeFormat>();

type Precision = 'day' | 'minute' | 'second';

function dateFormatter(timeZone: string, precision: Precision): Intl.DateTimeFormat {
  const key = `${timeZone}|${precision}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      ...(precision === 'day' ? {} : { hour: 'numeric', minute: '2-digit' }),
      ...(precision === 'second' ? { second: '2-digit' } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * 'Jan 21, 2025', or with the time 'Jan 21, 2025, 2:30 PM', in the given zone. An unknown zone
 * throws a RangeError (from Intl) rather than silently showing another zone's time.
 */
export function formatDate(value: DateInput, { timeZone = 'UTC', withTime = false, withSeconds = false }: DateOptions = {}): string {
  const date = toDate(value);
  if (!date) return MISSING;
  const precision: Precision = withSeconds ? 'second' : withTime ? 'minute' : 'day';
  return dateFormatter(timeZone, precision).format(date);
}

/** formatDate with the time of day. */
export function formatDateTime(value: DateInput, options: Omit<DateOptions, 'withTime'> = {}): string {
  return formatDate(value, { ...options, withTime: true });
}

function calendarDayFormatter(timeZone: string): Intl.DateTimeFormat {
  const key = `${timeZone}|calendar-day`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The calendar day ('YYYY-MM-DD') it is in a zone at `now`: the trader's today. UTC (a zone not yet
 * known) needs no zone rules, which a page's first render would otherwise load for it.
 */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  if (timeZone === 'UTC') return now.toISOString().slice(0, 10);
  return calendarDayFormatter(timeZone).format(now);
}
