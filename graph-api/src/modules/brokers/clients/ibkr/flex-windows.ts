import { flexDayOf } from './flex-date-time';

/** SendRequest's fd/td override covers at most 365 days (IBKR's Flex Web Service guide). */
const MAX_WINDOW_DAYS = 365;
const DAY_MS = 86_400_000;

export interface FlexWindow {
  /** yyyyMMdd, New York */
  from: string;
  to: string;
}

/**
 * The statement periods that cover a range: New York days (statement days), never past today
 * (the statement cannot hold tomorrow), split into windows IBKR accepts. Empty when the range is
 * entirely in the future.
 */
export function flexWindowsOf(range: { start: Date; end: Date }, now: Date): FlexWindow[] {
  const first = dayNumber(flexDayOf(range.start));
  const last = Math.min(dayNumber(flexDayOf(range.end)), dayNumber(flexDayOf(now)));
  const windows: FlexWindow[] = [];
  for (let from = first; from <= last; from += MAX_WINDOW_DAYS) {
    windows.push({ from: dayText(from), to: dayText(Math.min(from + MAX_WINDOW_DAYS - 1, last)) });
  }
  return windows;
}

const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8))) / DAY_MS;
const dayText = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10).replace(/-/g, '');
