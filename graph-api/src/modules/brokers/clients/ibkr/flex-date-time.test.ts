import { describe, expect, it } from 'vitest';
import { parseFlexDateTime, slashDateOrderOf } from './flex-date-time';
import { flexWindowsOf } from './flex-windows';

describe('Flex dates and times', () => {
  it.each([
    ['20181109;093100', 'month-first', '2018-11-09T14:31:00.000Z'], // default format, New York winter time
    ['20260715;093000', 'month-first', '2026-07-15T13:30:00.000Z'], // summer time
    ['2026-07-15, 09:30:00', 'month-first', '2026-07-15T13:30:00.000Z'],
    ['07/15/2026 093000', 'month-first', '2026-07-15T13:30:00.000Z'],
    ['15/07/26;09:30:00', 'day-first', '2026-07-15T13:30:00.000Z'],
    ['09-Nov-18 093100', 'month-first', '2018-11-09T14:31:00.000Z'],
    ['20260715093000', 'month-first', '2026-07-15T13:30:00.000Z'], // no separator
    ['20260715;093000+0200', 'month-first', '2026-07-15T07:30:00.000Z'], // explicit offset wins over New York
    ['2026-07-15', 'month-first', '2026-07-15T04:00:00.000Z'], // a bare date is New York midnight
  ] as const)('reads %s', (text, order, expected) => {
    expect(parseFlexDateTime(text, order)?.toISOString()).toBe(expected);
  });

  it.each(['20260231;093000', '20260715;253000', '15.07.2026 09:30', '', 'yesterday'])('refuses %j', (text) => {
    expect(parseFlexDateTime(text, 'month-first')).toBeNull();
  });

  it('tells month/day from day/month by a number above 12, else by the generation time', () => {
    const june5 = new Date('2026-06-05T12:00:00Z');
    expect(slashDateOrderOf(['07/15/2026;093000'], '', june5)).toBe('month-first');
    expect(slashDateOrderOf(['15/07/2026;093000'], '', june5)).toBe('day-first');
    expect(slashDateOrderOf(['15/07/2026', '07/15/2026'], '', june5)).toBe('conflicting');
    expect(slashDateOrderOf(['20260715;093000'], '', june5)).toBe('month-first');
    expect(slashDateOrderOf(['03/04/2026;093000'], '05/06/2026;010000', june5)).toBe('day-first');
    expect(slashDateOrderOf(['03/04/2026;093000'], '06/05/2026;010000', june5)).toBe('month-first');
    expect(slashDateOrderOf(['03/04/2026;093000'], '05/06/2026;010000', new Date('2026-09-01T00:00:00Z'))).toBe('unknown');
  });

  it('asks for New York statement days, at most 365 per request and never past today', () => {
    const now = new Date('2026-11-20T15:00:00Z');
    expect(flexWindowsOf({ start: new Date('2026-07-15T04:00:00Z'), end: new Date('2026-07-16T03:59:59Z') }, now)).toEqual([{ from: '20260715', to: '20260715' }]);
    expect(flexWindowsOf({ start: new Date('2025-11-19T05:00:00Z'), end: new Date('2026-11-20T05:00:00Z') }, now)).toEqual([
      { from: '20251119', to: '20261118' },
      { from: '20261119', to: '20261120' },
    ]);
    expect(flexWindowsOf({ start: new Date('2026-11-10T05:00:00Z'), end: new Date('2026-12-31T05:00:00Z') }, now)).toEqual([{ from: '20261110', to: '20261120' }]);
    expect(flexWindowsOf({ start: new Date('2026-12-01T05:00:00Z'), end: new Date('2026-12-31T05:00:00Z') }, now)).toEqual([]);
  });
});
