import { MISSING } from './numbers';

interface DateOptions {
  /** An IANA zone such as 'America/New_York'; the user's timezone setting decides it. */
  timeZone?: string;
  withTime?: boolean;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Jan 21, 2025' (or with the time: 'Jan 21, 2025, 2:30 PM'), in the given zone (UTC if none). */
export function formatDate(value: string | number | Date | null | undefined, { timeZone = 'UTC', withTime = false }: DateOptions = {}): string {
  const date = toDate(value);
  if (!date) return MISSING;
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...(withTime ? { hour: 'numeric', minute: '2-digit' } : {}),
  }).format(date);
}

export function formatDateTime(value: string | number | Date | null | undefined, options: Omit<DateOptions, 'withTime'> = {}): string {
  return formatDate(value, { ...options, withTime: true });
}
