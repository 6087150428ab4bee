/**
 * Wall-clock times in a named IANA zone → UTC instants, fast enough for half a million rows a second:
 * the zone's UTC offset is worked out once per zone and wall-clock quarter hour, and cached (every
 * zone in use changes its offset on a quarter hour: 02:00 in New York, 01:00 in London, 02:45 on
 * the Chatham Islands).
 */
export interface WallClock {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond?: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Per zone: wall-clock quarter hour (as if UTC, in quarter hours since 1970) → offset in ms. */
const offsetCaches = new Map<string, Map<number, number>>();
const QUARTER_HOUR_MS = 900_000;
const DAY_MS = 86_400_000;

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Offset (ms, local minus UTC) of `timeZone` at the UTC instant `utcMs`. */
function offsetAt(timeZone: string, utcMs: number): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(utcMs));
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour'), value('minute'), value('second'));
  return asUtc - Math.floor(utcMs / 1000) * 1000;
}

/**
 * The UTC instant at which clocks in `timeZone` showed `wall`. In the hour skipped by a DST change
 * the time is read with the offset from before the change (02:30 on a spring-forward night in New
 * York is 03:30 EDT); in the repeated hour, the first one wins (01:30 EDT, not 01:30 EST).
 */
export function zonedWallClockToUtc(wall: WallClock, timeZone: string): Date {
  const naive = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second, wall.millisecond ?? 0);
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return new Date(naive);
  let offsets = offsetCaches.get(timeZone);
  if (!offsets) offsetCaches.set(timeZone, (offsets = new Map()));
  const quarter = Math.floor(naive / QUARTER_HOUR_MS);
  let offset = offsets.get(quarter);
  if (offset === undefined) offsets.set(quarter, (offset = wallClockOffset(timeZone, quarter * QUARTER_HOUR_MS)));
  return new Date(naive - offset);
}

/**
 * The offset to read wall-clock time `naive` (its fields taken as UTC) with. Offsets change at most
 * once within a day of any time, so the instants showing it are found among those given by the
 * offsets a day before and a day after.
 */
function wallClockOffset(timeZone: string, naive: number): number {
  const before = offsetAt(timeZone, naive - DAY_MS);
  const after = offsetAt(timeZone, naive + DAY_MS);
  // The larger offset gives the earlier instant: tried first, so a repeated time reads as its first.
  for (const offset of before >= after ? [before, after] : [after, before]) {
    if (offsetAt(timeZone, naive - offset) === offset) return offset;
  }
  return before; // No instant shows this time (clocks skipped it).
}

/** True when the numbers form a real calendar date and time (no 31 February, no hour 24). */
export function isValidWallClock(wall: WallClock): boolean {
  const { year, month, day, hour, minute, second } = wall;
  if (![year, month, day, hour, minute, second].every(Number.isInteger)) return false;
  if (month < 1 || month > 12 || day < 1 || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 60) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The zone US equity brokers and exchanges report in. */
export const NEW_YORK = 'America/New_York';

// Building an Intl formatter costs far more than formatting with it (about 0.4 ms against 2 µs):
// one per zone, kept. The zones are the IANA names of the settings' list and the exchanges'.
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** The YYYY-MM-DD date an instant falls on in a zone ('en-CA' formats dates that way). */
export function calendarDateIn(instant: Date, timeZone: string): string {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

/**
 * True for a YYYY-MM-DD date that exists. Date.parse is not enough: V8 reads "2024-02-30" as the
 * 1st of March, an option expiry or a trade date on a day that never came.
 */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
