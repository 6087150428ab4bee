import { describe, expect, it } from 'vitest';
import { localTimeOf, utcRangeOfDay, weekdayOf } from './local-time';

const at = (iso: string) => Date.parse(iso);

describe('local days and hours', () => {
  it('puts a trade at 23:30 UTC on its own day in New York and on the next in Tokyo', () => {
    expect(localTimeOf(at('2026-03-02T23:30:00Z'), 'America/New_York')).toEqual({ day: '2026-03-02', hour: 18 });
    expect(localTimeOf(at('2026-03-02T23:30:00Z'), 'Asia/Tokyo')).toEqual({ day: '2026-03-03', hour: 8 });
  });

  it('follows New York across the spring-forward night (EST -5 before, EDT -4 after)', () => {
    // 04:30 UTC on 8 March is 23:30 EST on the 7th; on 9 March it is 00:30 EDT on the 9th.
    expect(localTimeOf(at('2026-03-08T04:30:00Z'), 'America/New_York')).toEqual({ day: '2026-03-07', hour: 23 });
    expect(localTimeOf(at('2026-03-09T04:30:00Z'), 'America/New_York')).toEqual({ day: '2026-03-09', hour: 0 });
    expect(localTimeOf(at('2026-03-08T06:59:59Z'), 'America/New_York').hour).toBe(1);
    expect(localTimeOf(at('2026-03-08T07:00:00Z'), 'America/New_York').hour).toBe(3);
  });

  it('follows New York across the fall-back night (EDT -4 before, EST -5 after)', () => {
    // 04:30 UTC on 1 November is 00:30 EDT on the 1st; on 2 November it is 23:30 EST on the 1st.
    expect(localTimeOf(at('2026-11-01T04:30:00Z'), 'America/New_York')).toEqual({ day: '2026-11-01', hour: 0 });
    expect(localTimeOf(at('2026-11-02T04:30:00Z'), 'America/New_York')).toEqual({ day: '2026-11-01', hour: 23 });
  });

  it('handles half- and quarter-hour zones', () => {
    // Kolkata +5:30, Kathmandu +5:45.
    expect(localTimeOf(at('2026-03-02T18:29:00Z'), 'Asia/Kolkata')).toEqual({ day: '2026-03-02', hour: 23 });
    expect(localTimeOf(at('2026-03-02T18:30:00Z'), 'Asia/Kolkata')).toEqual({ day: '2026-03-03', hour: 0 });
    expect(localTimeOf(at('2026-03-02T18:14:00Z'), 'Asia/Kathmandu')).toEqual({ day: '2026-03-02', hour: 23 });
    expect(localTimeOf(at('2026-03-02T18:15:00Z'), 'Asia/Kathmandu')).toEqual({ day: '2026-03-03', hour: 0 });
  });

  it('spans 23 hours on the spring-forward day and 25 on the fall-back day', () => {
    expect(utcRangeOfDay('2026-03-08', 'America/New_York')).toEqual({ start: new Date('2026-03-08T05:00:00Z'), end: new Date('2026-03-09T04:00:00Z') });
    expect(utcRangeOfDay('2026-11-01', 'America/New_York')).toEqual({ start: new Date('2026-11-01T04:00:00Z'), end: new Date('2026-11-02T05:00:00Z') });
    expect(utcRangeOfDay('2026-03-03', 'Asia/Tokyo')).toEqual({ start: new Date('2026-03-02T15:00:00Z'), end: new Date('2026-03-03T15:00:00Z') });
  });

  it('names weekdays', () => {
    expect(weekdayOf('2026-03-02')).toBe('Monday');
    expect(weekdayOf('2026-03-08')).toBe('Sunday');
  });
});
