import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarDateIn, isCalendarDate, isValidTimeZone, isValidWallClock, NEW_YORK, type WallClock, zonedWallClockToUtc } from './zoned-time';

const LONDON = 'Europe/London';
const wall = (year: number, month: number, day: number, hour: number, minute = 0, second = 0): WallClock => ({ year, month, day, hour, minute, second });
const utc = (wallClock: WallClock, timeZone: string) => zonedWallClockToUtc(wallClock, timeZone).toISOString();

const formatters = new Map<string, Intl.DateTimeFormat>();

/** What clocks in `timeZone` showed at `instant`, read independently of the code under test. */
function wallClockAt(instant: number, timeZone: string): WallClock {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((candidate) => candidate.type === type)!.value);
  return wall(part('year'), part('month'), part('day'), part('hour'), part('minute'), part('second'));
}

const sameWallClock = (a: WallClock, b: WallClock) => a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute && a.second === b.second;

describe('zonedWallClockToUtc', () => {
  it('reads New York time as EST in winter (UTC−5) and EDT in summer (UTC−4)', () => {
    expect(utc(wall(2026, 1, 15, 9, 30), NEW_YORK)).toBe('2026-01-15T14:30:00.000Z');
    expect(utc(wall(2026, 7, 15, 9, 30), NEW_YORK)).toBe('2026-07-15T13:30:00.000Z');
  });

  it('reads London time as GMT in winter and BST (UTC+1) in summer', () => {
    expect(utc(wall(2026, 1, 15, 8, 0), LONDON)).toBe('2026-01-15T08:00:00.000Z');
    expect(utc(wall(2026, 7, 15, 8, 0), LONDON)).toBe('2026-07-15T07:00:00.000Z');
  });

  it('keeps milliseconds and passes UTC through', () => {
    expect(utc({ ...wall(2026, 7, 15, 9, 30, 5), millisecond: 250 }, NEW_YORK)).toBe('2026-07-15T13:30:05.250Z');
    expect(utc(wall(2026, 3, 8, 2, 30), 'UTC')).toBe('2026-03-08T02:30:00.000Z');
    expect(utc(wall(2026, 3, 8, 2, 30), 'Etc/UTC')).toBe('2026-03-08T02:30:00.000Z');
  });

  describe('on the night clocks go forward (a skipped hour)', () => {
    // New York, 8 March 2026: 02:00 EST (07:00Z) becomes 03:00 EDT.
    it('reads the minutes either side of the gap normally', () => {
      expect(utc(wall(2026, 3, 8, 1, 59), NEW_YORK)).toBe('2026-03-08T06:59:00.000Z');
      expect(utc(wall(2026, 3, 8, 3, 0), NEW_YORK)).toBe('2026-03-08T07:00:00.000Z');
    });

    it('reads a skipped time with the offset from before the change (02:30 → 03:30 EDT), never earlier than the time before the gap', () => {
      expect(utc(wall(2026, 3, 8, 2, 30), NEW_YORK)).toBe('2026-03-08T07:30:00.000Z');
      expect(utc(wall(2026, 3, 8, 2, 0), NEW_YORK)).toBe('2026-03-08T07:00:00.000Z');
    });

    it('does the same in London, east of Greenwich (29 March 2026, 01:00 GMT → 02:00 BST)', () => {
      expect(utc(wall(2026, 3, 29, 0, 59), LONDON)).toBe('2026-03-29T00:59:00.000Z');
      expect(utc(wall(2026, 3, 29, 1, 30), LONDON)).toBe('2026-03-29T01:30:00.000Z');
      expect(utc(wall(2026, 3, 29, 2, 0), LONDON)).toBe('2026-03-29T01:00:00.000Z');
    });
  });

  describe('on the night clocks go back (a repeated hour)', () => {
    it('reads a repeated New York time as its first occurrence, in EDT (1 November 2026)', () => {
      expect(utc(wall(2026, 11, 1, 1, 30), NEW_YORK)).toBe('2026-11-01T05:30:00.000Z');
      expect(utc(wall(2026, 11, 1, 2, 0), NEW_YORK)).toBe('2026-11-01T07:00:00.000Z');
    });

    it('reads a repeated London time as its first occurrence, in BST (25 October 2026)', () => {
      expect(utc(wall(2026, 10, 25, 1, 30), LONDON)).toBe('2026-10-25T00:30:00.000Z');
      expect(utc(wall(2026, 10, 25, 0, 59), LONDON)).toBe('2026-10-24T23:59:00.000Z');
      expect(utc(wall(2026, 10, 25, 2, 0), LONDON)).toBe('2026-10-25T02:00:00.000Z');
    });
  });

  it('handles offsets that change by half an hour (Lord Howe Island) at quarter-hour precision', () => {
    // 5 April 2026, 02:00 LHDT (UTC+11) becomes 01:30 LHST (UTC+10:30): 01:30–01:59 happen twice.
    expect(utc(wall(2026, 4, 5, 1, 15), 'Australia/Lord_Howe')).toBe('2026-04-04T14:15:00.000Z');
    expect(utc(wall(2026, 4, 5, 1, 45), 'Australia/Lord_Howe')).toBe('2026-04-04T14:45:00.000Z');
    expect(utc(wall(2026, 4, 5, 2, 15), 'Australia/Lord_Howe')).toBe('2026-04-04T15:45:00.000Z');
  });

  it('agrees with the clocks around every transition: the earliest instant showing the time, or the time moved on by the change when it was skipped', () => {
    const days: Array<[string, number, number, number]> = [
      [NEW_YORK, 2026, 3, 8],
      [NEW_YORK, 2026, 11, 1],
      [LONDON, 2026, 3, 29],
      [LONDON, 2026, 10, 25],
      ['Australia/Lord_Howe', 2026, 4, 5],
      ['Australia/Lord_Howe', 2026, 10, 4],
    ];
    for (const [timeZone, year, month, day] of days) {
      let previous = -Infinity;
      for (let minute = 0; minute < 24 * 60; minute += 15) {
        const wallClock = wall(year, month, day, Math.floor(minute / 60), minute % 60);
        const instant = zonedWallClockToUtc(wallClock, timeZone).getTime();
        // Offsets are whole quarter hours: the instants that could show this time are few.
        const naive = Date.UTC(year, month - 1, day, wallClock.hour, wallClock.minute);
        const showing = Array.from({ length: 113 }, (_, step) => naive - 14 * 3_600_000 + step * 900_000).filter((candidate) => sameWallClock(wallClockAt(candidate, timeZone), wallClock));
        if (showing.length > 0) {
          expect(instant).toBe(showing[0]);
          // Times that exist keep their order.
          expect(instant).toBeGreaterThan(previous);
          previous = instant;
        } else {
          const shown = wallClockAt(instant, timeZone);
          const movedBy = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute) - naive;
          expect(movedBy > 0 && movedBy <= 3_600_000).toBe(true);
        }
      }
    }
  });

  it('reads back any instant from the wall clock it showed (the first of two when the time repeats)', () => {
    const instants = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2035, 0, 1) }).map((ms) => Math.floor(ms / 1000) * 1000);
    fc.assert(
      fc.property(instants, fc.constantFrom(NEW_YORK, LONDON, 'Asia/Tokyo', 'Australia/Sydney'), (instant, timeZone) => {
        const read = zonedWallClockToUtc(wallClockAt(instant, timeZone), timeZone).getTime();
        expect(read === instant || read === instant - 3_600_000).toBe(true);
        expect(sameWallClock(wallClockAt(read, timeZone), wallClockAt(instant, timeZone))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('isValidWallClock', () => {
  it('accepts real dates and times, a leap day in a leap year, and a leap second', () => {
    expect(isValidWallClock(wall(2024, 2, 29, 23, 59, 59))).toBe(true);
    expect(isValidWallClock(wall(2026, 6, 30, 23, 59, 60))).toBe(true);
  });

  it('refuses dates and times that do not exist', () => {
    for (const wallClock of [wall(2023, 2, 29, 0), wall(2026, 4, 31, 0), wall(2026, 13, 1, 0), wall(2026, 0, 1, 0), wall(2026, 1, 0, 0), wall(2026, 1, 1, 24), wall(2026, 1, 1, 0, 60), wall(2026, 1, 1, 1.5)]) {
      expect(isValidWallClock(wallClock)).toBe(false);
    }
  });
});

describe('isValidTimeZone', () => {
  it('knows IANA zones and refuses anything else', () => {
    expect([NEW_YORK, LONDON, 'UTC', 'Asia/Kolkata'].every(isValidTimeZone)).toBe(true);
    expect(['Mars/Olympus_Mons', '', 'EST5EDT6'].some(isValidTimeZone)).toBe(false);
  });
});

describe('calendarDateIn', () => {
  it('is the date the instant falls on in the zone, across midnight and a date line', () => {
    expect(calendarDateIn(new Date('2026-03-21T02:00:00Z'), NEW_YORK)).toBe('2026-03-20');
    expect(calendarDateIn(new Date('2026-03-21T05:00:00Z'), NEW_YORK)).toBe('2026-03-21');
    expect(calendarDateIn(new Date('2026-03-20T12:00:00Z'), 'Pacific/Kiritimati')).toBe('2026-03-21');
  });
});

describe('isCalendarDate', () => {
  it('takes days that exist and refuses the ones Date.parse would roll over', () => {
    expect(['2024-02-29', '2026-12-31'].map(isCalendarDate)).toEqual([true, true]);
    expect(['2026-02-29', '2026-02-30', '2026-13-01', '2026-1-5', '20260105'].map(isCalendarDate)).toEqual([false, false, false, false, false]);
  });
});
