/**
 * A Date as MySQL DATETIME(3) text in UTC, "YYYY-MM-DD HH:MM:SS.fff": what the bulk writers send
 * for every execution and trade time. toISOString with a slice and a replace made three strings a
 * value; here the date part is worked out once per day (an import's times share a few days) and
 * the text is written as character codes into one flat string.
 */
export const mySqlDateTime = (date: Date): string => mySqlDateTimeOfMs(date.getTime());

/** mySqlDateTime of an instant in epoch milliseconds: no Date per value (one per day at most). */
export function mySqlDateTimeOfMs(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  if (day !== cachedDay && !cacheDay(new Date(ms), day)) return new Date(ms).toISOString().slice(0, 23).replace('T', ' ');
  const inDay = ms - day * DAY_MS;
  const millisecond = inDay % 1000;
  const seconds = (inDay - millisecond) / 1000;
  const second = seconds % 60;
  const minutes = (seconds - second) / 60;
  const minute = minutes % 60;
  writeTwoDigits((minutes - minute) / 60, 11);
  writeTwoDigits(minute, 14);
  writeTwoDigits(second, 17);
  codes[20] = ZERO_CODE + ((millisecond / 100) | 0);
  writeTwoDigits(millisecond % 100, 21);
  // Each code an argument of its own: fromCharCode.apply over the array took three times as long.
  const c = codes;
  return String.fromCharCode(c[0]!, c[1]!, c[2]!, c[3]!, c[4]!, c[5]!, c[6]!, c[7]!, c[8]!, c[9]!, c[10]!, c[11]!, c[12]!, c[13]!, c[14]!, c[15]!, c[16]!, c[17]!, c[18]!, c[19]!, c[20]!, c[21]!, c[22]!);
}

const DAY_MS = 86_400_000;
const ZERO_CODE = 48;

// The text's character codes, rewritten for each value: the date at 0–9 (rewritten when the day
// changes), the time at 11–22.
const codes = Array.from('0000-00-00 00:00:00.000', (character) => character.charCodeAt(0));
let cachedDay = NaN;

/** Writes the day's date into `codes`; false for an invalid date or a year without four digits (written the slow way, or refused). */
function cacheDay(date: Date, day: number): boolean {
  if (!Number.isFinite(day)) return false;
  const year = date.getUTCFullYear();
  if (year < 1000 || year > 9999) return false;
  writeTwoDigits(Math.floor(year / 100), 0);
  writeTwoDigits(year % 100, 2);
  writeTwoDigits(date.getUTCMonth() + 1, 5);
  writeTwoDigits(date.getUTCDate(), 8);
  cachedDay = day;
  return true;
}

/** `value` (0–99) as two digits at `offset` of codes. */
function writeTwoDigits(value: number, offset: number): void {
  codes[offset] = ZERO_CODE + ((value / 10) | 0);
  codes[offset + 1] = ZERO_CODE + (value % 10);
}
