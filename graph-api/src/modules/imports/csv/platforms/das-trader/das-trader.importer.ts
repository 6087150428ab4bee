import { type ImportedExecution, ImportFormatError, ImportRowError } from '../../../../trades/domain/execution';
import { parseDecimalText, isNegativeDecimal } from '../../../../trades/domain/decimal-text';
import type { CsvImporter, CsvImportOptions, CsvParseResult } from '../../csv-importer';
import { cell, type CsvRecord, HeaderIndex } from '../../csv-records';
import { instantReader, instrumentReader, sharedText } from './das-row-readers';

/**
 * DAS Trader Pro's Trades window export: one row per execution, columns chosen by the user (so
 * found by name), no date (the user gives it) and no zone (the user's), rows not in time order,
 * a trailing comma on every line. "SS" is the order's route instruction, not a position effect:
 * it can close a long, so it is read as a plain SELL and the matcher works out open and close.
 */
const SIDES: ReadonlyMap<string, 'BUY' | 'SELL'> = new Map([['B', 'BUY'], ['BC', 'BUY'], ['S', 'SELL'], ['SS', 'SELL']]);

function isDasHeader(record: CsvRecord): boolean {
  const header = new HeaderIndex(record);
  return header.has('Time') && (header.has('Symb') || header.has('Symbol')) && header.has('Side') && header.has('Price') && header.has('Qty') && !header.has('T/D');
}

export const dasTraderImporter: CsvImporter = {
  platform: 'das_trader',
  formatName: 'a DAS Trader Trades window export',
  expectedHeader: 'Time, Symbol (or Symb), Side, Price, Qty',

  detect(records) {
    const first = records[0];
    return first !== undefined && isDasHeader(first);
  },

  parse(records, options) {
    const headerRecord = records[0];
    if (!headerRecord || !isDasHeader(headerRecord)) throw new ImportFormatError(`This file does not look like ${this.formatName}: expected a header with ${this.expectedHeader}.`);
    return parseRows(new HeaderIndex(headerRecord, 'The DAS Trader export'), records, options);
  },
};

interface DasColumns {
  time: number;
  symbol: number;
  side: number;
  price: number;
  quantity: number;
  account: number;
  ecnFee: number;
}

function columnsOf(header: HeaderIndex): DasColumns {
  return {
    time: header.column('Time'),
    symbol: header.column('Symbol', 'Symb'),
    side: header.column('Side'),
    price: header.column('Price'),
    quantity: header.column('Qty'),
    account: header.optionalColumn('Account'),
    ecnFee: header.optionalColumn('ECNFee', 'ECN Fee'),
  };
}

function parseRows(header: HeaderIndex, records: readonly CsvRecord[], options: CsvImportOptions): CsvParseResult {
  const columns = columnsOf(header);
  const instantOf = instantReader(options);
  const instrumentOf = instrumentReader();
  const shared = sharedText();
  const executions: ImportedExecution[] = [];
  // Records after the header; indexed rather than sliced, a 10 MB export has 175 000 of them.
  for (let index = 1; index < records.length; index += 1) {
    const record = records[index]!;
    const executedAt = instantOf(record, cell(record, columns.time));
    const rawSide = cell(record, columns.side);
    const side = SIDES.get(rawSide) ?? SIDES.get(rawSide.toUpperCase());
    if (!side) throw new ImportRowError(record.line, `Unknown side "${rawSide}" (expected B, S or SS)`);
    const quantity = shared(positiveNumber(record, cell(record, columns.quantity), 'Quantity'));
    const price = parseDecimalText(cell(record, columns.price));
    if (price === null || isNegativeDecimal(price)) throw new ImportRowError(record.line, `Price "${cell(record, columns.price)}" is not a price`);
    const ecnFee = columns.ecnFee < 0 || cell(record, columns.ecnFee) === '' ? '0' : parseDecimalText(cell(record, columns.ecnFee));
    if (ecnFee === null) throw new ImportRowError(record.line, `ECN fee "${cell(record, columns.ecnFee)}" is not a number`);
    const instrument = instrumentOf(record, cell(record, columns.symbol));
    executions.push({
      line: record.line,
      accountId: shared(cell(record, columns.account)),
      instrument,
      side,
      quantity,
      price,
      commission: '0',
      fees: ecnFee,
      executedAt: new Date(executedAt),
      externalId: null,
    });
  }
  return { executions, warnings: [] };
}

function positiveNumber(record: CsvRecord, raw: string, label: string): string {
  const value = parseDecimalText(raw);
  if (value === null) throw new ImportRowError(record.line, `${label} "${raw}" is not a number`);
  if (value === '0' || isNegativeDecimal(value)) throw new ImportRowError(record.line, `${label} "${raw}" must be more than 0`);
  return value;
}
