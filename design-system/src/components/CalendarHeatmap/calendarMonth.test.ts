import { describe, expect, it } from 'vitest';
import { addDays, addMonths, formatDayRange, formatLongDay, formatMonth, monthTotalsOf, weekTotalsOf, weeksOfMonth } from './calendarMonth';

describe('calendar months', () => {
  it('lays a month out in Sunday-first weeks', () => {
    // March 2025 starts on a Saturday and has 31 days: six rows.
    const weeks = weeksOfMonth('2025-03');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2025-03-01']);
    expect(weeks[5]).toEqual(['2025-03-30', '2025-03-31', null, null, null, null, null]);
    expect(weeksOfMonth('2026-02').flat().filter(Boolean)).toHaveLength(28);
  });

  it('steps across month and year ends', () => {
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2025-01', -1)).toBe('2024-12');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });

  it('names months and days', () => {
    expect(formatMonth('2025-03')).toBe('March 2025');
    expect(formatLongDay('2025-03-14')).toBe('Friday, March 14, 2025');
  });
});

describe('weekTotalsOf and monthTotalsOf', () => {
  it('sum in whole cents, so 0.1 + 0.2 is 0.30', () => {
    const days = [
      { date: '2025-03-01', pnl: 0.1, trades: 1 },
      { date: '2025-03-01', pnl: 0, trades: 0 },
      { date: '2025-03-31', pnl: 0.2, trades: 1 },
    ];
    const byDate = new Map([[days[0]!.date, days[0]!], [days[2]!.date, days[2]!]]);
    const weeks = weekTotalsOf('2025-03', byDate);
    expect(weeks.map(({ first, last }) => formatDayRange(first, last))).toEqual(['Mar 1', 'Mar 2–8', 'Mar 9–15', 'Mar 16–22', 'Mar 23–29', 'Mar 30–31']);
    expect(weeks[0]).toEqual({ first: '2025-03-01', last: '2025-03-01', pnl: 0.1, trades: 1 });
    expect(monthTotalsOf('2025', days)[2]).toEqual({ first: '2025-03-01', last: '2025-03-31', pnl: 0.3, trades: 2 });
    expect(monthTotalsOf('2024', days).every(({ trades }) => trades === 0)).toBe(true);
  });
});
