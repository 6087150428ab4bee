import type { PreHistoryClose } from './round-trips';

/**
 * What the preview and the import's result say about a close of a position opened before the
 * imported history: which fill, and why it is in no trade and no P&L until that history is imported.
 */
export function preHistoryCloseNote({ instrument, side, quantity }: PreHistoryClose): string {
  return side === 'SELL'
    ? `${instrument.symbol}: sold ${quantity} with no earlier buy in your journal: import the earlier history, or this sale stays out of your P&L`
    : `${instrument.symbol}: bought ${quantity} with no earlier short sale in your journal: import the earlier history, or this purchase stays out of your P&L`;
}

/** The notes of the closes among `closes` that are fills of this import (`freshIds`): stored ones were named by their own import. */
export function preHistoryCloseNotes(closes: readonly PreHistoryClose[], freshIds: ReadonlySet<string>): string[] {
  return closes.filter((close) => freshIds.has(close.executionId)).map(preHistoryCloseNote);
}
