import { describe, expect, it } from 'vitest';
import { parseOccSymbol } from '../domain/instruments';
import { groupKeyOf, type ImportedExecution } from '../domain/execution';
import { unopenedCloseWarnings } from './unopened-closes';

const CALL = parseOccSymbol('AAPL  240621C00190000')!;

function fill(line: number, side: 'BUY' | 'SELL', quantity: string, minute: number, positionEffect?: 'open' | 'close'): ImportedExecution {
  return {
    line,
    accountId: 'A1',
    instrument: CALL,
    side,
    quantity,
    price: '2.5',
    commission: '0',
    fees: '0',
    executedAtMs: Date.UTC(2024, 5, 3, 14, minute),
    externalId: null,
    positionEffect,
  };
}

describe('unopenedCloseWarnings', () => {
  it('warns about a fill to close that finds no open position before it', () => {
    expect(unopenedCloseWarnings([fill(2, 'SELL', '2', 30, 'close')])).toEqual([
      `Line 2: SELL 2 ${CALL.symbol} is marked to close, but no open position was imported before it; import the earlier history too, or it shows as a new position.`,
    ]);
  });

  it('says nothing when the opening fill came first, even listed later in the file', () => {
    expect(unopenedCloseWarnings([fill(2, 'SELL', '2', 30, 'close'), fill(3, 'BUY', '2', 10, 'open')])).toEqual([]);
  });

  it('warns again once the position is flat and another close arrives', () => {
    const warnings = unopenedCloseWarnings([fill(2, 'BUY', '1', 10, 'open'), fill(3, 'SELL', '1', 20, 'close'), fill(4, 'SELL', '1', 30, 'close')]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Line 4: /);
  });

  it('ignores fills without a stated position effect, and groups whose earlier fills are stored', () => {
    expect(unopenedCloseWarnings([fill(2, 'SELL', '2', 30)])).toEqual([]);
    const closing = fill(2, 'SELL', '2', 30, 'close');
    expect(unopenedCloseWarnings([closing], new Set([groupKeyOf(closing)]))).toEqual([]);
  });
});
