import { describe, expect, it } from 'vitest';
import type { RiskRule } from './risk-rule';
import { findBreaches, oneROf, type RiskTrade } from './risk-checks';

const NY = 'America/New_York';
let nextId = 0;

/** A closed long trade exiting at `exit` (UTC ISO), with its net P&L, size and optional stop. */
function trade(exit: string, netPnl: string, { quantity = '100', entryPrice = '10', stopPrice = null as string | null, accountId = 'U1', multiplier = '1' } = {}): RiskTrade {
  nextId += 1;
  const exitTime = Date.parse(exit);
  return {
    id: String(nextId),
    instrumentId: 1,
    tradeKey: `k${nextId}`,
    symbol: 'AAPL',
    closed: true,
    entryTime: exitTime - 60_000,
    exitTime,
    netPnl,
    grossPnl: netPnl,
    commission: '0',
    fees: '0',
    quantity,
    entryPrice,
    multiplier,
    timeGiven: true,
    accountId,
    stopPrice,
  };
}

const rule = (kind: RiskRule['kind'], limit: string, unit: RiskRule['unit'], accountId: string | null = null, id = 1): RiskRule => ({ id, kind, limit, unit, accountId });

describe('risk checks', () => {
  it('daily loss in dollars: the day whose running net P&L first goes below the limit, at that trade, with the day’s figure and trades', () => {
    const a = trade('2026-03-02T14:40:00Z', '-300');
    const b = trade('2026-03-02T15:00:00Z', '-250');
    const c = trade('2026-03-02T16:00:00Z', '100');
    // The next New York day: under the limit.
    const d = trade('2026-03-03T15:00:00Z', '-499.99');
    expect(findBreaches([rule('daily_loss', '500', 'usd')], [c, a, b, d], NY)).toEqual([{ ruleId: 1, day: '2026-03-02', figure: '-450', limit: '500', tradeIds: [a.id, b.id, c.id], at: b.exitTime }]);
  });

  it('daily loss in R: 1R is the median planned risk of the trades with a stop; without any stop it cannot be measured', () => {
    // Planned risks $100, $200, $300: 1R = $200; a 2R limit is $400.
    const trades = [
      trade('2026-03-02T14:40:00Z', '-150', { entryPrice: '10', stopPrice: '9', quantity: '100' }),
      trade('2026-03-02T15:00:00Z', '-200', { entryPrice: '10', stopPrice: '8', quantity: '100' }),
      trade('2026-03-02T16:00:00Z', '-100', { entryPrice: '10', stopPrice: '7', quantity: '100' }),
    ];
    expect(oneROf(trades)!.toString()).toBe('200');
    expect(findBreaches([rule('daily_loss', '2', 'r')], trades, NY)).toEqual([expect.objectContaining({ day: '2026-03-02', figure: '-2.25', limit: '2', at: trades[2]!.exitTime })]);
    expect(findBreaches([rule('daily_loss', '2', 'r')], trades.map((one) => ({ ...one, stopPrice: null })), NY)).toEqual([]);
  });

  it('days are the trader’s local days: a trade after midnight UTC belongs to the New York evening before', () => {
    const late = trade('2026-03-03T02:00:00Z', '-600');
    expect(findBreaches([rule('daily_loss', '500', 'usd')], [late], NY)[0]!.day).toBe('2026-03-02');
    expect(findBreaches([rule('daily_loss', '500', 'usd')], [late], 'UTC')[0]!.day).toBe('2026-03-03');
  });

  it('maximum trades per day: broken by the first trade past it', () => {
    const trades = ['14:30', '14:40', '14:50', '15:00'].map((time) => trade(`2026-03-02T${time}:00Z`, '10'));
    expect(findBreaches([rule('max_trades_per_day', '3', 'trades')], trades, NY)).toEqual([expect.objectContaining({ figure: '4', limit: '3', at: trades[3]!.exitTime, tradeIds: trades.map(({ id }) => id) })]);
    expect(findBreaches([rule('max_trades_per_day', '4', 'trades')], trades, NY)).toEqual([]);
  });

  it('maximum loss beyond the planned stop: only trades with a stop that lost more than it planned by over the limit', () => {
    const planned100 = { entryPrice: '10', stopPrice: '9', quantity: '100' };
    const within = trade('2026-03-02T14:30:00Z', '-140', planned100);
    const beyond = trade('2026-03-02T14:40:00Z', '-175.5', planned100);
    const noStop = trade('2026-03-02T14:50:00Z', '-900');
    expect(findBreaches([rule('loss_beyond_stop', '50', 'usd')], [within, beyond, noStop], NY)).toEqual([expect.objectContaining({ figure: '75.5', tradeIds: [beyond.id], at: beyond.exitTime })]);
  });

  it('maximum position size in shares or dollars (quantity × entry price × multiplier)', () => {
    const small = trade('2026-03-02T14:30:00Z', '10', { quantity: '100', entryPrice: '50' });
    const option = trade('2026-03-02T14:40:00Z', '10', { quantity: '-5', entryPrice: '2.5', multiplier: '100' });
    const big = trade('2026-03-02T14:50:00Z', '10', { quantity: '400', entryPrice: '50' });
    expect(findBreaches([rule('max_position_size', '300', 'shares')], [small, option, big], NY)).toEqual([expect.objectContaining({ figure: '400', tradeIds: [big.id] })]);
    expect(findBreaches([rule('max_position_size', '1000', 'usd')], [small, option, big], NY)).toEqual([expect.objectContaining({ figure: '20000', tradeIds: [small.id, option.id, big.id] })]);
  });

  it('trailing drawdown from the equity peak: each day it is beyond the limit, from the peak of all history in scope', () => {
    const up = trade('2026-03-02T14:30:00Z', '1000');
    const down = trade('2026-03-03T14:30:00Z', '-700');
    const lower = trade('2026-03-03T15:30:00Z', '-400');
    const recover = trade('2026-03-04T14:30:00Z', '2000');
    const dip = trade('2026-03-05T14:30:00Z', '-500');
    expect(findBreaches([rule('trailing_drawdown', '1000', 'usd')], [up, down, lower, recover, dip], NY)).toEqual([{ ruleId: 1, day: '2026-03-03', figure: '1100', limit: '1000', tradeIds: [lower.id], at: lower.exitTime }]);
  });

  it('an account scope checks only that account’s trades', () => {
    const ours = trade('2026-03-02T14:30:00Z', '-300', { accountId: 'U1' });
    const other = trade('2026-03-02T14:40:00Z', '-300', { accountId: 'U2' });
    expect(findBreaches([rule('daily_loss', '500', 'usd', 'U1')], [ours, other], NY)).toEqual([]);
    expect(findBreaches([rule('daily_loss', '500', 'usd', null)], [ours, other], NY)).toHaveLength(1);
  });

  it('several rules: breaches in the order they happened', () => {
    const trades = [trade('2026-03-02T14:30:00Z', '-600', { quantity: '1000' }), trade('2026-03-02T14:40:00Z', '10')];
    const found = findBreaches([rule('max_trades_per_day', '1', 'trades', null, 2), rule('daily_loss', '500', 'usd', null, 1), rule('max_position_size', '500', 'shares', null, 3)], trades, NY);
    expect(found.map(({ ruleId }) => ruleId)).toEqual([1, 3, 2]);
  });
});
