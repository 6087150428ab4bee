import { type ImportedExecution, ImportRowError, type Instrument, InstrumentError, isNegativeDecimal, parseDecimalText, parseOccSymbol, stockInstrument } from '../../../../trades';
import { cell, type CsvRecord } from '../../csv-records';
import type { Columns } from './generic-columns';
import { instantOf, sideOf } from './generic-values';

/** What a side cell may say, named in the refusal of one it cannot read. */
export type SideHint = 'fill' | 'trade';

const SIDE_EXPECTED: Readonly<Record<SideHint, string>> = {
  fill: 'BUY, SELL, SHORT or COVER',
  trade: 'LONG or SHORT, BUY or SELL',
};

/** A row read as one fill: its date and time, side, quantity, price and costs. */
export function executionOf(record: CsvRecord, columns: Columns, timeZone: string, sideHint: SideHint = 'fill'): ImportedExecution {
  const fail = (reason: string) => new ImportRowError(record.line, reason);
  const executedAt = instantOf(cell(record, columns.date), cell(record, columns.time), timeZone);
  if (!executedAt) throw fail(`Date "${[cell(record, columns.date), cell(record, columns.time)].filter(Boolean).join(' ')}" is not a date and time`);
  const side = sideOf(cell(record, columns.side));
  if (!side) throw fail(`Unknown side "${cell(record, columns.side)}" (expected ${SIDE_EXPECTED[sideHint]})`);
  const quantity = parseDecimalText(cell(record, columns.quantity));
  if (quantity === null || quantity === '0') throw fail(`Quantity "${cell(record, columns.quantity)}" is not a number of shares or contracts`);
  const price = priceOf(record, columns.price, 'Price');
  const cost = (position: number, label: string) => {
    const raw = cell(record, position);
    if (raw === '') return '0';
    const value = parseDecimalText(raw);
    if (value === null) throw fail(`${label} "${raw}" is not a number`);
    // Some exports write costs as negative cash amounts; a cost is a cost either way.
    return isNegativeDecimal(value) ? value.slice(1) : value;
  };
  return {
    line: record.line,
    accountId: cell(record, columns.account),
    instrument: instrumentOf(record, columns.symbol),
    side,
    quantity: isNegativeDecimal(quantity) ? quantity.slice(1) : quantity,
    price,
    commission: cost(columns.commission, 'Commission'),
    fees: cost(columns.fees, 'Fees'),
    executedAtMs: executedAt.getTime(),
    externalId: cell(record, columns.executionId) || null,
  };
}

/** A price cell: a decimal of zero or more. */
export function priceOf(record: CsvRecord, position: number, label: string): string {
  const price = parseDecimalText(cell(record, position));
  if (price === null || isNegativeDecimal(price)) throw new ImportRowError(record.line, `${label} "${cell(record, position)}" is not a price`);
  return price;
}

/** Option symbols in OCC form are recognised; anything else is a stock or ETF ticker. */
function instrumentOf(record: CsvRecord, position: number): Instrument {
  const symbol = cell(record, position);
  try {
    return parseOccSymbol(symbol) ?? stockInstrument(symbol);
  } catch (error) {
    if (error instanceof InstrumentError) throw new ImportRowError(record.line, error.message);
    throw error;
  }
}
