import Big from 'big.js';
import { ACCOUNT_ID_CHARS, canonicalDecimal, type DecimalColumn, EXTERNAL_ID_CHARS, fitsCharacters, fitsDecimalColumn, type ImportedExecution, ImportRowError, MONEY_COLUMN, PRICE_COLUMN, QUANTITY_COLUMN, SYMBOL_CHARS, UNDERLYING_CHARS, wholeDigitsOf } from '../../trades';

const NUMBER_FIELDS: ReadonlyArray<{ name: string; of: (execution: ImportedExecution) => string | undefined; column: DecimalColumn }> = [
  { name: 'Quantity', of: (execution) => execution.quantity, column: QUANTITY_COLUMN },
  { name: 'Price', of: (execution) => execution.price, column: PRICE_COLUMN },
  { name: 'Commission', of: (execution) => execution.commission, column: MONEY_COLUMN },
  { name: 'Fees', of: (execution) => execution.fees, column: MONEY_COLUMN },
  { name: 'Multiplier', of: (execution) => execution.instrument.multiplier, column: QUANTITY_COLUMN },
  { name: 'Strike', of: (execution) => execution.instrument.option?.strike, column: PRICE_COLUMN },
];

const TEXT_FIELDS: ReadonlyArray<{ name: string; of: (execution: ImportedExecution) => string | null | undefined; chars: number }> = [
  { name: 'Account', of: (execution) => execution.accountId, chars: ACCOUNT_ID_CHARS },
  { name: 'Symbol', of: (execution) => execution.instrument.symbol, chars: SYMBOL_CHARS },
  { name: 'Underlying', of: (execution) => execution.instrument.option?.underlying, chars: UNDERLYING_CHARS },
  { name: 'Execution id', of: (execution) => execution.externalId, chars: EXTERNAL_ID_CHARS },
  { name: 'Order id', of: (execution) => execution.orderId, chars: EXTERNAL_ID_CHARS },
];

const MONEY_WHOLE_DIGITS = MONEY_COLUMN.precision - MONEY_COLUMN.scale;
const MONEY_LIMIT = 10n ** BigInt(MONEY_WHOLE_DIGITS);

export interface StorableExecutions {
  executions: ImportedExecution[];
  /** Says so when commission or fees were rounded to the places their column keeps. */
  warnings: string[];
}

/**
 * The fills as both databases will store them, or an ImportRowError naming the line and the field
 * of the first value its column cannot hold. MariaDB would fail the whole import with a storage
 * error, or round a number, where SQLite (decimals as text) stored it as it was. Done for CSV files
 * and broker APIs alike, before either database sees a value, so both refuse the same fills with
 * the same message and store the same numbers:
 * - commission and fees are rounded to the places their column keeps (half away from zero, as MySQL
 *   rounds), with a warning: brokers write fees of 7 places (TradeZero's 0.0330314);
 * - any other value too long or too precise for its column is refused (refuseUnstorableValues).
 */
export function storableExecutions(executions: readonly ImportedExecution[]): StorableExecutions {
  let rounded = 0;
  let first = '';
  const kept = executions.map((execution) => {
    const commission = atMoneyScale(execution.commission);
    const fees = atMoneyScale(execution.fees);
    if (commission === execution.commission && fees === execution.fees) return execution;
    rounded += 1;
    if (rounded === 1) {
      const change = commission === execution.commission ? `Fees ${execution.fees} → ${fees}` : `Commission ${execution.commission} → ${commission}`;
      first = `line ${execution.line}: ${change}`;
    }
    return { ...execution, commission, fees };
  });
  refuseUnstorableValues(kept);
  if (rounded === 0) return { executions: kept, warnings: [] };
  const fills = rounded === 1 ? '1 fill was' : `${rounded.toLocaleString('en-US')} fills were`;
  return { executions: kept, warnings: [`Commission and fees are kept to ${MONEY_COLUMN.scale} decimal places: ${fills} rounded (the first on ${first}).`] };
}

/** A cash amount rounded to MONEY_COLUMN's places, as MySQL would round it (itself when it has no more). */
function atMoneyScale(value: string): string {
  if (fractionDigitsOf(value) <= MONEY_COLUMN.scale) return value;
  return canonicalDecimal(new Big(value).round(MONEY_COLUMN.scale, Big.roundHalfUp).toFixed());
}

/**
 * Refuses, naming the line and the field, a fill with a value its column cannot hold as it is: a
 * text longer than its column, a number with more digits before the point than its column has, or
 * more after it than it keeps, or a fill whose value (quantity × price × multiplier) no P&L column
 * could hold.
 */
function refuseUnstorableValues(executions: readonly ImportedExecution[]): void {
  for (const execution of executions) {
    for (const { name, of, chars } of TEXT_FIELDS) {
      const value = of(execution);
      if (value && !fitsCharacters(value, chars)) throw new ImportRowError(execution.line, `${name} "${value}" is too long: at most ${chars} characters`);
    }
    for (const { name, of, column } of NUMBER_FIELDS) {
      const value = of(execution);
      if (value === undefined) continue;
      if (!fitsDecimalColumn(value, column)) {
        throw new ImportRowError(execution.line, `${name} "${value}" is out of range: at most ${column.precision - column.scale} digits before the decimal point`);
      }
      if (fractionDigitsOf(value) > column.scale) {
        throw new ImportRowError(execution.line, `${name} "${value}" has too many decimal places: at most ${column.scale} after the decimal point`);
      }
    }
    if (!valueFitsMoneyColumn(execution)) {
      throw new ImportRowError(execution.line, `Quantity × Price is out of range: a fill may be worth at most ${MONEY_LIMIT.toLocaleString('en-US')} less one`);
    }
  }
}

/** How many digits a canonical decimal has after its point ("12.50" is never canonical: "12.5" → 1). */
function fractionDigitsOf(text: string): number {
  const point = text.indexOf('.');
  return point === -1 ? 0 : text.length - point - 1;
}

/** Whether quantity × price × multiplier, from whole parts rounded up, stays below 10^18. */
function valueFitsMoneyColumn({ quantity, price, instrument }: ImportedExecution): boolean {
  // Each factor is below 10^(its whole digits): few enough digits in all fit without multiplying.
  if (wholeDigitsOf(quantity) + wholeDigitsOf(price) + wholeDigitsOf(instrument.multiplier) < MONEY_WHOLE_DIGITS) return true;
  const ceiling = (text: string) => BigInt(text.replace('-', '').split('.')[0] ?? '0') + 1n;
  return ceiling(quantity) * ceiling(price) * ceiling(instrument.multiplier) < MONEY_LIMIT;
}
