import { type DecimalColumn, fitsDecimalColumn, MONEY_COLUMN, PRICE_COLUMN, QUANTITY_COLUMN, wholeDigitsOf } from '../../trades/domain/decimal-text';
import { type ImportedExecution, ImportRowError } from '../../trades/domain/execution';

const CHECKED_FIELDS: ReadonlyArray<{ name: string; of: (execution: ImportedExecution) => string | undefined; column: DecimalColumn }> = [
  { name: 'Quantity', of: (execution) => execution.quantity, column: QUANTITY_COLUMN },
  { name: 'Price', of: (execution) => execution.price, column: PRICE_COLUMN },
  { name: 'Commission', of: (execution) => execution.commission, column: MONEY_COLUMN },
  { name: 'Fees', of: (execution) => execution.fees, column: MONEY_COLUMN },
  { name: 'Multiplier', of: (execution) => execution.instrument.multiplier, column: QUANTITY_COLUMN },
  { name: 'Strike', of: (execution) => execution.instrument.option?.strike, column: PRICE_COLUMN },
];

const MONEY_WHOLE_DIGITS = MONEY_COLUMN.precision - MONEY_COLUMN.scale;
const MONEY_LIMIT = 10n ** BigInt(MONEY_WHOLE_DIGITS);

/**
 * Refuses, naming the line and the column, a fill whose numbers the database columns cannot hold,
 * or whose value (quantity × price × multiplier) no P&L column could: MariaDB would fail the whole
 * import with a storage error where SQLite (decimals as text) stored it. Checked on every database,
 * so both refuse the same files with the same message.
 */
export function refuseOutOfRangeNumbers(executions: readonly ImportedExecution[]): void {
  for (const execution of executions) {
    for (const { name, of, column } of CHECKED_FIELDS) {
      const value = of(execution);
      if (value !== undefined && !fitsDecimalColumn(value, column)) {
        throw new ImportRowError(execution.line, `${name} "${value}" is out of range: at most ${column.precision - column.scale} digits before the decimal point`);
      }
    }
    if (!valueFitsMoneyColumn(execution)) {
      throw new ImportRowError(execution.line, `Quantity × Price is out of range: a fill may be worth at most ${MONEY_LIMIT.toLocaleString('en-US')} less one`);
    }
  }
}

/** Whether quantity × price × multiplier, from whole parts rounded up, stays below 10^18. */
function valueFitsMoneyColumn({ quantity, price, instrument }: ImportedExecution): boolean {
  // Each factor is below 10^(its whole digits): few enough digits in all fit without multiplying.
  if (wholeDigitsOf(quantity) + wholeDigitsOf(price) + wholeDigitsOf(instrument.multiplier) < MONEY_WHOLE_DIGITS) return true;
  const ceiling = (text: string) => BigInt(text.replace('-', '').split('.')[0] ?? '0') + 1n;
  return ceiling(quantity) * ceiling(price) * ceiling(instrument.multiplier) < MONEY_LIMIT;
}
