import { describe, expect, it } from 'vitest';
import { localDayOf, type MetricTrade, metricsOfTrades } from '../dashboard-summary';
import { equityCurveOf, equityDaysOf, figuresOf, previousFourWeeks, tradesIn } from './report-figures';
import { periodOfRun, weekOf } from './report-period';

const NEW_YORK = 'America/New_York';

let next = 0;
/** A closed trade exiting at `exit` (ISO) with that net P&L; an open one when `exit` is null. */
function trade(exit: string | null, netPnl: string, symbol = 'AAPL'): MetricTrade {
  next += 1;
  const exitTime = exit === null ? null : Date.parse(exit);
  return {
    id: String(next),
    instrumentId: 1,
    tradeKey: `k${next}`,
    symbol,
    closed: exit !== null,
    entryTime: (exitTime ?? Date.parse('2026-03-02T15:00:00Z')) - 60_000,
    exitTime,
    netPnl,
    grossPnl: netPnl,
    commission: '0',
    fees: '0',
    quantity: '100',
    entryPrice: '10',
    multiplier: '1',
    timeGiven: true,
  };
}

// The week of Monday 2 March 2026 in New York (clocks go forward on Sunday 8 March).
const WEEK = weekOf('2026-03-04');
const TRADES = [
  trade('2026-03-02T15:00:00Z', '120.37', 'MSFT'),
  trade('2026-03-03T16:00:00Z', '-45.1'),
  trade('2026-03-03T17:00:00Z', '0'),
  // 23:30 on Sunday 8 March, New York (03:30 UTC on the 9th): still this week there.
  trade('2026-03-09T03:30:00Z', '-300.01', 'AMD'),
  // 00:30 on Monday 2 March in UTC, but 19:30 on Sunday 1 March in New York: the week before.
  trade('2026-03-02T00:30:00Z', '999'),
  trade(null, '0'),
  trade('2026-02-10T15:00:00Z', '50'),
  trade('2026-02-17T15:00:00Z', '-20.5'),
];

describe('report figures', () => {
  it('are the dashboard functions’ figures of the same trades, to the cent', () => {
    const figures = figuresOf(TRADES, WEEK, NEW_YORK);
    const inWeek = tradesIn(TRADES, WEEK, NEW_YORK);
    const dashboard = metricsOfTrades(inWeek);
    expect(WEEK).toEqual({ kind: 'week', from: '2026-03-02', to: '2026-03-08' });
    expect(inWeek.map(({ exitTime }) => localDayOf(exitTime, NEW_YORK))).toEqual(['2026-03-02', '2026-03-03', '2026-03-03', '2026-03-08']);
    expect(figures).toEqual({
      netPnl: dashboard.tally.netPnl,
      trades: dashboard.tally.trades,
      winners: dashboard.tally.winners,
      winRate: dashboard.winRate,
      best: { symbol: 'MSFT', netPnl: '120.37', day: '2026-03-02' },
      worst: { symbol: 'AMD', netPnl: '-300.01', day: '2026-03-08' },
    });
    expect(figures.netPnl).toBe('-224.74');
    expect(figures.winRate).toBe(0.25);
  });

  it('a period without trades has none, and no best or worst', () => {
    expect(figuresOf(TRADES, { from: '2026-03-10', to: '2026-03-10' }, NEW_YORK)).toEqual({ netPnl: '0', trades: 0, winners: 0, winRate: 0, best: null, worst: null });
  });

  it('reads the week against each of the four weeks before, with their range', () => {
    const comparison = previousFourWeeks(TRADES, WEEK, NEW_YORK);
    expect(comparison.previousWeeks).toEqual([
      { from: '2026-02-02', netPnl: '0', trades: 0 },
      { from: '2026-02-09', netPnl: '50', trades: 1 },
      { from: '2026-02-16', netPnl: '-20.5', trades: 1 },
      { from: '2026-02-23', netPnl: '999', trades: 1 },
    ]);
    expect([comparison.low, comparison.high]).toEqual(['-20.5', '999']);
  });

  it('draws the equity curve in trade order', () => {
    expect(equityCurveOf(TRADES, WEEK, NEW_YORK).map((value) => value.toFixed(2))).toEqual(['120.37', '75.27', '75.27', '-224.74']);
  });

  it("gives the page's chart the same curve by local day, ending where the per-trade curve ends", () => {
    const days = equityDaysOf(TRADES, WEEK, NEW_YORK);
    expect(days.at(-1)?.cumulativePnl.toFixed(2)).toBe(equityCurveOf(TRADES, WEEK, NEW_YORK).at(-1)?.toFixed(2));
    expect(days.reduce((sum, day) => sum + day.trades, 0)).toBe(equityCurveOf(TRADES, WEEK, NEW_YORK).length);
    expect(days.map(({ day }) => day)).toEqual([...new Set(days.map(({ day }) => day))].sort());
    expect(days.reduce((sum, day) => sum + day.dayPnl, 0).toFixed(2)).toBe('-224.74');
  });

  it('a run covers the local day it is scheduled on, and the week that ends on that Sunday (the day clocks change)', () => {
    // 17:00 EDT on Sunday 8 March is 21:00 UTC.
    expect(periodOfRun('week', new Date('2026-03-08T21:00:00Z'), NEW_YORK)).toEqual(WEEK);
    expect(periodOfRun('day', new Date('2026-03-02T22:00:00Z'), NEW_YORK)).toEqual({ kind: 'day', from: '2026-03-02', to: '2026-03-02' });
  });
});
