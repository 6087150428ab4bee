import { NEW_YORK, zonedWallClockToUtc } from '../../trades';

/** The regular session of US equities, 09:30 to 16:00 New York time: 390 one-minute bars. */
export const SESSION_MINUTES = 390;
const SESSION_OPEN = { hour: 9, minute: 30 };
const DAY_MS = 86_400_000;

export interface TradingDay {
  /** Its place in the generated history, 0 for the oldest: what the generation draws from. */
  index: number;
  /** YYYY-MM-DD, New York. */
  date: string;
  /** 0 Monday … 4 Friday. */
  weekday: number;
  /** 09:30 New York that day, in UTC milliseconds (the session has no clock change inside it). */
  sessionOpenMs: number;
}

/**
 * The `count` weekdays before `generationDay` (YYYY-MM-DD), oldest first, ending on the last weekday
 * strictly before it. Exchange holidays are not skipped: the demo's market is its own.
 */
export function tradingDaysBefore(generationDay: string, count: number): TradingDay[] {
  const [year, month, day] = generationDay.split('-').map(Number) as [number, number, number];
  const dates: Date[] = [];
  for (let cursor = Date.UTC(year, month - 1, day) - DAY_MS; dates.length < count; cursor -= DAY_MS) {
    const date = new Date(cursor);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) dates.push(date);
  }
  return dates.reverse().map((date, index) => ({
    index,
    date: date.toISOString().slice(0, 10),
    weekday: date.getUTCDay() - 1,
    sessionOpenMs: zonedWallClockToUtc({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), ...SESSION_OPEN, second: 0 }, NEW_YORK).getTime(),
  }));
}

/** The UTC time of a moment of the session: `minute` after 09:30 plus `second` seconds. */
export function sessionTimeMs(day: TradingDay, minute: number, second = 0): number {
  return day.sessionOpenMs + minute * 60_000 + second * 1000;
}
