import { type ImportedExecution, ImportFormatError, ImportRowError } from '../../../../trades/domain/execution';
import { isNegativeDecimal, parseDecimalText } from '../../../../trades/domain/decimal-text';
import { InstrumentError, type Instrument, parseOccSymbol, stockInstrument } from '../../../../trades/domain/instruments';
import type { CsvImporter, GenericColumnMapping } from '../../csv-importer';
import { cell, type CsvRecord, HeaderIndex } from '../../csv-records';
import { instantOf, sideOf } from './generic-values';

export { suggestGenericMapping } from './generic-mapping';

/**
 * Any execution-level CSV whose columns the user has mapped: one row per fill; sides such as
 * B/BUY/BOT, S/SELL/SLD, SS/SHORT, BC/COVER; times in the chosen zone unless they carry one.
 * Option symbols in OCC form are recognised; anything else is a stock or ETF ticker.
 */
export const genericImporter: CsvImporter = {
  platform: 'generic',
  formatName: 'a generic CSV',
  expectedHeader: 'the columns chosen in the mapping',
  detect: () => false,
  parse(file, options) {
    const [headerRecord, ...rows] = file.records();
    if (!headerRecord) throw new ImportFormatError('The file is empty.');
    if (!options.mapping) throw new ImportFormatError('Map the columns of the file before importing it.');
    const columns = columnsOf(new HeaderIndex(headerRecord), options.mapping);
    const executions = rows.map((record) => executionOf(record, columns, options.timeZone));
    return { executions: executions.sort((a, b) => a.executedAtMs - b.executedAtMs), warnings: [] };
  },
};

type Columns = Record<keyof GenericColumnMapping, number>;

function columnsOf(header: HeaderIndex, mapping: GenericColumnMapping): Columns {
  const required = ['date', 'symbol', 'side', 'quantity', 'price'] as const;
  const position = (field: keyof GenericColumnMapping) => {
    const name = mapping[field];
    if (!name) {
      if ((required as readonly string[]).includes(field)) throw new ImportFormatError(`Choose the column that holds the ${field}.`);
      return -1;
    }
    const found = header.optionalColumn(name);
    if (found < 0) throw new ImportFormatError(`The file has no column "${name}" (mapped to ${field}).`);
    return found;
  };
  const fields = ['date', 'time', 'symbol', 'side', 'quantity', 'price', 'commission', 'fees', 'account', 'executionId'] as const;
  return Object.fromEntries(fields.map((field) => [field, position(field)])) as Columns;
}

function executionOf(record: CsvRecord, columns: Columns, timeZone: string): ImportedExecution {
  const fail = (reason: string) => new ImportRowError(record.line, reason);
  const executedAt = instantOf(cell(record, columns.date), cell(record, columns.time), timeZone);
  if (!executedAt) throw fail(`Date "${[cell(record, columns.date), cell(record, columns.time)].filter(Boolean).join(' ')}" is not a date and time`);
  const side = sideOf(cell(record, columns.side));
  if (!side) throw fail(`Unknown side "${cell(record, columns.side)}" (expected BUY, SELL, SHORT or COVER)`);
  const quantity = parseDecimalText(cell(record, columns.quantity));
  if (quantity === null || quantity === '0') throw fail(`Quantity "${cell(record, columns.quantity)}" is not a number of shares or contracts`);
  const price = parseDecimalText(cell(record, columns.price));
  if (price === null || isNegativeDecimal(price)) throw fail(`Price "${cell(record, columns.price)}" is not a price`);
  const cost = (position: number, label: string) => {
    const raw = cell(record, position);
    if (raw === '') return '0';
    const value = parseDecimalText(raw);
    if (value === null) throw fail(`${label} "${raw}" is not a number`);
    // Some exports write costs as negative cash amounts; a cost is a cost either way.
    return isNegativeDecimal(value) ? value.slice(1) : value;
  };
  let instrument: Instrument;
  try {
    const symbol = cell(record, columns.symbol);
    instrument = parseOccSymbol(symbol) ?? stockInstrument(symbol);
  } catch (error) {
    if (error instanceof InstrumentError) throw fail(error.message);
    throw error;
  }
  return {
    line: record.line,
    accountId: cell(record, columns.account),
    instrument,
    side,
    quantity: isNegativeDecimal(quantity) ? quantity.slice(1) : quantity,
    price,
    commission: cost(columns.commission, 'Commission'),
    fees: cost(columns.fees, 'Fees'),
    executedAtMs: executedAt.getTime(),
    externalId: cell(record, columns.executionId) || null,
  };
}
