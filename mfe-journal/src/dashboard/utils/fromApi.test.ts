import { describe, expect, it } from 'vitest';
import { calendarDaysOf, equityPointsOf, hourLabel } from './fromApi';

describe('dashboard data from the API', () => {
  it('names hours as traders say them', () => {
    expect([0, 9, 12, 13, 23].map(hourLabel)).toEqual(['12 AM', '9 AM', '12 PM', '1 PM', '11 PM']);
  });

  it('plots the chart from the server’s decimal text', () => {
    const points = equityPointsOf({ performanceChart: { timeZone: 'UTC', chartData: [{ date: '2025-03-14', cumulativePnl: '150.25', pnl: '-20.5', trades: 3 }] } });
    expect(points).toEqual([{ date: '2025-03-14', cumulativePnl: 150.25, dayPnl: -20.5, trades: 3 }]);
  });

  it('marks the days with a journal entry, with or without trades', () => {
    const days = calendarDaysOf([{ date: '2025-03-14', cumulativePnl: 10, dayPnl: 10, trades: 1 }], new Set(['2025-03-14', '2025-03-15']));
    expect(days).toEqual([
      { date: '2025-03-14', pnl: 10, trades: 1, hasEntry: true },
      { date: '2025-03-15', pnl: 0, trades: 0, hasEntry: true },
    ]);
  });
});
