import Big from 'big.js';
import { canonicalDecimal, type ExecutionSide, type ImportedExecution, ImportFormatError, ImportRowError, type Instrument, InstrumentError, isNegativeDecimal, isValidWallClock, parseOccSymbol, stockInstrument, unmarkedSaleEffect, zonedWallClockToUtc } from '../../../../trades';
import type { CsvImporter, CsvImportOptions, CsvParseResult } from '../../csv-importer';
import { cell, type CsvRecord, HeaderIndex } from '../../csv-records';
import { parseTradeZeroNumber } from './tradezero-numbers';

/**
 * TradeZero's Trade History export: one row per execution, in no particular order, unsigned
 * quantities, positive fees split over seven columns (the smallest in scientific notation), signed
 * Gross/Net Proceeds, an empty Note giving every line a trailing comma. T/D and Exec Time carry no
 * zone, so they are read in the zone the user gives. No execution id: externalId stays null.
 * SS (short sale) and BC (buy to cover) say whether the fill opens or closes, so a plain S of
 * shares closes too (see unmarkedSaleEffect). The numeric Type
 * column (2, 3) has no documented meaning, so it is not read.
 */
const SIDES: Readonly<Record<string, { side: ExecutionSide; positionEffect?: 'open' | 'close' }>> = {
  B: { side: 'BUY' },
  S: { side: 'SELL' },
  SS: { side: 'SELL', positionEffect: 'open' },
  BC: { side: 'BUY', positionEffect: 'close' },
};
/** Everything but the commission: regulatory (SEC, TAF), clearing (NSCC), exchange and ECN fees. */
const FEE_COLUMNS = ['SEC', 'TAF', 'NSCC', 'Nasdaq', 'ECN Remove', 'ECN Add'] as const;
/** Net Proceeds repeat the fees; a larger gap than rounding means a fee column we do not know. */
const PROCEEDS_TOLERANCE = new Big('0.01');

function isTradeZeroHeader(record: CsvRecord): boolean {
  const header = new HeaderIndex(record);
  return ['Account', 'T/D', 'S/D', 'Side', 'Symbol', 'Qty', 'Price', 'Exec Time'].every((name) => header.has(name));
}

export const tradeZeroImporter: CsvImporter = {
  platform: 'tradezero',
  formatName: 'a TradeZero Trade History export',
  expectedHeader: 'Account, T/D, S/D, Currency, Type, Side, Symbol, Qty, Price, Exec Time, Comm, SEC, TAF, NSCC, Nasdaq, ECN Remove, ECN Add, Gross Proceeds, Net Proceeds',

  detect(file) {
    return file.size > 0 && isTradeZeroHeader(file.record(0));
  },

  parse(file, options) {
    const [headerRecord, ...rows] = file.records();
    if (!headerRecord || !isTradeZeroHeader(headerRecord)) throw new ImportFormatError(`This file does not look like ${this.formatName}: expected a header with ${this.expectedHeader}.`);
    return parseRows(new HeaderIndex(headerRecord, 'The TradeZero export'), rows, options);
  },
};

type Columns = ReturnType<typeof columnsOf>;

function columnsOf(header: HeaderIndex) {
  return {
    account: header.column('Account'),
    tradeDate: header.column('T/D'),
    currency: header.optionalColumn('Currency'),
    side: header.column('Side'),
    symbol: header.column('Symbol'),
    quantity: header.column('Qty'),
    price: header.column('Price'),
    execTime: header.column('Exec Time'),
    commission: header.optionalColumn('Comm'),
    fees: FEE_COLUMNS.map((name) => ({ name, position: header.optionalColumn(name) })),
    gross: header.optionalColumn('Gross Proceeds'),
    net: header.optionalColumn('Net Proceeds'),
  };
}

function parseRows(header: HeaderIndex, rows: readonly CsvRecord[], options: CsvImportOptions): CsvParseResult {
  const columns = columnsOf(header);
  const executions: ImportedExecution[] = [];
  const proceedsMismatches: number[] = [];
  for (const record of rows) {
    if (cell(record, columns.tradeDate) === 'T/D') continue; // header repeated
    const execution = executionOf(record, columns, options.timeZone);
    if (!proceedsAgree(record, columns, execution)) proceedsMismatches.push(record.line);
    // The cash TradeZero says the fill moved: the broker's side of the reconciliation (docs/importing.md).
    const net = columns.net < 0 ? null : parseTradeZeroNumber(cell(record, columns.net));
    executions.push(net === null ? execution : { ...execution, statedAmount: net });
  }
  const warnings = proceedsMismatches.length === 0 ? [] : [`Gross minus Net Proceeds differs from the fee columns on ${lineList(proceedsMismatches)}: a fee may be missing from the import.`];
  // Stable: fills of the same second keep the file's order.
  return { executions: executions.sort((a, b) => a.executedAtMs - b.executedAtMs), warnings };
}

function executionOf(record: CsvRecord, columns: Columns, timeZone: string): ImportedExecution {
  const fail = (reason: string) => new ImportRowError(record.line, reason);
  const currency = cell(record, columns.currency).toUpperCase();
  if (currency !== '' && currency !== 'USD') throw fail(`Currency "${cell(record, columns.currency)}" is not supported (only USD)`);
  const rawSide = cell(record, columns.side);
  const side = SIDES[rawSide.toUpperCase()];
  if (!side) throw fail(`Unknown side "${rawSide}" (expected B, S, SS or BC)`);
  const executedAt = instantOf(cell(record, columns.tradeDate), cell(record, columns.execTime), timeZone);
  if (!executedAt) throw fail(`T/D "${cell(record, columns.tradeDate)}" and Exec Time "${cell(record, columns.execTime)}" are not a date (MM/DD/YYYY) and time (HH:MM:SS)`);
  const quantity = parseTradeZeroNumber(cell(record, columns.quantity));
  if (quantity === null || quantity === '0' || isNegativeDecimal(quantity)) throw fail(`Qty "${cell(record, columns.quantity)}" is not a number of shares`);
  const price = parseTradeZeroNumber(cell(record, columns.price));
  if (price === null || isNegativeDecimal(price)) throw fail(`Price "${cell(record, columns.price)}" is not a price`);
  const amount = (position: number, label: string) => {
    const raw = cell(record, position);
    if (raw === '') return new Big(0);
    const value = parseTradeZeroNumber(raw);
    if (value === null) throw fail(`${label} "${raw}" is not a number`);
    return new Big(value);
  };
  const fees = columns.fees.reduce((sum, { name, position }) => sum.plus(amount(position, name)), new Big(0));
  const instrument = instrumentOf(record, cell(record, columns.symbol));
  return {
    line: record.line,
    accountId: cell(record, columns.account),
    instrument,
    side: side.side,
    quantity,
    price,
    commission: decimal(amount(columns.commission, 'Comm')),
    fees: decimal(fees),
    executedAtMs: executedAt.getTime(),
    externalId: null,
    ...positionEffectOf(side, instrument),
  };
}

function positionEffectOf({ side, positionEffect }: (typeof SIDES)[string], instrument: Instrument): Pick<ImportedExecution, 'positionEffect'> {
  const effect = positionEffect ?? (side === 'SELL' ? unmarkedSaleEffect(instrument) : undefined);
  return effect ? { positionEffect: effect } : {};
}

/** Options come as OCC symbols; anything else that looks like one is refused rather than priced as shares. */
function instrumentOf(record: CsvRecord, symbol: string): Instrument {
  try {
    const option = parseOccSymbol(symbol);
    if (option) return option;
    if (/\d{6}[CP]\d/i.test(symbol)) throw new InstrumentError(`"${symbol}" looks like an option but is not an OCC symbol (like AAPL240119C00190000)`);
    return stockInstrument(symbol);
  } catch (error) {
    if (error instanceof InstrumentError) throw new ImportRowError(record.line, error.message);
    throw error;
  }
}

function proceedsAgree(record: CsvRecord, columns: Columns, execution: ImportedExecution): boolean {
  const gross = parseTradeZeroNumber(cell(record, columns.gross));
  const net = parseTradeZeroNumber(cell(record, columns.net));
  if (gross === null || net === null) return true;
  const costs = new Big(execution.commission).plus(execution.fees);
  return new Big(gross).minus(net).minus(costs).abs().lte(PROCEEDS_TOLERANCE);
}

const DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/;
const TIME = /^(\d{1,2}):(\d{2}):(\d{2})$/;

function instantOf(dateText: string, timeText: string, timeZone: string): Date | null {
  const date = DATE.exec(dateText);
  const time = TIME.exec(timeText);
  if (!date || !time) return null;
  const year = date[3]!.length === 2 ? 2000 + Number(date[3]) : Number(date[3]);
  const wall = { year, month: Number(date[1]), day: Number(date[2]), hour: Number(time[1]), minute: Number(time[2]), second: Number(time[3]) };
  return isValidWallClock(wall) ? zonedWallClockToUtc(wall, timeZone) : null;
}

function lineList(lines: readonly number[]): string {
  const shown = lines.slice(0, 5).join(', ');
  return `line${lines.length === 1 ? '' : 's'} ${shown}${lines.length > 5 ? ', …' : ''}`;
}

const decimal = (value: Big) => canonicalDecimal(value.toFixed());
