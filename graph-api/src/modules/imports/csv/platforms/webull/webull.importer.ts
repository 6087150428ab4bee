import { type ExecutionSide, type ImportedExecution, ImportFormatError, ImportRowError, type Instrument, InstrumentError, isNegativeDecimal, parseDecimalText, parseOccSymbol, type PositionEffect, stockInstrument, unmarkedSaleEffect } from '../../../../trades';
import type { CsvImporter, CsvParseResult } from '../../csv-importer';
import { cell, type CsvRecord, HeaderIndex } from '../../csv-records';
import { webullInstant } from './webull-time';

/**
 * Webull's Orders Records export, stocks and options: one row per ORDER, newest first.
 * - What filled is `Filled` (quantity) at `Avg Price`; `Status` is not enough, as a Cancelled order
 *   can have filled in part. `Total Qty` and `Price` (the limit, "@"-prefixed) are what was asked.
 * - Side Buy / Sell / Short; a cover is a Buy. No open/close flag, no commission or fee columns. As
 *   short sales are marked, a stock's plain Sell closes (see unmarkedSaleEffect).
 * - Options are unpadded OCC codes (`GLD260309P00466000`), in contracts. A multi-leg order is a
 *   parent row (Name "SPXW Vertical", no Symbol) followed by one row per leg (no Name) holding the
 *   leg's own fill; the legs are the executions, the parent's net price is not one.
 * - Names have no commas (Webull writes "Leonardo DRS  Inc."), so rows never need realigning.
 */
const SIDES: Readonly<Record<string, ExecutionSide>> = { BUY: 'BUY', SELL: 'SELL', SHORT: 'SELL' };

function positionEffectOf(rawSide: string, instrument: Instrument): PositionEffect | undefined {
  if (rawSide === 'SHORT') return 'open';
  return rawSide === 'SELL' ? unmarkedSaleEffect(instrument) : undefined;
}

function isWebullHeader(record: CsvRecord): boolean {
  const header = new HeaderIndex(record);
  return ['Placed Time', 'Filled Time', 'Time-in-Force', 'Filled', 'Avg Price', 'Side', 'Symbol'].every((name) => header.has(name));
}

export const webullImporter: CsvImporter = {
  platform: 'webull',
  formatName: 'a Webull Orders Records export',
  expectedHeader: 'Name, Symbol, Side, Status, Filled, Total Qty, Price, Avg Price, Time-in-Force, Placed Time, Filled Time',

  detect(file) {
    return file.size > 0 && isWebullHeader(file.record(0));
  },

  parse(file) {
    const [headerRecord, ...rows] = file.records();
    if (!headerRecord || !isWebullHeader(headerRecord)) throw new ImportFormatError(`This file does not look like ${this.formatName}: expected a header with ${this.expectedHeader}.`);
    return parseOrders(columnsOf(new HeaderIndex(headerRecord, 'The Webull export')), rows);
  },
};

type Columns = ReturnType<typeof columnsOf>;

function columnsOf(header: HeaderIndex) {
  return {
    name: header.column('Name'),
    symbol: header.column('Symbol'),
    side: header.column('Side'),
    status: header.column('Status'),
    filled: header.column('Filled'),
    totalQuantity: header.column('Total Qty'),
    averagePrice: header.column('Avg Price'),
    filledTime: header.column('Filled Time'),
  };
}

function parseOrders(columns: Columns, rows: readonly CsvRecord[]): CsvParseResult {
  const executions: ImportedExecution[] = [];
  let unfilledOrders = 0;
  let partlyFilledCancelled = 0;
  for (const record of [...rows].reverse()) {
    const isLeg = cell(record, columns.name) === '';
    const isComboParent = !isLeg && cell(record, columns.symbol) === '';
    const filled = filledQuantityOf(record, cell(record, columns.filled));
    if (filled === '0') {
      if (!isLeg) unfilledOrders += 1;
      continue;
    }
    if (!isLeg && isPartOfCancelled(record, columns, filled)) partlyFilledCancelled += 1;
    if (isComboParent) continue;
    executions.push(executionOf(record, columns, filled));
  }
  // Oldest first by fill time: a GTC order placed early can fill after orders placed later.
  executions.sort((a, b) => a.executedAtMs - b.executedAtMs);
  return { executions, warnings: warningsOf(executions.length, unfilledOrders, partlyFilledCancelled) };
}

function executionOf(record: CsvRecord, columns: Columns, quantity: string): ImportedExecution {
  const rawSide = cell(record, columns.side);
  const side = SIDES[rawSide.toUpperCase()];
  if (!side) throw new ImportRowError(record.line, `Unknown side "${rawSide}" (expected Buy, Sell or Short)`);
  const rawPrice = cell(record, columns.averagePrice);
  const price = parseDecimalText(rawPrice);
  if (price === null || isNegativeDecimal(price)) throw new ImportRowError(record.line, `Avg Price "${rawPrice}" is not a price`);
  const rawTime = cell(record, columns.filledTime);
  const executedAt = webullInstant(rawTime);
  if (!executedAt) throw new ImportRowError(record.line, `Filled Time "${rawTime}" is not a time (MM/DD/YYYY HH:MM:SS and a zone such as EST or GMT-04)`);
  const instrument = instrumentOf(record, cell(record, columns.symbol));
  const positionEffect = positionEffectOf(rawSide.toUpperCase(), instrument);
  return {
    line: record.line,
    accountId: '',
    instrument,
    side,
    quantity,
    price,
    commission: '0',
    fees: '0',
    executedAtMs: executedAt.getTime(),
    // An order, not an execution: Webull gives it no id; the dedupe fingerprint covers it.
    externalId: null,
    ...(positionEffect ? { positionEffect } : {}),
  };
}

function filledQuantityOf(record: CsvRecord, raw: string): string {
  const filled = parseDecimalText(raw);
  if (filled === null || isNegativeDecimal(filled)) throw new ImportRowError(record.line, `Filled "${raw}" is not a quantity`);
  return filled;
}

function isPartOfCancelled(record: CsvRecord, columns: Columns, filled: string): boolean {
  return cell(record, columns.status).toLowerCase() === 'cancelled' && parseDecimalText(cell(record, columns.totalQuantity)) !== filled;
}

function instrumentOf(record: CsvRecord, symbol: string): Instrument {
  try {
    return parseOccSymbol(symbol) ?? stockInstrument(symbol);
  } catch (error) {
    if (error instanceof InstrumentError) throw new ImportRowError(record.line, error.message);
    throw error;
  }
}

function warningsOf(fills: number, unfilledOrders: number, partlyFilledCancelled: number): string[] {
  const warnings: string[] = [];
  if (fills > 0) warnings.push('Webull’s order export has no commissions or fees: P&L from this file is before costs.');
  if (unfilledOrders > 0) warnings.push(`${unfilledOrders} ${unfilledOrders === 1 ? 'order' : 'orders'} that did not fill (cancelled, rejected or expired) skipped.`);
  if (partlyFilledCancelled > 0) {
    warnings.push(`${partlyFilledCancelled} cancelled ${partlyFilledCancelled === 1 ? 'order' : 'orders'} had filled in part: the filled quantity is imported.`);
  }
  return warnings;
}
