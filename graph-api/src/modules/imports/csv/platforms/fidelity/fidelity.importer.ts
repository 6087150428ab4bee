import { absDecimal, type ImportedExecution, ImportFormatError, ImportRowError, type Instrument, InstrumentError, isNegativeDecimal, isValidWallClock, NEW_YORK, parseDecimalText, type PositionEffect, unmarkedSaleEffect, zonedWallClockToUtc } from '../../../../trades';
import type { CsvImporter, CsvParseResult } from '../../csv-importer';
import { cell, type CsvRecord, HeaderIndex } from '../../csv-records';
import { statedAmountOf } from '../../stated-amount';
import { type FidelityAction, fidelityActionOf } from './fidelity-actions';
import { fidelityInstrument, isCusip, isFidelityOptionSymbol } from './fidelity-symbols';

/**
 * Fidelity's Accounts History (all accounts) and History_for_Account (one account) CSVs.
 * - A BOM and blank lines (older exports: a "Brokerage" line too) come before the header, and a
 *   quoted multi-line disclaimer plus "Date downloaded …" after the data: one-cell records.
 * - Columns are read by name: the two layouts swap Price and Quantity, and only the all-accounts
 *   one has Account / Account Number. Older exports put a space before every field (trimmed).
 * - Rows are transactions, newest first, dated but not timed. Quantity is signed, empty cells are "".
 */
const HEADER_SEARCH_DEPTH = 10;
const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/**
 * The time given to every fill, as the file has none: noon in New York, the zone of Fidelity's trade
 * dates. Noon is the instant furthest from both ends of that day, so every fill shows on its trade
 * date in any zone within 11 hours of New York (all the US). Fills of one day share the instant and
 * keep the file's order; the same row always gets the same time, so importing an overlapping file
 * again recognises it.
 */
const ASSUMED_TIME = { hour: 12, minute: 0, second: 0 };

function isFidelityHeader(record: CsvRecord): boolean {
  const header = new HeaderIndex(record);
  return HeaderIndex.key(record.cells[0] ?? '') === 'run date' && header.has('Action') && header.has('Amount ($)');
}

function findHeader(records: readonly CsvRecord[]): number {
  return records.slice(0, HEADER_SEARCH_DEPTH).findIndex(isFidelityHeader);
}

export const fidelityImporter: CsvImporter = {
  platform: 'fidelity',
  formatName: 'a Fidelity Accounts History export',
  expectedHeader: 'Run Date, Action, Symbol, Price ($), Quantity, Commission ($), Fees ($), Amount ($)',

  detect(file) {
    return findHeader(file.records()) >= 0;
  },

  parse(file, options) {
    const records = file.records();
    const headerPosition = findHeader(records);
    const headerRecord = records[headerPosition];
    if (!headerRecord) throw new ImportFormatError(`This file does not look like ${this.formatName}: expected a header with ${this.expectedHeader}.`);
    const columns = columnsOf(new HeaderIndex(headerRecord, 'The Fidelity export'));
    const parsed = parseRows(columns, records.slice(headerPosition + 1));
    if (columns.account >= 0 || parsed.executions.length === 0) return parsed;
    return withAccountOfFileName(parsed, options.fileName ?? '');
  },
};

type Columns = ReturnType<typeof columnsOf>;

function columnsOf(header: HeaderIndex) {
  const required = {
    runDate: header.column('Run Date'),
    action: header.column('Action'),
    symbol: header.column('Symbol'),
    price: header.column('Price ($)', 'Price'),
    quantity: header.column('Quantity'),
    commission: header.column('Commission ($)', 'Commission'),
    fees: header.column('Fees ($)', 'Fees'),
  };
  return {
    ...required,
    lastRequired: Math.max(...Object.values(required)),
    description: header.optionalColumn('Description', 'Security Description'),
    account: header.optionalColumn('Account Number', 'Account'),
    amount: header.optionalColumn('Amount ($)', 'Amount'),
  };
}

/** `History_for_Account_Z25686771.csv`, also as the browser saves a second copy: `… (7).csv`. */
const SINGLE_ACCOUNT_FILE = /History_for_Account_([A-Z0-9]+)/i;

/**
 * The single-account layout has no Account Number column, but Fidelity names the download after the
 * account. Its fills take that account, as the all-accounts layout's do, so a trader who imports
 * both layouts of one account has each fill recognised as already imported (same account, date,
 * symbol, side, quantity and price), not counted twice (issue 27). A renamed file is said to be kept apart.
 */
function withAccountOfFileName(parsed: CsvParseResult, fileName: string): CsvParseResult {
  const account = SINGLE_ACCOUNT_FILE.exec(fileName)?.[1]?.toUpperCase();
  if (!account) {
    return {
      ...parsed,
      warnings: [
        ...parsed.warnings,
        'This single-account history names no account (Fidelity downloads it as History_for_Account_<account number>.csv): its fills are kept apart from the Accounts History, so importing both layouts of the account would count them twice. Import it under its downloaded name.',
      ],
    };
  }
  return { ...parsed, executions: parsed.executions.map((execution) => ({ ...execution, accountId: account })) };
}

interface DatedExecution {
  date: string;
  execution: ImportedExecution;
}

type RowOutcome = { kind: 'fill'; dated: DatedExecution } | { kind: 'not-a-trade' } | { kind: 'bond' };

function parseRows(columns: Columns, rows: readonly CsvRecord[]): CsvParseResult {
  const dated: DatedExecution[] = [];
  const skipped = { notTrades: 0, bonds: 0 };
  for (const record of rows) {
    if (isFooterText(record)) continue;
    const outcome = readRow(record, columns);
    if (outcome.kind === 'fill') dated.push(outcome.dated);
    else if (outcome.kind === 'bond') skipped.bonds += 1;
    else skipped.notTrades += 1;
  }
  return { executions: inTimeOrder(dated), warnings: warningsOf(dated.length, skipped) };
}

function readRow(record: CsvRecord, columns: Columns): RowOutcome {
  if (record.cells.length <= columns.lastRequired) {
    throw new ImportRowError(record.line, `The row has ${record.cells.length} fields; a Fidelity history row has at least ${columns.lastRequired + 1}`);
  }
  const date = dateOf(record, cell(record, columns.runDate));
  const action = fidelityActionOf(cell(record, columns.action));
  const symbol = cell(record, columns.symbol);
  if (action.kind === 'not-a-trade' || (action.kind === 'option-removal' && !isFidelityOptionSymbol(symbol))) return { kind: 'not-a-trade' };
  if (isCusip(symbol)) return { kind: 'bond' };
  const signedQuantity = signedQuantityOf(record, cell(record, columns.quantity));
  const common = {
    line: record.line,
    accountId: cell(record, columns.account),
    instrument: instrumentOf(record, symbol, `${cell(record, columns.action)} ${cell(record, columns.description)}`),
    quantity: absDecimal(signedQuantity),
    commission: costOf(record, cell(record, columns.commission), 'Commission'),
    fees: costOf(record, cell(record, columns.fees), 'Fees'),
    executedAtMs: zonedWallClockToUtc({ ...date.wall, ...ASSUMED_TIME }, NEW_YORK).getTime(),
    externalId: null,
    timeNotGiven: true as const,
    // Contracts that expired or were assigned leave with a blank Amount: no cash moved.
    ...statedAmountOf(cell(record, columns.amount) || (action.kind === 'fill' ? '' : '0')),
  };
  const execution: ImportedExecution =
    action.kind === 'fill'
      ? { ...common, side: action.side, price: priceOf(record, cell(record, columns.price)), positionEffect: positionEffectOf(action, common.instrument) }
      : // The contracts leave at no price; the quantity's sign says which way the position closes.
        { ...common, side: isNegativeDecimal(signedQuantity) ? 'SELL' : 'BUY', price: '0', positionEffect: 'close', ...(action.closeKind ? { closeKind: action.closeKind } : {}) };
  return { kind: 'fill', dated: { date: date.key, execution } };
}

/** Fidelity words short sales ("SHORT SALE"), so a sale it words plainly closes (see unmarkedSaleEffect). */
function positionEffectOf({ side, positionEffect }: Extract<FidelityAction, { kind: 'fill' }>, instrument: Instrument): PositionEffect | undefined {
  return positionEffect ?? (side === 'SELL' ? unmarkedSaleEffect(instrument) : undefined);
}

/** The disclaimer lines and "Date downloaded …" after the data are single cells that are not dates. */
function isFooterText(record: CsvRecord): boolean {
  return record.cells.length === 1 && !DATE.test(cell(record, 0));
}

function dateOf(record: CsvRecord, text: string) {
  const match = DATE.exec(text);
  if (match) {
    const wall = { year: Number(match[3]), month: Number(match[1]), day: Number(match[2]) };
    if (isValidWallClock({ ...wall, ...ASSUMED_TIME })) return { wall, key: `${match[3]}-${match[1]}-${match[2]}` };
  }
  throw new ImportRowError(record.line, `Run Date "${text}" is not a date (MM/DD/YYYY)`);
}

function signedQuantityOf(record: CsvRecord, raw: string): string {
  const quantity = parseDecimalText(raw);
  if (quantity === null || quantity === '0') throw new ImportRowError(record.line, `Quantity "${raw}" is not a number of shares or contracts`);
  return quantity;
}

function priceOf(record: CsvRecord, raw: string): string {
  const price = parseDecimalText(raw);
  if (price === null || isNegativeDecimal(price)) throw new ImportRowError(record.line, `Price "${raw}" is not a price`);
  return price;
}

/** Fidelity leaves unused money cells as "" and writes costs as positive numbers. */
function costOf(record: CsvRecord, raw: string, label: string): string {
  if (raw === '') return '0';
  const value = parseDecimalText(raw);
  if (value === null) throw new ImportRowError(record.line, `${label} "${raw}" is not an amount`);
  return absDecimal(value);
}

function instrumentOf(record: CsvRecord, symbol: string, descriptiveText: string): Instrument {
  try {
    return fidelityInstrument(symbol, descriptiveText);
  } catch (error) {
    if (error instanceof InstrumentError) throw new ImportRowError(record.line, error.message);
    throw error;
  }
}

/**
 * Oldest first. Fidelity lists the newest first, so a file is read bottom-up unless its dates say it
 * was sorted the other way; within a day that is the only clue to the order of the fills.
 */
function inTimeOrder(dated: DatedExecution[]): ImportedExecution[] {
  const first = dated[0]?.date ?? '';
  const last = dated[dated.length - 1]?.date ?? '';
  const oldestFirst = first < last ? dated : [...dated].reverse();
  return oldestFirst.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)).map(({ execution }) => execution);
}

function warningsOf(fills: number, skipped: { notTrades: number; bonds: number }): string[] {
  const warnings: string[] = [];
  if (fills > 0) warnings.push('Fidelity history has dates but no times: each fill is placed at 12:00 New York time on its Run Date, in the order of the file.');
  if (skipped.notTrades > 0) {
    warnings.push(`${plural(skipped.notTrades, 'row that is not a trade', 'rows that are not trades')} (dividends, interest, reinvestments, transfers, …) skipped.`);
  }
  if (skipped.bonds > 0) warnings.push(`${plural(skipped.bonds, 'bond or CD trade', 'bond and CD trades')} (named by CUSIP, priced per 100 of face value) skipped.`);
  return warnings;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
