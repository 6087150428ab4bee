import { describe, expect, it } from 'vitest';
import type { ClosedTrade } from '../domain/metric-trade';
import { dayDigestsOf } from './instrument-stats';

const EXIT = Date.parse('2026-07-15T15:00:00Z');
const trade = (key: string, changes: Partial<ClosedTrade> = {}): ClosedTrade => ({
  id: '',
  instrumentId: 1,
  tradeKey: key,
  symbol: 'AAPL',
  closed: true,
  entryTime: EXIT - 60_000,
  exitTime: EXIT,
  netPnl: '12.5',
  grossPnl: '13',
  commission: '0.5',
  fees: '0',
  quantity: '100',
  entryPrice: '190',
  multiplier: '1',
  timeGiven: true,
  ...changes,
});

const digestOf = (trades: ClosedTrade[]) => dayDigestsOf(trades, 'America/New_York')['2026-07-15'];

describe('day digests', () => {
  const day = [trade('a'), trade('b', { netPnl: '-3', grossPnl: '-2.5' }), trade('c')];

  it('are the same whatever order the trades come in', () => {
    expect(digestOf([...day].reverse())).toBe(digestOf(day));
  });

  it.each<[string, Partial<ClosedTrade>]>([
    ['its key', { tradeKey: 'a2' }],
    ['its entry time', { entryTime: EXIT - 59_000 }],
    ['its exit time', { exitTime: EXIT + 1 }],
    ['its net P&L', { netPnl: '12.6' }],
    ['its gross P&L', { grossPnl: '13.1' }],
    ['its commission', { commission: '0.6' }],
    ['its fees', { fees: '0.01' }],
  ])('change when one trade changes %s', (_, change) => {
    expect(digestOf([{ ...day[0]!, ...change }, day[1]!, day[2]!])).not.toBe(digestOf(day));
  });

  it('change when a trade is added or removed, and split by local day of exit', () => {
    expect(digestOf(day.slice(1))).not.toBe(digestOf(day));
    // 23:30 New York is the next day in UTC, and still the 15th here.
    const late = trade('late', { exitTime: Date.parse('2026-07-16T03:30:00Z') });
    expect(Object.keys(dayDigestsOf([...day, late], 'America/New_York'))).toEqual(['2026-07-15']);
    expect(Object.keys(dayDigestsOf([...day, late], 'UTC')).sort()).toEqual(['2026-07-15', '2026-07-16']);
  });
});
