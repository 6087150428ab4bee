import { describe, expect, it } from 'vitest';
import { type MatchableExecution, matchExecutions, stockInstrument } from '../../trades';
import { reconcile } from './reconciliation';

let sequence = 0;
function fill(id: string, symbol: string, side: 'BUY' | 'SELL', quantity: string, price: string, commission = '0', positionEffect?: 'close'): MatchableExecution {
  sequence += 1;
  return { id, sequence, accountId: 'A1', instrument: stockInstrument(symbol), side, quantity, price, commission, fees: '0', executedAtMs: 1_770_000_000_000 + sequence * 1000, ...(positionEffect ? { positionEffect } : {}) };
}

function reconciled(fills: MatchableExecution[], stated: { executionId: string; symbol: string; amount: string }[]) {
  const { roundTrips, preHistoryCloses } = matchExecutions(fills);
  return reconcile(stated, roundTrips, preHistoryCloses);
}

describe('reconcile', () => {
  it('is null when the file states no P&L of its own', () => {
    expect(reconciled([fill('a', 'AAPL', 'BUY', '10', '100')], [])).toBeNull();
  });

  it('agrees, per symbol and in total, when the broker and the journal realized the same', () => {
    const result = reconciled(
      [fill('a', 'AAPL', 'BUY', '10', '100'), fill('b', 'AAPL', 'SELL', '10', '101.5'), fill('c', 'TSLA', 'SELL', '5', '200'), fill('d', 'TSLA', 'BUY', '5', '210')],
      [
        { executionId: 'b', symbol: 'AAPL', amount: '15.00' },
        { executionId: 'd', symbol: 'TSLA', amount: '-50' },
      ],
    )!;
    expect(result.symbols.map(({ symbol, broker, ours, difference, unexplained }) => ({ symbol, broker, ours, difference, unexplained }))).toEqual([
      { symbol: 'AAPL', broker: '15', ours: '15', difference: '0', unexplained: null },
      { symbol: 'TSLA', broker: '-50', ours: '-50', difference: '0', unexplained: null },
    ]);
    expect(result).toMatchObject({ broker: '-35', ours: '-35', difference: '0', reconciled: true });
  });

  it('names a broker figure before commissions as the reason, with the amount it explains', () => {
    const result = reconciled([fill('a', 'MSFT', 'BUY', '100', '50', '1'), fill('b', 'MSFT', 'SELL', '100', '51', '1')], [{ executionId: 'b', symbol: 'MSFT', amount: '100' }])!;
    expect(result.symbols[0]).toMatchObject({ broker: '100', ours: '98', difference: '2', reasons: [{ reason: 'broker_before_fees', amount: '2' }], unexplained: null });
    expect(result.reconciled).toBe(true);
  });

  it('names a close of a position opened before the history, which stays out of our P&L', () => {
    const result = reconciled([fill('a', 'META', 'SELL', '50', '600', '0', 'close')], [{ executionId: 'a', symbol: 'META', amount: '250.5' }])!;
    expect(result.symbols[0]).toMatchObject({ broker: '250.5', ours: '0', difference: '250.5', reasons: [{ reason: 'pre_history_close', amount: '250.5' }], unexplained: null });
  });

  it('flags a difference no known reason explains, and the import as not reconciled', () => {
    const result = reconciled([fill('a', 'NVDA', 'BUY', '10', '100'), fill('b', 'NVDA', 'SELL', '10', '110')], [{ executionId: 'b', symbol: 'NVDA', amount: '93.2' }])!;
    expect(result.symbols[0]).toMatchObject({ broker: '93.2', ours: '100', difference: '-6.8', reasons: [], unexplained: '-6.8' });
    expect(result.reconciled).toBe(false);
  });

  it('takes cent rounding of each fill as agreement, not as a difference to flag', () => {
    const result = reconciled([fill('a', 'AMD', 'BUY', '3', '10.003'), fill('b', 'AMD', 'SELL', '3', '10.0')], [{ executionId: 'b', symbol: 'AMD', amount: '-0.01' }])!;
    expect(result.symbols[0]!.unexplained).toBeNull();
  });
});
