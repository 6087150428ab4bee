import { describe, expect, it } from 'vitest';
import { tradeRow } from '../../testing/fixtures';
import { pnlArithmetic } from './pnlArithmetic';

describe('pnlArithmetic', () => {
  it('works a long trade out from exit minus entry, then takes the costs off', () => {
    const lines = pnlArithmetic(tradeRow({ side: 'LONG', entryPrice: '189.5', exitPrice: '190.25', closedQuantity: '100', multiplier: '1', grossPnl: '75', commission: '1', fees: '0.5', pnl: '73.5' }));
    expect(lines.map(({ working, result }) => `${working} = ${result}`)).toEqual(['(190.25 − 189.50) × 100 × 1 = +$75.00', '$75.00 − $1.00 − $0.50 = +$73.50']);
  });

  it('works a short trade out from entry minus exit, with an option multiplier', () => {
    const [gross] = pnlArithmetic(tradeRow({ side: 'SHORT', entryPrice: '2.4', exitPrice: '3.1', closedQuantity: '2', multiplier: '100', grossPnl: '-140' }));
    expect(gross).toMatchObject({ formula: '(average entry − average exit) × quantity closed × multiplier', working: '(2.40 − 3.10) × 2 × 100', result: '-$140.00' });
  });

  it('has nothing to work out for an open trade', () => {
    expect(pnlArithmetic(tradeRow({ status: 'open', exitPrice: null, exitTime: null }))).toEqual([]);
  });
});
