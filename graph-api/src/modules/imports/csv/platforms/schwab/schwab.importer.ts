import { absDecimal, type ImportedExecution, ImportFormatError, ImportRowError, type Instrument, InstrumentError, isNegativeDecimal, isValidWallClock, NEW_YORK, optionInstrument, parseDecimalText, stockInstrument, unmarkedSaleEffect, zonedWallClockToUtc } from '../../../../trades';
import type { CsvImporter, CsvParseResult } from '../../csv-importer';
import { cell, type CsvRecord, HeaderIndex } from '../../csv-records';
import { statedAmountOf } from '../../stated-amount';
import { schwabActionOf } from './schwab-actions';

/**
 * Charles Schwab's Transactions CSV (schwab.com: Accounts → History → Transactions → Export):
 *   "Transactions  for account ...123 as of 03/06/2026 05:10:00 PM ET"   (older exports; absent in newer)
 *   Date,Action,Symbol,Description,Quantity,Price,Fees & Comm,Amount
 *   03/04/2026,Sell,GOLD,GOLD.COM INC,100,$44.19,$0.65,"$4,418.35"
 *   03/09/2026 as of 03/06/2026,Expired,SPY 03/06/2026 570.00 P,PUT SPDR S&P 500 $570 EXP 03/06/26,-1,,,
 *   "Transactions Total","","","","","","$-0.65","$1,234.00"
 * Newest first, dated but not timed; "as of" gives the trade date of a late booking. Money is
 * `$`-prefixed with thousands separators; Fees & Comm is a positive cost. Options are written
 * `UNDERLYING MM/DD/YYYY STRIKE C|P`.
 */
const HEADER_SEARCH_DEPTH = 10;
const DATE = /^(\d{2})\/(\d{2})\/(\d{4})(?:\s+as\s+of\s+(\d{2})\/(\d{2})\/(\d{4}))?$/i;
const OPTION_SYMBOL = /^([A-Z0-9.]+)\s+(\d{2})\/(\d{2})\/(\d{4})\s+(\d+(?:\.\d+)?)\s+([CP])$/;

/**
 * The time given to every fill, as the file has none: noon in New York (as for Fidelity), the
 * instant furthest from both ends of the trade date in every US zone. Fills of one day keep the
 * file's order; the same row always gets the same time, so an overlapping file is recognised.
 */
const ASSUMED_TIME = { hour: 12, minute: 0, second: 0 };

function isSchwabHeader(record: CsvRecord): boolean {
  const header = new HeaderIndex(record);
  return HeaderIndex.key(record.cells[0] ?? '') === 'date' && header.has('Action') && header.has('Fees & Comm') && header.has('Amount');
}

function findHeader(records: readonly CsvRecord[]): number {
  return records.slice(0, HEADER_SEARCH_DEPTH).findIndex(isSchwabHeader);
}

export const schwabImporter: CsvImporter = {
  platform: 'schwab',
  formatName: 'a Charles Schwab Transactions export',
  expectedHeader: 'Date, Action, Symbol, Description, Quantity, Price, Fees & Comm, Amount',

  detect(file) {
    return findHeader(file.records()) >= 0;
  },

  parse(file) {
    const records = file.records();
    const headerPosition = findHeader(records);
    const headerRecord = records[headerPosition];
    if (!headerRecord) throw new ImportFormatError(`This file does not look like ${this.formatName}: expected a header with ${this.expectedHeader}.`);
    return parseRows(columnsOf(new HeaderIndex(headerRecord, 'The Schwab export')), records.slice(headerPosition + 1));
  },
};

type Columns = ReturnType<typeof columnsOf>;

function columnsOf(header: HeaderIndex) {
  return {
    date: header.column('Date'),
    action: header.column('Action'),
    symbol: header.column('Symbol'),
    description: header.optionalColumn('Description'),
    quantity: header.column('Quantity'),
    price: header.column('Price'),
    fees: header.column('Fees & Comm'),
    amount: header.column('Amount'),
  };
}

interface DatedExecution {
  date: string;
  execution: ImportedExecution;
}

function parseRows(columns: Columns, rows: readonly CsvRecord[]): CsvParseResult {
  const dated: DatedExecution[] = [];
  const skippedActions = new Map<string, number>();
  for (const record of rows) {
    if (isTotalOrNote(record, columns)) continue;
    const action = schwabActionOf(cell(record, columns.action));
    if (action.kind === 'not-a-trade') {
      const name = cell(record, columns.action) || '(no action)';
      skippedActions.set(name, (skippedActions.get(name) ?? 0) + 1);
      continue;
    }
    const date = dateOf(record, cell(record, columns.date));
    const instrument = instrumentOf(record, cell(record, columns.symbol));
    const signedQuantity = parseDecimalText(cell(record, columns.quantity));
    if (signedQuantity === null || signedQuantity === '0') throw new ImportRowError(record.line, `Quantity "${cell(record, columns.quantity)}" is not a number of shares or contracts`);
    const common = {
      line: record.line,
      accountId: '',
      instrument,
      quantity: absDecimal(signedQuantity),
      commission: costOf(record, cell(record, columns.fees)),
      fees: '0',
      executedAtMs: zonedWallClockToUtc({ ...date.wall, ...ASSUMED_TIME }, NEW_YORK).getTime(),
      externalId: null,
      // The export has dates only: the time is a placeholder (docs/importing.md, "time not given").
      timeNotGiven: true as const,
      // Expired, assigned or exercised contracts leave with a blank Amount: no cash moved.
      ...statedAmountOf(cell(record, columns.amount) || (action.kind === 'fill' ? '' : '0')),
    };
    const execution: ImportedExecution =
      action.kind === 'fill'
        ? {
            ...common,
            side: action.side,
            price: priceOf(record, cell(record, columns.price)),
            positionEffect: action.positionEffect ?? (action.unmarkedSale ? unmarkedSaleEffect(instrument) : undefined),
          }
        : // Expired, assigned or exercised contracts leave at no price; the quantity's sign says which way.
          { ...common, side: isNegativeDecimal(signedQuantity) ? 'SELL' : 'BUY', price: '0', positionEffect: 'close', ...(action.closeKind ? { closeKind: action.closeKind } : {}) };
    dated.push({ date: date.key, execution });
  }
  return { executions: inTimeOrder(dated), warnings: warningsOf(dated.length, skippedActions) };
}

/** The "Transactions Total" line and any one-cell note after the data. */
function isTotalOrNote(record: CsvRecord, columns: Columns): boolean {
  const first = cell(record, columns.date);
  return /^transactions total$/i.test(first) || (record.cells.length === 1 && !DATE.test(first));
}

function dateOf(record: CsvRecord, text: string) {
  const match = DATE.exec(text);
  if (match) {
    // "03/09/2026 as of 03/06/2026": the trade happened on the "as of" date.
    const [month, day, year] = match[4] ? [match[4], match[5]!, match[6]!] : [match[1]!, match[2]!, match[3]!];
    const wall = { year: Number(year), month: Number(month), day: Number(day) };
    if (isValidWallClock({ ...wall, ...ASSUMED_TIME })) return { wall, key: `${year}-${month}-${day}` };
  }
  throw new ImportRowError(record.line, `Date "${text}" is not a date (MM/DD/YYYY, or MM/DD/YYYY as of MM/DD/YYYY)`);
}

function instrumentOf(record: CsvRecord, rawSymbol: string): Instrument {
  const symbol = rawSymbol.trim().toUpperCase();
  try {
    const option = OPTION_SYMBOL.exec(symbol);
    if (option) return optionInstrument({ underlying: option[1]!, expiry: `${option[4]}-${option[2]}-${option[3]}`, strike: option[5]!, right: option[6] as 'C' | 'P' });
    return stockInstrument(symbol);
  } catch (error) {
    if (error instanceof InstrumentError) throw new ImportRowError(record.line, `Symbol: ${error.message}`);
    throw error;
  }
}

function priceOf(record: CsvRecord, raw: string): string {
  const price = parseDecimalText(raw);
  if (price === null || isNegativeDecimal(price)) throw new ImportRowError(record.line, `Price "${raw}" is not a price`);
  return price;
}

/** Schwab writes Fees & Comm as a positive cost, or leaves the cell empty. */
function costOf(record: CsvRecord, raw: string): string {
  if (raw === '') return '0';
  const value = parseDecimalText(raw);
  if (value === null) throw new ImportRowError(record.line, `Fees & Comm "${raw}" is not an amount`);
  return absDecimal(value);
}

/** Oldest first: Schwab lists the newest first, so the file is read bottom-up unless its dates say otherwise. */
function inTimeOrder(dated: DatedExecution[]): ImportedExecution[] {
  const first = dated[0]?.date ?? '';
  const last = dated[dated.length - 1]?.date ?? '';
  const oldestFirst = first < last ? dated : [...dated].reverse();
  return oldestFirst.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)).map(({ execution }) => execution);
}

function warningsOf(fills: number, skippedActions: ReadonlyMap<string, number>): string[] {
  const warnings: string[] = [];
  if (fills > 0) warnings.push('Schwab transactions have dates but no times: each fill is placed at 12:00 New York time on its trade date, in the order of the file.');
  const skipped = [...skippedActions.values()].reduce((sum, value) => sum + value, 0);
  if (skipped > 0) {
    const kinds = [...skippedActions].map(([action, count]) => (count === 1 ? action : `${action} (${count})`)).join(', ');
    warnings.push(`${skipped} ${skipped === 1 ? 'row that is not a trade was' : 'rows that are not trades were'} skipped: ${kinds}.`);
  }
  return warnings;
}
