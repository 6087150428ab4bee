import { describe, expect, it } from 'vitest';
import { type MatchableExecution, matchExecutions, stockInstrument } from '../../trades';
import { reconcile } from './reconciliation';

let sequence = 0;
function fill(id: string, symbol: string, side: 'BUY' | 'SELL', quantity: string, price: string, commission = '0', positionEffect?: 'close'): MatchableExecution {
  sequence += 1;
  return { id, sequence, accountId: 'A1', instrument: stockInstrument(symbol), side, quantity, price, commission, fees: '0', executedAtMs: 1_770_000_000_000 + sequence * 1000, ...(positionEffect ? { positionEffect } : {}) };
}

type Figure = { executionId: string; symbol: string; amount: string };

function reconciled(fills: MatchableExecution[], stated: Figure[], kind: 'pnl' | 'amount' = 'pnl') {
  const { roundTrips, preHistoryCloses } = matchExecutions(fills);
  const quantities = new Map(fills.map((fill) => [fill.id, fill.quantity]));
  return reconcile(
    stated.map((figure) => ({ ...figure, kind, quantity: quantities.get(figure.executionId)! })),
    roundTrips,
    preHistoryCloses,
  );
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

  it('names average cost as the reason when the broker booked a partial close against the average price', () => {
    // Bought 100 @ 10 and 100 @ 12, sold 100 @ 13: FIFO realizes 300, average cost (11) 200.
    const result = reconciled([fill('a', 'SOFI', 'BUY', '100', '10'), fill('b', 'SOFI', 'BUY', '100', '12'), fill('c', 'SOFI', 'SELL', '100', '13')], [{ executionId: 'c', symbol: 'SOFI', amount: '200' }])!;
    expect(result.symbols[0]).toMatchObject({ broker: '200', ours: '300', difference: '-100', reasons: [{ reason: 'average_cost', amount: '-100' }], unexplained: null });
  });

  it('names average cost and fees together when both account for the difference', () => {
    const result = reconciled([fill('a', 'SOFI', 'BUY', '100', '10', '1'), fill('b', 'SOFI', 'BUY', '100', '12', '1'), fill('c', 'SOFI', 'SELL', '100', '13', '1')], [{ executionId: 'c', symbol: 'SOFI', amount: '200' }])!;
    // Ours: 300 less the sale's 1 and half of the entries' 2 (pro rata) = 298.
    expect(result.symbols[0]).toMatchObject({ ours: '298', reasons: [{ reason: 'average_cost', amount: '-100' }, { reason: 'broker_before_fees', amount: '2' }], unexplained: null });
  });

  describe('from net amounts (the cash each fill moved)', () => {
    it("sums a closed trade's amounts as the broker's P&L and agrees with ours net of costs", () => {
      const result = reconciled([fill('a', 'AAPL', 'BUY', '10', '100', '1'), fill('b', 'AAPL', 'SELL', '10', '110', '1')], [
        { executionId: 'a', symbol: 'AAPL', amount: '-1001' },
        { executionId: 'b', symbol: 'AAPL', amount: '1099' },
      ], 'amount')!;
      expect(result).toMatchObject({ broker: '98', ours: '98', difference: '0', reconciled: true });
    });

    it('leaves a position still open out of both sides: its cash is not a realized P&L', () => {
      const result = reconciled([fill('a', 'AAPL', 'BUY', '10', '100'), fill('b', 'AAPL', 'SELL', '10', '110'), fill('c', 'TSLA', 'BUY', '5', '200')], [
        { executionId: 'a', symbol: 'AAPL', amount: '-1000' },
        { executionId: 'b', symbol: 'AAPL', amount: '1100' },
        { executionId: 'c', symbol: 'TSLA', amount: '-1000' },
      ], 'amount')!;
      expect(result.symbols.map((line) => line.symbol)).toEqual(['AAPL']);
      expect(result).toMatchObject({ broker: '100', ours: '100', reconciled: true });
    });

    it('names amounts that leave the commission out, and flags one that is off', () => {
      const result = reconciled([fill('a', 'MSFT', 'BUY', '10', '50', '0.65'), fill('b', 'MSFT', 'SELL', '10', '51', '0.65'), fill('c', 'NVDA', 'BUY', '1', '100'), fill('d', 'NVDA', 'SELL', '1', '110')], [
        { executionId: 'a', symbol: 'MSFT', amount: '-500' },
        { executionId: 'b', symbol: 'MSFT', amount: '510' },
        { executionId: 'c', symbol: 'NVDA', amount: '-100' },
        { executionId: 'd', symbol: 'NVDA', amount: '105' },
      ], 'amount')!;
      expect(result.symbols).toEqual([
        { symbol: 'MSFT', broker: '10', ours: '8.7', difference: '1.3', reasons: [{ reason: 'broker_before_fees', amount: '1.3' }], unexplained: null },
        { symbol: 'NVDA', broker: '5', ours: '10', difference: '-5', reasons: [], unexplained: '-5' },
      ]);
      expect(result.reconciled).toBe(false);
    });

    it("shares a flip fill's amount between the two trades by quantity", () => {
      // Bought 10 @ 100, sold 20 @ 110 (closes 10, opens a short of 10), bought 10 @ 105.
      const result = reconciled([fill('a', 'AMD', 'BUY', '10', '100'), fill('b', 'AMD', 'SELL', '20', '110'), fill('c', 'AMD', 'BUY', '10', '105')], [
        { executionId: 'a', symbol: 'AMD', amount: '-1000' },
        { executionId: 'b', symbol: 'AMD', amount: '2200' },
        { executionId: 'c', symbol: 'AMD', amount: '-1050' },
      ], 'amount')!;
      expect(result).toMatchObject({ broker: '150', ours: '150', reconciled: true });
    });
  });
});
