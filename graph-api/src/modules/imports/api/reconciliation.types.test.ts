import { describe, expect, it } from 'vitest';
import { DifferenceReasonEnum, ImportReconciliationView, reconciliationView, SymbolReconciliationView } from './reconciliation.types';

describe('reconciliationView', () => {
  it('answers null without the broker’s figures', () => {
    expect(reconciliationView(null)).toBeNull();
    expect(reconciliationView(undefined)).toBeNull();
  });

  it('serves every figure as the domain holds it, each reason as its GraphQL value', () => {
    const view = reconciliationView({
      symbols: [
        { symbol: 'AAPL', broker: '102', ours: '100', difference: '2', reasons: [{ reason: 'broker_before_fees', amount: '1.5' }, { reason: 'average_cost', amount: '0.5' }], unexplained: null },
        { symbol: 'TSLA', broker: '-40', ours: '-50', difference: '10', reasons: [{ reason: 'pre_history_close', amount: '4' }], unexplained: '6' },
      ],
      broker: '62',
      ours: '50',
      difference: '12',
      reconciled: false,
    });
    expect(view).toBeInstanceOf(ImportReconciliationView);
    expect(view!.symbols[0]).toBeInstanceOf(SymbolReconciliationView);
    expect(view).toEqual({
      symbols: [
        { symbol: 'AAPL', broker: '102', ours: '100', difference: '2', reasons: [{ reason: DifferenceReasonEnum.BROKER_BEFORE_FEES, amount: '1.5' }, { reason: DifferenceReasonEnum.AVERAGE_COST, amount: '0.5' }], unexplained: null },
        { symbol: 'TSLA', broker: '-40', ours: '-50', difference: '10', reasons: [{ reason: DifferenceReasonEnum.PRE_HISTORY_CLOSE, amount: '4' }], unexplained: '6' },
      ],
      broker: '62',
      ours: '50',
      difference: '12',
      reconciled: false,
    });
  });
});
