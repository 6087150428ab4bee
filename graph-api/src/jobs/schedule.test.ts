import { describe, expect, it } from 'vitest';
import { nextRunAt } from './schedule';

/** Every run from `from` on, `count` of them, each found from the one before (as a recurring job would). */
function runs(localTime: string, zone: string, from: string, count: number, cadence: Parameters<typeof nextRunAt>[3] = { every: 'day' }): string[] {
  const found: string[] = [];
  let after = new Date(from);
  for (let index = 0; index < count; index += 1) {
    after = nextRunAt(localTime, zone, after, cadence);
    found.push(after.toISOString());
  }
  return found;
}

describe('nextRunAt', () => {
  it('fires at 17:00 New York time on each day around the spring-forward change, once a day', () => {
    // Clocks went from 02:00 EST to 03:00 EDT on Sunday 8 March 2026.
    expect(runs('17:00', 'America/New_York', '2026-03-06T12:00:00Z', 4)).toEqual([
      '2026-03-06T22:00:00.000Z', // Friday, EST (UTC-5)
      '2026-03-07T22:00:00.000Z', // Saturday, EST
      '2026-03-08T21:00:00.000Z', // Sunday, the change day: EDT (UTC-4) at 17:00
      '2026-03-09T21:00:00.000Z',
    ]);
  });

  it('fires at 17:00 New York time on each day around the fall-back change, once a day', () => {
    // Clocks went from 02:00 EDT back to 01:00 EST on Sunday 1 November 2026: a 25-hour day.
    expect(runs('17:00', 'America/New_York', '2026-10-31T12:00:00Z', 3)).toEqual([
      '2026-10-31T21:00:00.000Z',
      '2026-11-01T22:00:00.000Z',
      '2026-11-02T22:00:00.000Z',
    ]);
  });

  it('follows Berlin through both of its changes', () => {
    // CET→CEST on Sunday 29 March 2026 at 02:00; CEST→CET on Sunday 25 October 2026 at 03:00.
    expect(runs('17:00', 'Europe/Berlin', '2026-03-28T00:00:00Z', 3)).toEqual(['2026-03-28T16:00:00.000Z', '2026-03-29T15:00:00.000Z', '2026-03-30T15:00:00.000Z']);
    expect(runs('17:00', 'Europe/Berlin', '2026-10-24T00:00:00Z', 3)).toEqual(['2026-10-24T15:00:00.000Z', '2026-10-25T16:00:00.000Z', '2026-10-26T16:00:00.000Z']);
  });

  it('keeps the same UTC hour in a zone without daylight saving', () => {
    expect(runs('17:00', 'Asia/Tokyo', '2026-03-07T00:00:00Z', 3)).toEqual(['2026-03-07T08:00:00.000Z', '2026-03-08T08:00:00.000Z', '2026-03-09T08:00:00.000Z']);
  });

  it('runs a time the clocks skip once, an hour later, and a repeated time once, the first time', () => {
    expect(runs('02:30', 'America/New_York', '2026-03-07T12:00:00Z', 3)).toEqual([
      '2026-03-08T07:30:00.000Z', // 02:30 does not exist on 8 March: 03:30 EDT
      '2026-03-09T06:30:00.000Z',
      '2026-03-10T06:30:00.000Z',
    ]);
    expect(runs('01:30', 'America/New_York', '2026-10-31T12:00:00Z', 3)).toEqual([
      '2026-11-01T05:30:00.000Z', // 01:30 EDT, the first of the two
      '2026-11-02T06:30:00.000Z',
      '2026-11-03T06:30:00.000Z',
    ]);
  });

  it('answers strictly after `after`: at 17:00 exactly, the next day', () => {
    expect(nextRunAt('17:00', 'America/New_York', new Date('2026-03-08T21:00:00Z'), { every: 'day' }).toISOString()).toBe('2026-03-09T21:00:00.000Z');
    expect(nextRunAt('17:00', 'America/New_York', new Date('2026-03-08T20:59:59.999Z'), { every: 'day' }).toISOString()).toBe('2026-03-08T21:00:00.000Z');
  });

  it('finds the local date of `after` in the zone, not in UTC', () => {
    // 03:00 UTC on 10 March is still 9 March, 23:00, in New York: the 9th's 17:00 has passed.
    expect(nextRunAt('17:00', 'America/New_York', new Date('2026-03-10T03:00:00Z'), { every: 'day' }).toISOString()).toBe('2026-03-10T21:00:00.000Z');
    // 23:00 UTC on 9 March is already the 10th, 08:00, in Tokyo.
    expect(nextRunAt('07:00', 'Asia/Tokyo', new Date('2026-03-09T23:00:00Z'), { every: 'day' }).toISOString()).toBe('2026-03-10T22:00:00.000Z');
  });

  it('runs a weekly cadence on its day only, through a change of clocks', () => {
    expect(runs('17:00', 'America/New_York', '2026-03-01T00:00:00Z', 3, { every: 'week', on: 'sunday' })).toEqual([
      '2026-03-01T22:00:00.000Z',
      '2026-03-08T21:00:00.000Z', // the change day itself
      '2026-03-15T21:00:00.000Z',
    ]);
    expect(runs('09:15', 'Europe/Berlin', '2026-10-21T00:00:00Z', 2, { every: 'week', on: 'saturday' })).toEqual(['2026-10-24T07:15:00.000Z', '2026-10-31T08:15:00.000Z']);
  });

  it('runs a trading-day cadence on weekdays, skipping NYSE holidays (Good Friday, Thanksgiving, an observed Independence Day)', () => {
    // Thursday 2 April 2026 after 18:00 New York: Good Friday and the weekend pass, Monday is next.
    expect(runs('18:00', 'America/New_York', '2026-04-02T23:00:00Z', 2, { every: 'trading-day' })).toEqual(['2026-04-06T22:00:00.000Z', '2026-04-07T22:00:00.000Z']);
    // Thanksgiving week: Wednesday, then Friday; then Monday.
    expect(runs('18:00', 'America/New_York', '2026-11-25T12:00:00Z', 3, { every: 'trading-day' })).toEqual([
      '2026-11-25T23:00:00.000Z',
      '2026-11-27T23:00:00.000Z',
      '2026-11-30T23:00:00.000Z',
    ]);
    // 4 July 2026 is a Saturday: the exchange closes Friday 3 July.
    expect(runs('16:30', 'America/New_York', '2026-07-02T21:00:00Z', 1, { every: 'trading-day' })).toEqual(['2026-07-06T20:30:00.000Z']);
    // The day is the one on the trader's own clock: Thursday 23 December 2027, 18:00 in Los Angeles, is
    // already the 24th in UTC and runs; Friday the 24th (Christmas observed) does not.
    expect(runs('18:00', 'America/Los_Angeles', '2027-12-23T12:00:00Z', 2, { every: 'trading-day' })).toEqual(['2027-12-24T02:00:00.000Z', '2027-12-28T02:00:00.000Z']);
  });

  it('refuses a malformed time, an unknown zone and an unknown weekday, naming them', () => {
    const after = new Date('2026-03-01T00:00:00Z');
    expect(() => nextRunAt('24:00', 'UTC', after, { every: 'day' })).toThrow('The time "24:00" is not a time of day');
    expect(() => nextRunAt('5pm', 'UTC', after, { every: 'day' })).toThrow('"5pm"');
    expect(() => nextRunAt('17:00', 'Mars/Olympus', after, { every: 'day' })).toThrow('"Mars/Olympus" is not a known IANA time zone');
    expect(() => nextRunAt('17:00', 'UTC', after, { every: 'week', on: 'funday' as 'monday' })).toThrow('"funday" is not a day of the week');
  });
});
