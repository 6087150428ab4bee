import { describe, expect, it } from 'vitest';
import { addDays, addMonths, formatLongDay, formatMonth, weeksOfMonth } from './calendarMonth';

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
