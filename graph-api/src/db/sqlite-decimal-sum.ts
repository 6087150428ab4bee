import Big from 'big.js';
import type { DecimalColumn } from '../modules/trades/domain/decimal-text';

/**
 * SQLite keeps decimals as canonical text ("-12.5", "0.000001"; see decimal-text.type.ts), and its
 * sum() of them would add binary floats. Exactly instead: each value's whole part and its fraction,
 * in units of the column's scale (micro-dollars for money), are read from the text as integers and
 * summed apart, so no product can leave SQLite's 64-bit integers; sum() reports an overflow (about
 * 9.2e18 units in all) as an error rather than rounding. These are the two select expressions, named
 * `<alias>_whole` and `<alias>_units`, each summed over rows meeting `condition`, as text (exact
 * beyond JavaScript's 2^53). Read the result with decimalSumOf().
 */
export function sqliteDecimalSumSelects(column: string, { scale }: DecimalColumn, condition: string, alias: string): [string, string] {
  const digits = `ltrim(${column}, '-')`;
  const point = `instr(${digits}, '.')`;
  const sign = `(case when ${column} like '-%' then -1 else 1 end)`;
  const whole = `cast(case when ${point} = 0 then ${digits} else substr(${digits}, 1, ${point} - 1) end as integer)`;
  const units = `(case when ${point} = 0 then 0 else cast(substr(substr(${digits}, ${point} + 1) || '${'0'.repeat(scale)}', 1, ${scale}) as integer) end)`;
  const summed = (part: string) => `cast(coalesce(sum(case when ${condition} then ${sign} * ${part} else 0 end), 0) as text)`;
  return [`${summed(whole)} as ${alias}_whole`, `${summed(units)} as ${alias}_units`];
}

/** The exact sum from the two parts sqliteDecimalSumSelects() selected. */
export function decimalSumOf(row: Record<string, unknown>, { scale }: DecimalColumn, alias: string): Big {
  return new Big(String(row[`${alias}_whole`])).plus(new Big(String(row[`${alias}_units`])).div(new Big(10).pow(scale)));
}

/** SQLite's message when a sum() of integers leaves 64 bits. */
export const isSqliteIntegerOverflow = (error: unknown) => error instanceof Error && /integer overflow/i.test(error.message);
