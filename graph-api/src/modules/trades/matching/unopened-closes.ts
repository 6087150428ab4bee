import Big from 'big.js';
import { groupKeyOf, type ImportedExecution, inSameGroup } from '../domain/execution';
import { bucketsByRun } from '../domain/runs';

/**
 * Fills the broker marks "to close" that find no open position before them in the same account
 * and instrument. The matcher would make each the start of a new position in the other direction
 * (a close-only import turning into a short, a bug peers ship); the trader is warned instead,
 * because the opening fills are in history not imported yet. Groups in `alreadyOpened` (whose
 * earlier fills are stored) are left out: their position is known from the database.
 */
export function unopenedCloseWarnings(executions: readonly ImportedExecution[], alreadyOpened: ReadonlySet<string> = new Set()): string[] {
  // Most sources never state a position effect: nothing to check, and nothing to group.
  if (!executions.some((execution) => execution.positionEffect === 'close')) return [];
  const byGroup = bucketsByRun(executions, inSameGroup, groupKeyOf);
  const warnings: string[] = [];
  for (const [group, fills] of byGroup) {
    if (alreadyOpened.has(group)) continue;
    // A stable sort keeps the file's order for fills at the same instant.
    const ordered = [...fills].sort((a, b) => a.executedAtMs - b.executedAtMs);
    let position = new Big(0);
    for (const fill of ordered) {
      const signed = fill.side === 'BUY' ? new Big(fill.quantity) : new Big(fill.quantity).neg();
      const closesSomething = (fill.side === 'BUY' && position.lt(0)) || (fill.side === 'SELL' && position.gt(0));
      if (fill.positionEffect === 'close' && !closesSomething) {
        warnings.push(
          `Line ${fill.line}: ${fill.side} ${fill.quantity} ${fill.instrument.symbol} is marked to close, but no open position was imported before it; ` +
            'import the earlier history too, or it shows as a new position.',
        );
      }
      position = position.plus(signed);
    }
  }
  return warnings;
}
