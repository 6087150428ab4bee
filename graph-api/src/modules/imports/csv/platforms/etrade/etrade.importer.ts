import { type ImportedExecution, ImportFormatError, NEW_YORK, zonedWallClockToUtc } from '../../../../trades';
import type { CsvImporter, CsvParseResult } from '../../csv-importer';
import { type CsvRecord, HeaderIndex } from '../../csv-records';
import { ALL_TRANSACTIONS_LAYOUT, CLASSIC_LAYOUT, type EtradeLayout } from './etrade-layouts';
import { type EtradeFill, type EtradeRow, readRow } from './etrade-rows';

/**
 * E*TRADE's transaction download (DownloadTxnHistory.csv), in its classic layout or the 2025
 * "All Transactions" one: transactions, not executions, dated but never timed, newest first.
 * E*TRADE dates are US trade dates, so a trade is placed at 12:00 New York time, inside the regular
 * session of its date whatever the user's zone, and an option leaving the account at 16:00, the close.
 * Within a day the file order, reversed, is the order of the fills (the same-day buy listed under its
 * sell came first). No transaction id: externalId stays null.
 */
const LAYOUTS: readonly EtradeLayout[] = [CLASSIC_LAYOUT, ALL_TRANSACTIONS_LAYOUT];
/** The header follows a short preamble: account line, title, "Total:" line and blanks. */
const PREAMBLE_LIMIT = 12;
const TRADE_HOUR = 12;
const CLOSE_HOUR = 16;

export const etradeImporter: CsvImporter = {
  platform: 'etrade',
  formatName: 'an E*TRADE transaction history (DownloadTxnHistory.csv)',
  expectedHeader: `${CLASSIC_LAYOUT.header} (classic) or ${ALL_TRANSACTIONS_LAYOUT.header} (All Transactions)`,

  detect(file) {
    return findHeader(file.records()) !== null;
  },

  // No time zone option: E*TRADE dates are New York trade dates whatever zone the user imports from.
  parse(file) {
    const records = file.records();
    const found = findHeader(records);
    if (!found) throw new ImportFormatError(`This file does not look like ${this.formatName}: expected a header with ${this.expectedHeader}.`);
    const { layout, index } = found;
    const columns = layout.columnsOf(new HeaderIndex(records[index]!, 'The E*TRADE export'));
    const rows = records
      .slice(index + 1)
      .filter((record) => !layout.isHeader(record))
      .map((record) => readRow(record, columns));
    return executionsOf(rows, layout.accountOf(records.slice(0, index)));
  },
};

function findHeader(records: readonly CsvRecord[]): { layout: EtradeLayout; index: number } | null {
  for (const [index, record] of records.slice(0, PREAMBLE_LIMIT).entries()) {
    const layout = LAYOUTS.find((candidate) => candidate.isHeader(record));
    if (layout) return { layout, index };
  }
  return null;
}

function executionsOf(rows: readonly EtradeRow[], accountId: string): CsvParseResult {
  const fills = rows.flatMap((row) => (row.kind === 'fill' ? [row.fill] : []));
  const chronological = listedOldestFirst(rows) ? fills : [...fills].reverse();
  // Stable: fills of one date keep the (reversed) file order.
  const executions = chronological.map((fill) => executionOf(fill, accountId)).sort((a, b) => a.executedAtMs - b.executedAtMs);
  return { executions, warnings: warningsOf(rows, fills) };
}

/** E*TRADE lists newest first; a file whose first date is older than its last was sorted the other way. */
function listedOldestFirst(rows: readonly EtradeRow[]): boolean {
  const dates = rows.flatMap((row) => (row.kind === 'note' ? [] : [row.listedDate]));
  return dates.length > 1 && dates[0]! < dates[dates.length - 1]!;
}

function executionOf(fill: EtradeFill, accountId: string): ImportedExecution {
  const [year, month, day] = fill.date.split('-').map(Number) as [number, number, number];
  const hour = fill.kind === 'option event' ? CLOSE_HOUR : TRADE_HOUR;
  return {
    line: fill.line,
    accountId,
    instrument: fill.instrument,
    side: fill.side,
    quantity: fill.quantity,
    price: fill.price,
    commission: fill.commission,
    fees: fill.fees,
    executedAtMs: zonedWallClockToUtc({ year, month, day, hour, minute: 0, second: 0 }, NEW_YORK).getTime(),
    externalId: null,
    timeNotGiven: true as const,
    ...(fill.positionEffect ? { positionEffect: fill.positionEffect } : {}),
    ...(fill.statedAmount === undefined ? {} : { statedAmount: fill.statedAmount }),
    ...(fill.closeKind ? { closeKind: fill.closeKind } : {}),
  };
}

function warningsOf(rows: readonly EtradeRow[], fills: readonly EtradeFill[]): string[] {
  const warnings: string[] = [];
  if (fills.length > 0) warnings.push('E*TRADE gives dates but no times: trades are placed at 12:00 New York time (options that expired or were assigned at 16:00), in file order within a day.');
  const skipped = new Map<string, number>();
  for (const row of rows) if (row.kind === 'skipped') skipped.set(row.label, (skipped.get(row.label) ?? 0) + 1);
  const skippedCount = [...skipped.values()].reduce((sum, count) => sum + count, 0);
  if (skippedCount > 0) {
    const labels = [...skipped].map(([label, count]) => (count > 1 ? `${label} ×${count}` : label));
    const what = skippedCount === 1 ? '1 row that is not a trade was' : `${skippedCount} rows that are not trades were`;
    warnings.push(`${what} skipped: ${labels.join(', ')}.`);
  }
  // A row that undoes a trade is skipped like any other, but the trade it undoes stays imported.
  const undoing = rows.flatMap((row) => (row.kind === 'skipped' && /cancel|revers|correct/i.test(row.label) ? [row.line] : []));
  if (undoing.length > 0) warnings.push(`Cancellations or corrections on ${lineList(undoing)} were not applied: the trades they undo are still imported, so check those positions.`);
  const untyped = fills.filter((fill) => fill.kind === 'untyped trade').length;
  if (untyped > 0) warnings.push(`${plural(untyped, 'trade')} had no transaction type ("0"): buy or sell was read from the sign of Quantity.`);
  const events = fills.filter((fill) => fill.kind === 'option event').length;
  if (events > 0) warnings.push(`${plural(events, 'option expiration or assignment', 'option expirations or assignments')} imported as closing fills at 0.00 (an assignment's shares come in their own Bought or Sold row).`);
  const mismatches = fills.filter((fill) => fill.amountMismatch).map((fill) => fill.line);
  if (mismatches.length > 0) warnings.push(`Amount is far from Quantity × Price on ${lineList(mismatches)}: check those rows.`);
  return warnings;
}

function lineList(lines: readonly number[]): string {
  return `line${lines.length === 1 ? '' : 's'} ${lines.slice(0, 5).join(', ')}${lines.length > 5 ? ', …' : ''}`;
}

function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
