import { type ImportedExecution, parseDecimalText } from '../../trades';

/**
 * The cash a row says it moved (an Amount cell; paid below 0, received above), kept for the
 * import's reconciliation with the broker's figures (docs/importing.md). A blank or unreadable cell
 * states nothing: the row is still a fill, it only has no figure to compare.
 */
export function statedAmountOf(raw: string): Pick<ImportedExecution, 'statedAmount'> {
  const amount = raw === '' ? null : parseDecimalText(raw);
  return amount === null ? {} : { statedAmount: amount };
}
