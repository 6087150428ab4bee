import { absDecimal, ibkrAssignmentKindOf, type ExecutionSide, type ImportedExecution, ImportFormatError, ImportRowError, type Instrument, InstrumentError, isNegativeDecimal, optionInstrument, parseDecimalText } from '../../../../trades';
import type { CsvImportOptions, CsvParseResult } from '../../csv-importer';
import { count, foreignCurrencyWarning, unsupportedTradesWarning } from './ibkr-warnings';
import { cell, type CsvRecord, HeaderIndex } from '../../csv-records';
import { readFlexDateTime } from './flex-dates';
import { flexInstrumentOf } from './flex-instruments';

/**
 * The Interactive Brokers Activity Statement CSV (Reports → Statements → Activity, format CSV): the
 * export most IBKR users have, not a Flex Query. Every line starts with its section and kind:
 *   Statement,Header,Field Name,Field Value
 *   Account Information,Data,Account,U1234567
 *   Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,T. Price,C. Price,Proceeds,Comm/Fee,Basis,Realized P/L,MTM P/L,Code
 *   Trades,Data,Order,Stocks,USD,AAPL,"2026-01-05, 09:30:00",100,150.00,…,O
 *   Trades,SubTotal,… / Trades,Total,…   (sums: never fills)
 * A Trades Header line can come again (another asset category with other columns); it applies to the
 * Data lines after it. DataDiscriminator `Order` is an order's fills summed, `Trade` one execution,
 * `ClosedLot` the lot a close matched (not a fill). Quantity is signed, Comm/Fee negative when
 * charged. Code holds `;`-separated codes: O open, C close, P partial, Ex exercise, A assignment,
 * Ep expired (these three are fills at price 0 that IBKR books), Ca cancelled. Multipliers come from
 * the Financial Instrument Information section when the statement has it. Times carry no zone:
 * IBKR writes them in US/Eastern unless the account is set otherwise.
 */

const SIGNATURE = /^statement$/i;
const ASSET_CATEGORIES: Readonly<Record<string, string>> = {
  stocks: 'STK',
  'equity and index options': 'OPT',
  futures: 'FUT',
  'options on futures': 'FOP',
  'futures options': 'FOP',
  crypto: 'CRYPTO',
  cryptocurrency: 'CRYPTO',
};
/** `AAPL 17JAN26 150 C`: underlying, expiry (DDMMMYY), strike, right. */
const OPTION_SYMBOL = /^(\S+)\s+(\d{1,2})([A-Z]{3})(\d{2})\s+(\d+(?:\.\d+)?)\s+([CP])$/;
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

export function looksLikeActivityStatement(records: readonly CsvRecord[]): boolean {
  const first = records[0];
  if (first && SIGNATURE.test(cell(first, 0)) && /^header$/i.test(cell(first, 1))) return true;
  return records.some((record) => isTradesHeader(record));
}

function isTradesHeader(record: CsvRecord): boolean {
  return /^trades$/i.test(cell(record, 0)) && /^header$/i.test(cell(record, 1)) && record.cells.some((name) => HeaderIndex.key(name) === 'datadiscriminator');
}

interface TradeColumns {
  index: HeaderIndex;
  discriminator: number;
  assetCategory: number;
  currency: number;
  symbol: number;
  dateTime: number;
  quantity: number;
  price: number;
  commission: number;
  realizedPnl: number;
  code: number;
}

function tradeColumnsOf(header: CsvRecord): TradeColumns {
  // The section and kind cells are not columns: the header's names start at the third cell.
  const index = new HeaderIndex({ line: header.line, cells: header.cells.slice(2) }, 'The Activity Statement’s Trades section');
  return {
    index,
    discriminator: index.column('DataDiscriminator'),
    assetCategory: index.optionalColumn('Asset Category'),
    currency: index.optionalColumn('Currency'),
    symbol: index.column('Symbol'),
    dateTime: index.column('Date/Time'),
    quantity: index.column('Quantity'),
    price: index.column('T. Price', 'Price'),
    commission: index.optionalColumn('Comm/Fee', 'Comm in USD', 'Commission'),
    realizedPnl: index.optionalColumn('Realized P/L'),
    code: index.optionalColumn('Code'),
  };
}

interface Tally {
  cancelled: number;
  closedLots: number;
  skippedByCategory: Map<string, number>;
  foreignByCurrency: Map<string, number>;
  orderRowsBesideTrades: number;
}

export function parseActivityStatement(records: readonly CsvRecord[], options: CsvImportOptions): CsvParseResult {
  const accountId = accountOf(records);
  const multipliers = multipliersOf(records);
  const rows: { record: CsvRecord; columns: TradeColumns; fields: CsvRecord }[] = [];
  let columns: TradeColumns | null = null;
  for (const record of records) {
    if (!/^trades$/i.test(cell(record, 0))) continue;
    const kind = cell(record, 1).toLowerCase();
    if (kind === 'header') {
      columns = isTradesHeader(record) ? tradeColumnsOf(record) : null;
      continue;
    }
    if (kind !== 'data') continue; // SubTotal, Total: sums of the rows above
    if (!columns) throw new ImportRowError(record.line, 'A Trades Data line comes before the Trades Header line');
    rows.push({ record, columns, fields: { line: record.line, cells: record.cells.slice(2) } });
  }
  if (rows.length === 0 && !records.some(isTradesHeader)) {
    throw new ImportFormatError('This Activity Statement has no Trades section: choose a period with trades and export it again.');
  }
  // A statement with execution detail lists each fill as `Trade` beside its order's `Order` sum: the fills win.
  const hasTradeRows = rows.some(({ fields, columns: own }) => cell(fields, own.discriminator).toLowerCase() === 'trade');
  const tally: Tally = { cancelled: 0, closedLots: 0, skippedByCategory: new Map(), foreignByCurrency: new Map(), orderRowsBesideTrades: 0 };
  const executions: ImportedExecution[] = [];
  for (const { record, columns: own, fields } of rows) {
    const discriminator = cell(fields, own.discriminator).toLowerCase();
    if (discriminator === 'closedlot') {
      tally.closedLots += 1;
      continue;
    }
    if (discriminator === 'order' && hasTradeRows) {
      tally.orderRowsBesideTrades += 1;
      continue;
    }
    if (discriminator !== 'order' && discriminator !== 'trade' && discriminator !== 'executiononly') {
      throw new ImportRowError(record.line, `DataDiscriminator "${cell(fields, own.discriminator)}" is not Order, Trade or ClosedLot`);
    }
    const execution = executionOf(fields, own, { accountId, multipliers, timeZone: options.timeZone }, tally);
    if (execution) executions.push(execution);
  }
  // The statement groups rows by asset category and symbol; the journal wants time order (ties keep file order).
  executions.sort((a, b) => a.executedAtMs - b.executedAtMs);
  return { executions, warnings: warningsOf(tally, options.timeZone, executions.length > 0) };
}

interface RowContext {
  accountId: string;
  multipliers: ReadonlyMap<string, string>;
  timeZone: string;
}

function executionOf(fields: CsvRecord, columns: TradeColumns, context: RowContext, tally: Tally): ImportedExecution | null {
  const text = (position: number) => cell(fields, position);
  const fail = (reason: string) => new ImportRowError(fields.line, reason);
  const codes = text(columns.code).split(';').map((code) => code.trim().toUpperCase());
  if (codes.includes('CA')) {
    tally.cancelled += 1;
    return null;
  }
  const category = text(columns.assetCategory);
  const assetClass = category === '' ? 'STK' : ASSET_CATEGORIES[category.toLowerCase()];
  if (!assetClass) {
    tally.skippedByCategory.set(category, (tally.skippedByCategory.get(category) ?? 0) + 1);
    return null;
  }
  const signedQuantity = parseDecimalText(text(columns.quantity));
  if (signedQuantity === null || signedQuantity === '0') throw fail(`Quantity "${text(columns.quantity)}" is not a number of shares or contracts`);
  const side: ExecutionSide = isNegativeDecimal(signedQuantity) ? 'SELL' : 'BUY';
  const price = parseDecimalText(text(columns.price));
  if (price === null || isNegativeDecimal(price)) throw fail(`T. Price "${text(columns.price)}" is not a price`);
  // "2026-01-05, 09:30:00": the comma and space between date and time are the statement's own.
  const time = readFlexDateTime(text(columns.dateTime).replace(/,\s*/, ';'), 'month-first', context.timeZone);
  if (!time) throw fail(`Date/Time "${text(columns.dateTime)}" is not a date and time (such as 2026-01-05, 09:30:00)`);
  const commission = columns.commission < 0 || text(columns.commission) === '' ? '0' : parseDecimalText(text(columns.commission));
  if (commission === null) throw fail(`Comm/Fee "${text(columns.commission)}" is not an amount`);
  // The statement's own realized P/L of the fill, for the import's reconciliation (docs/importing.md).
  const realized = columns.realizedPnl < 0 ? '' : text(columns.realizedPnl);
  const statedPnl = realized === '' ? null : parseDecimalText(realized);
  if (realized !== '' && statedPnl === null) throw fail(`Realized P/L "${realized}" is not an amount`);
  const currency = text(columns.currency).toUpperCase();
  const instrument = instrumentOf(fields, assetClass, text(columns.symbol), context.multipliers, time.instant.getUTCFullYear());
  // A and Ex on an option's row: the contract left by assignment or exercise (docs/options.md).
  const closeKind = instrument.option ? ibkrAssignmentKindOf(codes) : undefined;
  if (currency !== '' && currency !== 'USD') tally.foreignByCurrency.set(currency, (tally.foreignByCurrency.get(currency) ?? 0) + 1);
  return {
    line: fields.line,
    accountId: context.accountId,
    instrument,
    side,
    quantity: absDecimal(signedQuantity),
    price,
    // IBKR books a charge as a negative Comm/Fee: as a cost it is positive, a rebate negative.
    commission: commission === '0' ? '0' : isNegativeDecimal(commission) ? absDecimal(commission) : `-${commission}`,
    fees: '0',
    executedAtMs: time.instant.getTime(),
    externalId: null,
    positionEffect: positionEffectOf(codes),
    ...(statedPnl === null ? {} : { statedPnl }),
    ...(closeKind ? { closeKind } : {}),
  };
}

function instrumentOf(fields: CsvRecord, assetClass: string, rawSymbol: string, multipliers: ReadonlyMap<string, string>, tradeYear: number): Instrument {
  const symbol = rawSymbol.trim().toUpperCase();
  const multiplier = multipliers.get(`${assetClass}\u0000${symbol}`) ?? null;
  try {
    if (assetClass === 'OPT' || assetClass === 'FOP') {
      const option = OPTION_SYMBOL.exec(symbol);
      const month = MONTHS.indexOf(option?.[3] ?? '') + 1;
      if (!option || month === 0) throw new InstrumentError(`Option "${rawSymbol}" is not written as UNDERLYING DDMMMYY STRIKE C/P (such as AAPL 16JAN26 150 C)`);
      if (assetClass === 'FOP' && multiplier === null) throw new InstrumentError(`Futures option "${rawSymbol}" has no multiplier: export the statement with its Financial Instrument Information section`);
      const expiry = `20${option[4]}-${String(month).padStart(2, '0')}-${option[2]!.padStart(2, '0')}`;
      return optionInstrument({ underlying: option[1]!, expiry, strike: option[5]!, right: option[6] as 'C' | 'P' }, multiplier ?? '100');
    }
    return flexInstrumentOf({ assetClass, symbol, underlying: '', multiplier, strike: '', expiry: null, putCall: '', tradeYear });
  } catch (error) {
    if (error instanceof InstrumentError) throw new ImportRowError(fields.line, error.message);
    throw error;
  }
}

/** O opens, C closes; both (a flip) or neither says nothing. Ep, A and Ex come with C when they close. */
function positionEffectOf(codes: readonly string[]): 'open' | 'close' | undefined {
  const opens = codes.includes('O');
  const closes = codes.includes('C');
  if (opens === closes) return undefined;
  return opens ? 'open' : 'close';
}

/** `Account Information,Data,Account,U1234567`; '' when the statement leaves the section out. */
function accountOf(records: readonly CsvRecord[]): string {
  const line = records.find((record) => /^account information$/i.test(cell(record, 0)) && /^data$/i.test(cell(record, 1)) && /^account$/i.test(cell(record, 2)));
  return line ? cell(line, 3).trim() : '';
}

/** Financial Instrument Information: the multiplier of each contract, by asset class and symbol. */
function multipliersOf(records: readonly CsvRecord[]): Map<string, string> {
  const multipliers = new Map<string, string>();
  let index: HeaderIndex | null = null;
  for (const record of records) {
    if (!/^financial instrument information$/i.test(cell(record, 0))) continue;
    const fields = { line: record.line, cells: record.cells.slice(2) };
    if (/^header$/i.test(cell(record, 1))) {
      index = new HeaderIndex(fields);
      continue;
    }
    if (!index || !/^data$/i.test(cell(record, 1))) continue;
    const assetClass = ASSET_CATEGORIES[cell(fields, index.optionalColumn('Asset Category')).toLowerCase()];
    const multiplier = parseDecimalText(cell(fields, index.optionalColumn('Multiplier')));
    if (assetClass && multiplier !== null && multiplier !== '0' && !isNegativeDecimal(multiplier)) {
      multipliers.set(`${assetClass}\u0000${cell(fields, index.optionalColumn('Symbol')).trim().toUpperCase()}`, multiplier);
    }
  }
  return multipliers;
}

function warningsOf(tally: Tally, timeZone: string, anyFill: boolean): string[] {
  const warnings: string[] = [];
  if (anyFill) warnings.push(`Activity Statement times have no zone: they were read as ${timeZone} time (IBKR reports in US/Eastern unless the account is set otherwise).`);
  if (tally.cancelled > 0) warnings.push(`${count(tally.cancelled, 'cancelled trade')} (code Ca) skipped.`);
  const skipped = [...tally.skippedByCategory];
  const unsupported = unsupportedTradesWarning(skipped);
  if (unsupported) warnings.push(unsupported);
  const foreign = foreignCurrencyWarning(tally.foreignByCurrency);
  if (foreign) warnings.push(foreign);
  return warnings;
}
