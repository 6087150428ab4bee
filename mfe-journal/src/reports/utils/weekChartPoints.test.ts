import { describe, expect, it } from 'vitest';
import { weekChartPoints } from './weekChartPoints';

describe('weekChartPoints', () => {
  it('starts at zero the day before the week and carries the total over days without trades', () => {
    expect(
      weekChartPoints('2037-03-02', [
        { day: '2037-03-02', cumulativePnl: -575, dayPnl: -575, trades: 4 },
        { day: '2037-03-04', cumulativePnl: -500, dayPnl: 75, trades: 1 },
      ]),
    ).toEqual([
      { date: '2037-03-01', cumulativePnl: 0, dayPnl: 0, trades: 0 },
      { date: '2037-03-02', cumulativePnl: -575, dayPnl: -575, trades: 4 },
      { date: '2037-03-03', cumulativePnl: -575, dayPnl: 0, trades: 0 },
      { date: '2037-03-04', cumulativePnl: -500, dayPnl: 75, trades: 1 },
    ]);
  });

  it('draws nothing for a week without trades', () => {
    expect(weekChartPoints('2037-03-02', [])).toEqual([]);
  });
});
