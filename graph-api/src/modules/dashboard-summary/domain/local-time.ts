import { zonedWallClockToUtc } from '../../trades';

/** Where an instant falls in a zone: its calendar day (YYYY-MM-DD) and hour (0-23). */
export interface LocalTime {
  day: string;
  hour: number;
}

const QUARTER_HOUR_MS = 900_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();
/** Per zone: UTC day → its offset (ms), or null on a day the offset changes (then by quarter hour). */
const dayOffsets = new Map<string, Map<number, number | null>>();
/** Per zone: UTC quarter hour → offset (ms), on the days the offset changes. Offsets change on a quarter hour only. */
const quarterOffsets = new Map<string, Map<number, number>>();
/** Local day number (days since 1970) → YYYY-MM-DD. */
const dayTexts = new Map<number, string>();

function cacheOf<Value>(caches: Map<string, Map<number, Value>>, timeZone: string): Map<number, Value> {
  let cache = caches.get(timeZone);
  if (!cache) caches.set(timeZone, (cache = new Map()));
  return cache;
}

/** The zone's offset at an instant, read from Intl (slow: cached by the callers). */
function intlOffsetAt(timeZone: string, at: number): number {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
    formatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(new Date(at)).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!) - at;
}

function offsetAt(timeZone: string, utcMs: number): number {
  const days = cacheOf(dayOffsets, timeZone);
  const day = Math.floor(utcMs / DAY_MS);
  let offset = days.get(day);
  if (offset === undefined) {
    // Offsets change at most once a day: the same at a day's first and last quarter hour, the same throughout.
    const first = intlOffsetAt(timeZone, day * DAY_MS);
    offset = first === intlOffsetAt(timeZone, (day + 1) * DAY_MS - QUARTER_HOUR_MS) ? first : null;
    days.set(day, offset);
  }
  if (offset !== null) return offset;
  const quarters = cacheOf(quarterOffsets, timeZone);
  const quarter = Math.floor(utcMs / QUARTER_HOUR_MS);
  let quarterOffset = quarters.get(quarter);
  if (quarterOffset === undefined) quarters.set(quarter, (quarterOffset = intlOffsetAt(timeZone, quarter * QUARTER_HOUR_MS)));
  return quarterOffset;
}

function dayText(localDay: number): string {
  let text = dayTexts.get(localDay);
  if (text === undefined) {
    const date = new Date(localDay * DAY_MS);
    text = `${String(date.getUTCFullYear()).padStart(4, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;
    dayTexts.set(localDay, text);
  }
  return text;
}

/** The local day and hour of a UTC instant (epoch ms) in an IANA zone. */
export function localTimeOf(utcMs: number, timeZone: string): LocalTime {
  const local = utcMs + offsetAt(timeZone, utcMs);
  const localDay = Math.floor(local / DAY_MS);
  return { day: dayText(localDay), hour: Math.floor((local - localDay * DAY_MS) / HOUR_MS) };
}

export const localDayOf = (utcMs: number, timeZone: string): string => localTimeOf(utcMs, timeZone).day;

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const weekdayOf = (day: string): Weekday => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]!;

/** The UTC instants a local day spans: [start, end). 23 or 25 hours on the days clocks change. */
export function utcRangeOfDay(day: string, timeZone: string): { start: Date; end: Date } {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  const midnight = (y: number, m: number, d: number) => zonedWallClockToUtc({ year: y, month: m, day: d, hour: 0, minute: 0, second: 0 }, timeZone);
  return { start: midnight(year, month, date), end: midnight(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()) };
}
