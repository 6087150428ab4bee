import { describe, expect, it } from 'vitest';
import { easterSunday, isUsTradingDay, usMarketHolidays } from './us-market-holidays';

// The NYSE's published holiday calendars (nyse.com "Holidays & Trading Hours"), one-off closures aside.
const PUBLISHED: Record<number, string[]> = {
  2024: ['2024-01-01', '2024-01-15', '2024-02-19', '2024-03-29', '2024-05-27', '2024-06-19', '2024-07-04', '2024-09-02', '2024-11-28', '2024-12-25'],
  2025: ['2025-01-01', '2025-01-20', '2025-02-17', '2025-04-18', '2025-05-26', '2025-06-19', '2025-07-04', '2025-09-01', '2025-11-27', '2025-12-25'],
  // Independence Day on a Saturday: closed Friday 3 July.
  2026: ['2026-01-01', '2026-01-19', '2026-02-16', '2026-04-03', '2026-05-25', '2026-06-19', '2026-07-03', '2026-09-07', '2026-11-26', '2026-12-25'],
  // Juneteenth and Christmas on a Saturday (closed the Friday before), Independence Day on a Sunday (the Monday after).
  2027: ['2027-01-01', '2027-01-18', '2027-02-15', '2027-03-26', '2027-05-31', '2027-06-18', '2027-07-05', '2027-09-06', '2027-11-25', '2027-12-24'],
};

describe('US market holidays', () => {
  it.each(Object.entries(PUBLISHED))('are the exchange’s published ones in %s', (year, days) => {
    expect([...usMarketHolidays(Number(year))].sort()).toEqual(days);
  });

  it('finds Easter by the Gregorian rule', () => {
    expect([2024, 2025, 2026, 2027, 2038].map(easterSunday)).toEqual(['2024-03-31', '2025-04-20', '2026-04-05', '2027-03-28', '2038-04-25']);
  });

  it('does not make up a New Year’s Day that falls on a Saturday', () => {
    // 1 January 2022 and 2028 are Saturdays: the last Friday of the year before trades.
    expect(isUsTradingDay('2021-12-31')).toBe(true);
    expect(isUsTradingDay('2027-12-31')).toBe(true);
    expect(usMarketHolidays(2022).has('2022-01-01')).toBe(false);
  });

  it('moves a Sunday New Year’s Day to the Monday', () => {
    expect(isUsTradingDay('2023-01-02')).toBe(false);
  });

  it('has no Juneteenth before the exchange first closed for it (2022)', () => {
    expect(isUsTradingDay('2021-06-18')).toBe(true);
    expect(isUsTradingDay('2022-06-20')).toBe(false);
  });

  it('trades on weekdays that are not holidays, never on weekends', () => {
    expect(isUsTradingDay('2026-11-27')).toBe(true); // the Friday after Thanksgiving (an early close, still a trading day)
    expect(isUsTradingDay('2026-11-26')).toBe(false);
    expect(isUsTradingDay('2026-11-28')).toBe(false);
    expect(isUsTradingDay('2026-11-29')).toBe(false);
    expect(isUsTradingDay('2026-11-30')).toBe(true);
  });
});
