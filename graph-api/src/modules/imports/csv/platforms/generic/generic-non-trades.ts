import { cell, type CsvRecord } from '../../csv-records';
import type { Columns } from './generic-columns';
import { sideOf } from './generic-values';

/** How many skipped rows the warning names one by one; the rest are counted. */
const NAMED_ROWS = 20;

/**
 * Generic CSV, when the trader chooses it for the file: rows whose side cell is not a trade's side
 * (a broker's history with Dividend, Interest or Transfer rows among the trades) are set aside, and
 * named by line and side in a warning the preview and the result show, never dropped silently.
 * Without the choice such a row refuses the file, naming it.
 */
export function withoutNonTrades(rows: readonly CsvRecord[], columns: Columns): { trades: CsvRecord[]; warnings: string[] } {
  const trades: CsvRecord[] = [];
  const skipped: CsvRecord[] = [];
  for (const record of rows) (sideOf(cell(record, columns.side)) ? trades : skipped).push(record);
  if (skipped.length === 0) return { trades, warnings: [] };
  const named = skipped.slice(0, NAMED_ROWS).map((record) => `line ${record.line} "${cell(record, columns.side)}"`);
  const rest = skipped.length - named.length;
  const list = rest > 0 ? `${named.join(', ')} and ${rest} more` : named.join(', ');
  const count = skipped.length === 1 ? '1 row that is not a trade was' : `${skipped.length} rows that are not trades were`;
  return { trades, warnings: [`${count} skipped, as chosen (a side that is not a trade's): ${list}.`] };
}
