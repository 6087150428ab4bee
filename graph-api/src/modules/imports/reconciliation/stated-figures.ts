import type { KeyedExecution } from '../storage/execution-store';
import type { StatedFigure } from './reconciliation';

/** What the file states of its fills not imported before: a realized P&L, or else a net amount. */
export function statedFiguresOf(fresh: readonly KeyedExecution[]): StatedFigure[] {
  const stated: StatedFigure[] = [];
  for (const entry of fresh) {
    const { statedPnl, statedAmount, quantity } = entry.execution;
    const base = { executionId: entry.id, symbol: entry.instrument.symbol, quantity };
    if (statedPnl !== undefined) stated.push({ ...base, kind: 'pnl', amount: statedPnl });
    else if (statedAmount !== undefined) stated.push({ ...base, kind: 'amount', amount: statedAmount });
  }
  return stated;
}
