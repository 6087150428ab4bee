import { type ImportedExecution, ImportFormatError, ImportRowError, isNegativeDecimal, parseDecimalText } from '../../../../trades';
import type { CsvImporter, CsvImportOptions, CsvParseResult } from '../../csv-importer';
import { CellMemo } from '../../cell-memo';
import { type CsvRecord, HeaderIndex } from '../../csv-records';
import { CellSpan, type CsvTable } from '../../csv-table';
import { instantReader, instrumentOf } from './das-row-readers';

/**
 * DAS Trader Pro's Trades window export: one row per execution, columns chosen by the user (so
 * found by name), no date (the user gives it) and no zone (the user's), rows not in time order,
 * a trailing comma on every line. "SS" is the order's route instruction, not a position effect:
 * it can close a long, so it is read as a plain SELL and the matcher works out open and close.
 * A plain "B" may cover a short held from an earlier day (the file holds one day): DAS writes a
 * realized P / L only on closing fills, so a B with a P / L other than 0 is read as a close, and a
 * cover with no short before it in the journal stays out of P&L instead of opening a phantom long.
 */
// SS may close what is left of a long (see above), so only S (a sale of shares held) and BC close.
const SIDES: ReadonlyMap<string, Pick<ImportedExecution, 'side' | 'positionEffect'>> = new Map<string, Pick<ImportedExecution, 'side' | 'positionEffect'>>([
  ['B', { side: 'BUY' }],
  ['BC', { side: 'BUY', positionEffect: 'close' }],
  ['S', { side: 'SELL', positionEffect: 'close' }],
  ['SS', { side: 'SELL' }],
]);

function isDasHeader(record: CsvRecord): boolean {
  const header = new HeaderIndex(record);
  return header.has('Time') && (header.has('Symb') || header.has('Symbol')) && header.has('Side') && header.has('Price') && header.has('Qty') && !header.has('T/D');
}

export const dasTraderImporter: CsvImporter = {
  platform: 'das_trader',
  formatName: 'a DAS Trader Trades window export',
  expectedHeader: 'Time, Symbol (or Symb), Side, Price, Qty',

  detect(file) {
    return file.size > 0 && isDasHeader(file.record(0));
  },

  parse(file, options) {
    if (!this.detect(file)) throw new ImportFormatError(`This file does not look like ${this.formatName}: expected a header with ${this.expectedHeader}.`);
    return parseRows(file, columnsOf(new HeaderIndex(file.record(0), 'The DAS Trader export')), options);
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
  profitAndLoss: number;
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
    profitAndLoss: header.optionalColumn('P / L', 'P/L'),
  };
}

/**
 * Reads the rows after the header in place, without a record object or a string per cell: a
 * 10 MB export has 175 000 rows. The columns whose values repeat (side, quantity, fee, symbol,
 * account) are read once per distinct text; prices are mostly distinct and are cut as they are.
 */
function parseRows(file: CsvTable, columns: DasColumns, options: CsvImportOptions): CsvParseResult {
  const instantOf = instantReader(options);
  const sides = new CellMemo(sideOf);
  const quantities = new CellMemo(quantityOf);
  const ecnFees = new CellMemo(ecnFeeOf);
  const realized = new CellMemo(realizedProfitOrLoss);
  const instruments = new CellMemo(instrumentOf);
  const accounts = new CellMemo((account: string) => account);
  const span = new CellSpan();
  const executions: ImportedExecution[] = [];
  for (let index = 1; index < file.size; index += 1) {
    const line = file.lineOf(index);
    const executedAtMs = instantOf(file.readCell(index, columns.time, span), line);
    const { side, positionEffect: marked } = sides.get(file.readCell(index, columns.side, span), line);
    const statedPnl = realized.get(file.readCell(index, columns.profitAndLoss, span), line);
    const positionEffect = side === 'BUY' && marked === undefined && statedPnl !== null && statedPnl !== '0' ? 'close' : marked;
    const quantity = quantities.get(file.readCell(index, columns.quantity, span), line);
    const price = priceOf(file.readCell(index, columns.price, span).toString(), line);
    const fees = ecnFees.get(file.readCell(index, columns.ecnFee, span), line);
    const instrument = instruments.get(file.readCell(index, columns.symbol, span), line);
    const accountId = accounts.get(file.readCell(index, columns.account, span), line);
    const execution: ImportedExecution = { line, accountId, instrument, side, quantity, price, commission: '0', fees, executedAtMs, externalId: null, positionEffect };
    if (statedPnl !== null) execution.statedPnl = statedPnl;
    executions.push(execution);
  }
  return { executions, warnings: [] };
}

function sideOf(raw: string, line: number): Pick<ImportedExecution, 'side' | 'positionEffect'> {
  const side = SIDES.get(raw) ?? SIDES.get(raw.toUpperCase());
  if (!side) throw new ImportRowError(line, `Unknown side "${raw}" (expected B, S or SS)`);
  return side;
}

function quantityOf(raw: string, line: number): string {
  const value = parseDecimalText(raw);
  if (value === null) throw new ImportRowError(line, `Quantity "${raw}" is not a number`);
  if (value === '0' || isNegativeDecimal(value)) throw new ImportRowError(line, `Quantity "${raw}" must be more than 0`);
  return value;
}

function priceOf(raw: string, line: number): string {
  const price = parseDecimalText(raw);
  if (price === null || isNegativeDecimal(price)) throw new ImportRowError(line, `Price "${raw}" is not a price`);
  return price;
}

/** The realized profit or loss a P / L cell states (a blank cell, or no column, states none: null). */
function realizedProfitOrLoss(raw: string, line: number): string | null {
  if (raw === '') return null;
  const value = parseDecimalText(raw);
  if (value === null) throw new ImportRowError(line, `P / L "${raw}" is not a number`);
  return value;
}

/** A blank fee cell, or no fee column, is no fee. */
function ecnFeeOf(raw: string, line: number): string {
  if (raw === '') return '0';
  const fee = parseDecimalText(raw);
  if (fee === null) throw new ImportRowError(line, `ECN fee "${raw}" is not a number`);
  return fee;
}
