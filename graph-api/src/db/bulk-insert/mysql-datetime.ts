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
  let rest = ms - day * DAY_MS;
  const millisecond = rest % 1000;
  rest = (rest - millisecond) / 1000;
  const second = rest % 60;
  rest = (rest - second) / 60;
  const minute = rest % 60;
  writeDigits((rest - minute) / 60, 2, 11);
  writeDigits(minute, 2, 14);
  writeDigits(second, 2, 17);
  writeDigits(millisecond, 3, 20);
  return String.fromCharCode.apply(null, codes);
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
  writeDigits(year, 4, 0);
  writeDigits(date.getUTCMonth() + 1, 2, 5);
  writeDigits(date.getUTCDate(), 2, 8);
  cachedDay = day;
  return true;
}

function writeDigits(value: number, width: number, offset: number): void {
  let rest = value;
  for (let at = offset + width - 1; at >= offset; at -= 1) {
    codes[at] = ZERO_CODE + (rest % 10);
    rest = Math.floor(rest / 10);
  }
}
