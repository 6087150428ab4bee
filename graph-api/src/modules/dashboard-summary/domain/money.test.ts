import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMoney, compareMoney, subtractMoney } from './money';

const decimalText = fc.oneof(
  fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }).map((micros) => new Big(micros.toString()).div(1_000_000).toFixed()),
  // Beyond the fast path: more places, and sums past 2^53 millionths.
  fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }).map((units) => new Big(units.toString()).div(10 ** 9).toFixed()),
);
const canonical = (value: Big) => {
  const text = value.toFixed();
  return text === '-0' ? '0' : text;
};

describe('money arithmetic', () => {
  it('adds, subtracts and compares exactly, as big.js does', () => {
    fc.assert(
      fc.property(decimalText, decimalText, (a, b) => {
        expect(addMoney(a, b)).toBe(canonical(new Big(a).plus(b)));
        expect(subtractMoney(a, b)).toBe(canonical(new Big(a).minus(b)));
        expect(compareMoney(a, b)).toBe(new Big(a).cmp(b));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes canonical decimals', () => {
    expect(addMoney('0.1', '0.2')).toBe('0.3');
    expect(addMoney('-0.5', '0.5')).toBe('0');
    expect(subtractMoney('1', '1.000001')).toBe('-0.000001');
    expect(addMoney('12.5', '7.5')).toBe('20');
  });
});
