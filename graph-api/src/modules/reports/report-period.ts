import { calendarDateIn, isCalendarDate } from '../trades';

/** A report's span of the trader's local days: `from` to `to`, both included ("2026-03-02"). */
export interface ReportPeriod {
  kind: 'day' | 'week';
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;

export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Monday of the local week `day` is in (weeks run Monday to Sunday). */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export const weekOf = (day: string): ReportPeriod => ({ kind: 'week', from: mondayOf(day), to: addDays(mondayOf(day), 6) });
export const dayPeriod = (day: string): ReportPeriod => ({ kind: 'day', from: day, to: day });

/** The period a run scheduled for `scheduledFor` covers: that local day, or the week that ends that local Sunday. */
export function periodOfRun(kind: 'day' | 'week', scheduledFor: Date, timeZone: string): ReportPeriod {
  const day = calendarDateIn(scheduledFor, timeZone);
  return kind === 'day' ? dayPeriod(day) : weekOf(day);
}

export const isLocalDay = (text: string): boolean => isCalendarDate(text);
