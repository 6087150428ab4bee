import { type ExecutionSide, isValidWallClock, type WallClock, zonedWallClockToUtc } from '../../../../trades';

const SIDES: Readonly<Record<string, ExecutionSide>> = {
  B: 'BUY', BUY: 'BUY', BOT: 'BUY', BOUGHT: 'BUY', BC: 'BUY', COVER: 'BUY', 'BUY TO COVER': 'BUY', LONG: 'BUY',
  S: 'SELL', SELL: 'SELL', SLD: 'SELL', SOLD: 'SELL', SS: 'SELL', SHORT: 'SELL', 'SELL SHORT': 'SELL',
};

export function sideOf(text: string): ExecutionSide | null {
  return SIDES[text.trim().toUpperCase()] ?? null;
}

const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i;
const YMD = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const MDY = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?:[ ,]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A date (YYYY-MM-DD, MM/DD/YYYY, M/D/YY) with an optional time in the same cell or in `timeText`.
 * An ISO time with Z or an offset is taken as it is; any other is read in `timeZone`. Null when unreadable.
 */
export function instantOf(dateText: string, timeText: string, timeZone: string): Date | null {
  const date = dateText.trim();
  if (ISO_WITH_ZONE.test(date)) {
    const instant = new Date(date.replace(' ', 'T'));
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  const ymd = YMD.exec(date);
  const mdy = ymd ? null : MDY.exec(date);
  if (!ymd && !mdy) return null;
  const wall: WallClock = ymd
    ? { year: Number(ymd[1]), month: Number(ymd[2]), day: Number(ymd[3]), hour: Number(ymd[4] ?? 0), minute: Number(ymd[5] ?? 0), second: Number(ymd[6] ?? 0) }
    : {
        year: mdy![3]!.length === 2 ? 2000 + Number(mdy![3]) : Number(mdy![3]),
        month: Number(mdy![1]),
        day: Number(mdy![2]),
        hour: Number(mdy![4] ?? 0),
        minute: Number(mdy![5] ?? 0),
        second: Number(mdy![6] ?? 0),
      };
  if (timeText.trim() !== '') {
    const time = TIME.exec(timeText.trim());
    if (!time) return null;
    Object.assign(wall, { hour: Number(time[1]), minute: Number(time[2]), second: Number(time[3] ?? 0) });
  }
  return isValidWallClock(wall) ? zonedWallClockToUtc(wall, timeZone) : null;
}
