import { describe, expect, it } from 'vitest';
import { dateRangeWindow, intersect, periodWindow } from './entry-time-window';

const iso = ({ start, end }: { start: Date | null; end: Date | null }) => ({ start: start?.toISOString() ?? null, end: end?.toISOString() ?? null });
const NEW_YORK = 'America/New_York';
const TOKYO = 'Asia/Tokyo';

describe('time periods and date ranges in the trader zone', () => {
  it('puts 23:30 UTC on the day it is in each zone: still that day in New York, the next day in Tokyo', () => {
    const now = new Date('2026-03-04T23:30:00Z');
    expect(iso(periodWindow('today', now, NEW_YORK))).toEqual({ start: '2026-03-04T05:00:00.000Z', end: '2026-03-05T05:00:00.000Z' });
    expect(iso(periodWindow('today', now, TOKYO))).toEqual({ start: '2026-03-04T15:00:00.000Z', end: '2026-03-05T15:00:00.000Z' });
    const trade = now.getTime();
    const contains = ({ start, end }: { start: Date | null; end: Date | null }) => start!.getTime() <= trade && trade < end!.getTime();
    expect(contains(dateRangeWindow('2026-03-04', '2026-03-04', NEW_YORK))).toBe(true);
    expect(contains(dateRangeWindow('2026-03-04', '2026-03-04', TOKYO))).toBe(false);
    expect(contains(dateRangeWindow('2026-03-05', '2026-03-05', TOKYO))).toBe(true);
  });

  it('starts the week on Monday, local: a Sunday evening in New York is still the week before', () => {
    // Sunday 8 March 2026, 20:00 in New York (00:00 UTC Monday); DST began that morning.
    const sunday = new Date('2026-03-09T00:00:00Z');
    expect(iso(periodWindow('week', sunday, NEW_YORK))).toEqual({ start: '2026-03-02T05:00:00.000Z', end: '2026-03-09T04:00:00.000Z' });
    expect(iso(periodWindow('week', sunday, TOKYO))).toEqual({ start: '2026-03-08T15:00:00.000Z', end: '2026-03-15T15:00:00.000Z' });
  });

  it('takes calendar months, quarters and years, across year ends', () => {
    const now = new Date('2026-12-31T12:00:00Z');
    expect(iso(periodWindow('month', now, NEW_YORK))).toEqual({ start: '2026-12-01T05:00:00.000Z', end: '2027-01-01T05:00:00.000Z' });
    expect(iso(periodWindow('quarter', now, NEW_YORK))).toEqual({ start: '2026-10-01T04:00:00.000Z', end: '2027-01-01T05:00:00.000Z' });
    expect(iso(periodWindow('year', now, NEW_YORK))).toEqual({ start: '2026-01-01T05:00:00.000Z', end: '2027-01-01T05:00:00.000Z' });
    expect(iso(periodWindow('quarter', new Date('2026-05-15T12:00:00Z'), TOKYO))).toEqual({ start: '2026-03-31T15:00:00.000Z', end: '2026-06-30T15:00:00.000Z' });
    expect(iso(periodWindow('all', now, NEW_YORK))).toEqual({ start: null, end: null });
  });

  it('includes both days of a range, and intersects it with the period', () => {
    expect(iso(dateRangeWindow('2026-03-01', null, NEW_YORK))).toEqual({ start: '2026-03-01T05:00:00.000Z', end: null });
    expect(iso(dateRangeWindow(null, '2026-03-31', NEW_YORK))).toEqual({ start: null, end: '2026-04-01T04:00:00.000Z' });
    const month = periodWindow('month', new Date('2026-03-15T12:00:00Z'), NEW_YORK);
    expect(iso(intersect(month, dateRangeWindow('2026-02-20', '2026-03-10', NEW_YORK)))).toEqual({ start: '2026-03-01T05:00:00.000Z', end: '2026-03-11T04:00:00.000Z' });
  });
});
