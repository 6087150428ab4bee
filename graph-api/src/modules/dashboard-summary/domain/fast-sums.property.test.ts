import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equityInText, equityOf } from './bucket-summary';
import { maxDrawdownInText, maxDrawdownOf } from './drawdown';
import { type ClosedTrade, inTradeOrder } from './metric-trade';
import { MoneySum, addMoney } from './money';
import { runsInText, runsOf } from './streaks';

// Sums in whole millionths are a speed-up only: on any amounts, including those a double cannot sum
// exactly (more than 6 places, or totals past 2^53 millionths), they answer what the decimal-text
// definitions answer.

const amount = fc.oneof(
  fc.integer({ min: -5_000_000, max: 5_000_000 }).map((cents) => new Big(cents).div(100).toFixed()),
  fc.constant('0'),
  fc.bigInt({ min: -(10n ** 21n), max: 10n ** 21n }).map((units) => new Big(units.toString()).div(10 ** 9).toFixed()),
);
const canonical = (text: string) => (text === '-0' ? '0' : text);

const tradesArbitrary = (amounts: fc.Arbitrary<string>) =>
  fc.array(fc.record({ exitSlot: fc.integer({ min: 0, max: 30 }), netPnl: amounts.map(canonical) }), { maxLength: 60 }).map((drawn) =>
    inTradeOrder(
      drawn.map(
        ({ exitSlot, netPnl }, index): ClosedTrade => ({
          id: String(index),
          instrumentId: 1,
          tradeKey: `k${String(index).padStart(3, '0')}`,
          symbol: 'S',
          closed: true,
          entryTime: 0,
          exitTime: 1_000 + exitSlot,
          netPnl,
          grossPnl: netPnl,
          commission: '0',
          fees: '0',
          quantity: '1',
          entryPrice: '1',
          multiplier: '1',
          timeGiven: true,
        }),
      ),
    ),
  );

const cents = fc.integer({ min: -5_000_000, max: 5_000_000 }).map((value) => new Big(value).div(100).toFixed());

describe('sums in millionths', () => {
  for (const [label, amounts] of [
    ['amounts in cents (the fast path)', cents],
    ['any amounts (the exact fallback too)', amount],
  ] as const) {
    it(`give the decimal-text figures: ${label}`, () => {
      fc.assert(
        fc.property(tradesArbitrary(amounts), (trades) => {
          expect(maxDrawdownOf(trades)).toEqual(maxDrawdownInText(trades));
          expect(equityOf(trades)).toEqual(equityInText(trades));
          for (const outcome of ['win', 'loss'] as const) expect(runsOf(trades, outcome)).toEqual(runsInText(trades, outcome));
        }),
        { numRuns: 500 },
      );
    });
  }

  it('a running sum agrees with adding decimal text, past 2^53 millionths as well', () => {
    fc.assert(
      fc.property(fc.array(amount.map(canonical), { maxLength: 40 }), (amounts) => {
        const sum = new MoneySum();
        for (const value of amounts) sum.add(value);
        expect(sum.text()).toBe(amounts.reduce(addMoney, '0'));
      }),
      { numRuns: 1000 },
    );
  });
});
