import { groupKeyOf, type ImportedExecution, ImportRowError } from '../../../../trades';
import type { CsvParseResult } from '../../csv-importer';
import { cell, type CsvRecord } from '../../csv-records';
import type { Columns } from './generic-columns';
import { executionOf, priceOf } from './generic-fills';
import { instantOf } from './generic-values';

/**
 * Rows that are whole trades (a journal's or a spreadsheet's export: entry and exit on one row)
 * become the two fills they were: the entry on the row's side, and, unless the trade is still
 * open (no exit date and no exit price), the exit on the other side. The journal then matches
 * them as it matches any fills, so these trades sit with fills imported from brokers, and a
 * re-import, or an open trade's later close, adds nothing twice. The row's costs go with its entry.
 */
export function fillsOfWholeTrades(rows: readonly CsvRecord[], columns: Columns, timeZone: string): CsvParseResult {
  const trades = rows.map((record) => fillsOfTrade(record, columns, timeZone));
  const executions = trades.flat().sort((a, b) => a.executedAtMs - b.executedAtMs);
  const overlapping = overlappingTradeCount(trades);
  return { executions, warnings: overlapping > 0 ? [overlapWarning(overlapping)] : [] };
}

function fillsOfTrade(record: CsvRecord, columns: Columns, timeZone: string): ImportedExecution[] {
  const read = executionOf(record, columns, timeZone, 'trade');
  const tradeId = read.externalId;
  // The entry keeps its id whether the trade is open or closed, so a later export that closes it adds only the exit.
  const entry = { ...read, externalId: tradeId && `${tradeId}:entry` };
  const exitDate = cell(record, columns.exitDate);
  const exitTime = cell(record, columns.exitTime);
  const exitPrice = cell(record, columns.exitPrice);
  if (exitDate === '' && exitTime === '' && exitPrice === '') return [entry];
  const fail = (reason: string) => new ImportRowError(record.line, reason);
  if (exitPrice === '') throw fail(`Exit date "${[exitDate, exitTime].filter(Boolean).join(' ')}" has no exit price`);
  if (exitDate === '') throw fail(`Exit price "${exitPrice}" has no exit date`);
  const exitAt = instantOf(exitDate, exitTime, timeZone);
  if (!exitAt) throw fail(`Exit date "${[exitDate, exitTime].filter(Boolean).join(' ')}" is not a date and time`);
  if (exitAt.getTime() < entry.executedAtMs) throw fail('The exit is before the entry');
  return [
    entry,
    {
      ...entry,
      side: entry.side === 'BUY' ? 'SELL' : 'BUY',
      price: priceOf(record, columns.exitPrice, 'Exit price'),
      commission: '0',
      fees: '0',
      executedAtMs: exitAt.getTime(),
      externalId: tradeId && `${tradeId}:exit`,
    },
  ];
}

/**
 * Trades of one account and instrument that overlap in time (one opened before another closed)
 * are one position to FIFO matching, so they make one round trip: closed, their P&L adds up the
 * same, but the count of trades differs, which the user is told.
 */
function overlappingTradeCount(trades: readonly ImportedExecution[][]): number {
  const spans = trades.map(([entry, exit]) => ({ group: groupKeyOf(entry!), start: entry!.executedAtMs, end: exit ? exit.executedAtMs : Infinity }));
  spans.sort((a, b) => a.start - b.start);
  const latestEnd = new Map<string, number>();
  let overlapping = 0;
  for (const { group, start, end } of spans) {
    const previousEnd = latestEnd.get(group);
    if (previousEnd !== undefined && start < previousEnd) overlapping += 1;
    latestEnd.set(group, Math.max(end, previousEnd ?? -Infinity));
  }
  return overlapping;
}

function overlapWarning(count: number): string {
  const trades = count === 1 ? '1 trade overlaps' : `${count} trades overlap`;
  return `${trades} an earlier trade of the same account and symbol: matched first in, first out, they make one round trip, so fewer trades are stored than the file has rows (the P&L of closed trades adds up the same).`;
}
