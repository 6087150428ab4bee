import { describe, expect, it } from 'vitest';
import { breakdownsOfTrades, numberOrder, ranked, sizeRangeOf, textOrder } from './breakdowns';
import { dailyPnlOfTrades, equityCurveOf } from './daily-pnl';
import { trade } from './trade-fixtures.test-support';

describe('breakdowns', () => {
  // Monday 2 March 2026. A: 13:30 UTC (08:30 New York, 22:30 Tokyo) to 23:30 UTC (18:30 NY; 08:30 Tokyo on Tuesday).
  const trades = [
    trade('100', '2026-03-02T23:30:00Z', { entry: '2026-03-02T13:30:00Z', symbol: 'AAPL' }),
    trade('-40', '2026-03-02T15:00:00Z', { entry: '2026-03-02T14:45:00Z', symbol: 'MSFT', quantity: '10', entryPrice: '400' }),
    trade('0', '2026-03-03T15:00:00Z', { entry: '2026-03-03T14:45:00Z', symbol: 'MSFT', quantity: '2', entryPrice: '5', multiplier: '100' }),
    trade('999', null, { symbol: 'TSLA' }),
  ];

  it('groups closed trades by symbol, weekday of the local exit day, local hour of entry, and size', () => {
    const newYork = breakdownsOfTrades(trades, 'America/New_York');
    expect([...newYork.bySymbol.keys()].sort()).toEqual(['AAPL', 'MSFT']);
    expect(newYork.bySymbol.get('MSFT')).toMatchObject({ trades: 2, losers: 1, scratches: 1, netPnl: '-40' });
    expect(newYork.byWeekday.get('Monday')).toMatchObject({ trades: 2, netPnl: '60' });
    expect(newYork.byWeekday.get('Tuesday')).toMatchObject({ trades: 1, netPnl: '0' });
    expect([...newYork.byHour.keys()].sort(numberOrder)).toEqual([8, 9]);
    const tokyo = breakdownsOfTrades(trades, 'Asia/Tokyo');
    // In Tokyo the 23:30 UTC exit is Tuesday 08:30, the 15:00 UTC exits are at midnight starting Tuesday and Wednesday.
    expect(tokyo.byWeekday.get('Monday')).toBeUndefined();
    expect(tokyo.byWeekday.get('Tuesday')).toMatchObject({ trades: 2, netPnl: '60' });
    expect(tokyo.byWeekday.get('Wednesday')).toMatchObject({ trades: 1, netPnl: '0' });
    expect(tokyo.byHour.get(22)).toMatchObject({ trades: 1, netPnl: '100' });
  });

  it('sizes a position by |quantity| × entry price × multiplier', () => {
    expect(sizeRangeOf({ quantity: '100', entryPrice: '9.99', multiplier: '1' })).toBe('Under $1K');
    expect(sizeRangeOf({ quantity: '100', entryPrice: '10', multiplier: '1' })).toBe('$1K-$5K');
    expect(sizeRangeOf({ quantity: '-1.5', entryPrice: '5', multiplier: '100' })).toBe('Under $1K');
    expect(sizeRangeOf({ quantity: '10', entryPrice: '400', multiplier: '1' })).toBe('$1K-$5K');
    expect(sizeRangeOf({ quantity: '1', entryPrice: '5000', multiplier: '50' })).toBe('$100K and over');
  });

  it('ranks by net P&L, then more trades, then the key', () => {
    const bySymbol = breakdownsOfTrades([trade('5', '2026-03-02T15:00:00Z', { symbol: 'B' }), trade('5', '2026-03-02T15:01:00Z', { symbol: 'A' }), trade('2', '2026-03-02T15:02:00Z', { symbol: 'C' }), trade('3', '2026-03-02T15:03:00Z', { symbol: 'C' })], 'UTC').bySymbol;
    expect(ranked(bySymbol, textOrder).map(({ key }) => key)).toEqual(['C', 'A', 'B']);
  });

  it('gives daily P&L per local exit day and the equity curve ending at the total', () => {
    const days = dailyPnlOfTrades(trades, 'Asia/Tokyo');
    expect(days.map(({ day, tally }) => [day, tally.netPnl, tally.trades])).toEqual([
      ['2026-03-03', '60', 2],
      ['2026-03-04', '0', 1],
    ]);
    expect(equityCurveOf(dailyPnlOfTrades(trades, 'America/New_York'))).toEqual([
      { date: '2026-03-02', cumulativePnl: '60' },
      { date: '2026-03-03', cumulativePnl: '60' },
    ]);
  });
});
