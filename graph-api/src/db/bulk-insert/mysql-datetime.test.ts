import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mySqlDateTime, mySqlDateTimeOfMs } from './mysql-datetime';

const isoDateTime = (date: Date) => date.toISOString().slice(0, 23).replace('T', ' ');

describe('mySqlDateTime', () => {
  it('writes UTC DATETIME(3) text, as toISOString has it, for any instant of years 1000–9999', () => {
    const instants = fc.integer({ min: Date.UTC(1000, 0, 1), max: Date.UTC(9999, 11, 31, 23, 59, 59, 999) });
    // Runs of instants on one day and across days: the day part is reused, then rewritten.
    fc.assert(
      fc.property(fc.array(fc.tuple(instants, fc.integer({ min: 0, max: 3_600_000 })), { maxLength: 20 }), (pairs) => {
        for (const [instant, later] of pairs) {
          for (const ms of [instant, instant + later]) {
            expect(mySqlDateTime(new Date(ms))).toBe(isoDateTime(new Date(ms)));
            expect(mySqlDateTimeOfMs(ms)).toBe(isoDateTime(new Date(ms)));
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('reads the edges of a day, epoch zero and times before 1970', () => {
    for (const text of ['2026-07-15T00:00:00.000Z', '2026-07-15T23:59:59.999Z', '1970-01-01T00:00:00.000Z', '1969-12-31T23:59:59.999Z', '1000-01-01T00:00:00.001Z']) {
      expect(mySqlDateTime(new Date(text))).toBe(isoDateTime(new Date(text)));
    }
  });

  it('writes other years as toISOString does, and refuses an invalid date', () => {
    expect(mySqlDateTime(new Date(Date.UTC(10_000, 0, 1)))).toBe(isoDateTime(new Date(Date.UTC(10_000, 0, 1))));
    expect(mySqlDateTime(new Date(Date.UTC(999, 11, 31, 12)))).toBe(isoDateTime(new Date(Date.UTC(999, 11, 31, 12))));
    expect(() => mySqlDateTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
