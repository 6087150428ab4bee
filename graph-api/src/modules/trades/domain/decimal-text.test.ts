import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { absDecimal, canonicalDecimal, fitsDecimalColumn, isCanonicalDecimal, isNegativeDecimal, isZeroDecimal, MONEY_COLUMN, parseDecimalText, PRICE_COLUMN } from './decimal-text';

describe('parseDecimalText', () => {
  it.each([
    ['300', '300'],
    ['50.99', '50.99'],
    ['50.10', '50.1'],
    ['007.50', '7.5'],
    ['.5', '0.5'],
    ['5.', '5'],
    ['0.00', '0'],
    [' 12 ', '12'],
    ['+5', '5'],
    ['-3.10', '-3.1'],
  ])('reads plain numbers: %j → %j', (text, expected) => {
    expect(parseDecimalText(text)).toBe(expected);
  });

  it.each([
    ['$12.00', '12'],
    ['-$3.10', '-3.1'],
    ['$-3.10', '-3.1'],
    ['+$5', '5'],
    ['$ 7', '7'],
  ])('reads dollar amounts: %j → %j', (text, expected) => {
    expect(parseDecimalText(text)).toBe(expected);
  });

  it.each([
    ['(3.10)', '-3.1'],
    ['($3.10)', '-3.1'],
    ['( 1,234.50 )', '-1234.5'],
    ['(0.00)', '0'],
  ])('reads accounting parentheses as negative: %j → %j', (text, expected) => {
    expect(parseDecimalText(text)).toBe(expected);
  });

  it.each([
    ['1,234.50', '1234.5'],
    ['1,234,567', '1234567'],
    ['-$1,000.00', '-1000'],
    ['12,345.', '12345'],
  ])('drops thousands separators: %j → %j', (text, expected) => {
    expect(parseDecimalText(text)).toBe(expected);
  });

  it.each([
    [''],
    [' '],
    ['$'],
    ['()'],
    ['.'],
    ['-'],
    ['abc'],
    ['12a'],
    ['1.2.3'],
    ['1.2E+2'],
    ['1e5'],
    ['12,5'], // a decimal comma would be misread ten- or a hundredfold
    ['1,23'],
    [',123'],
    ['1,2345'],
    ['1 234'],
    ['--5'],
    ['+-5'],
    ['-+5'],
    ['(-3.10)'],
    ['-(3.10)'],
    ['-$-3.10'],
    ['3.10-'],
    ['NaN'],
    ['Infinity'],
    ['０'],
  ])('refuses junk: %j', (text) => {
    expect(parseDecimalText(text)).toBeNull();
  });

  it('reads any number written with separators, a dollar sign or parentheses back to the same canonical value', () => {
    const cents = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });
    fc.assert(
      fc.property(cents, fc.constantFrom('plain', 'thousands', 'dollar', 'parentheses'), (value, style) => {
        const negative = value < 0n;
        const digits = (negative ? -value : value).toString().padStart(3, '0');
        const whole = digits.slice(0, -2);
        const fraction = digits.slice(-2);
        const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
        const text = {
          plain: `${negative ? '-' : ''}${whole}.${fraction}`,
          thousands: `${negative ? '-' : ''}${grouped}.${fraction}`,
          dollar: `${negative ? '-' : ''}$${grouped}.${fraction}`,
          parentheses: negative ? `($${grouped}.${fraction})` : `$${grouped}.${fraction}`,
        }[style];
        expect(parseDecimalText(text)).toBe(canonicalDecimal(`${negative ? '-' : ''}${whole}.${fraction}`));
      }),
      { numRuns: 300 },
    );
  });

  it('returns canonical text for everything it accepts', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789.,-+$() '), maxLength: 12 }), (text) => {
        const value = parseDecimalText(text);
        if (value !== null) expect(isCanonicalDecimal(value)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

describe('canonicalDecimal', () => {
  it.each([
    ['007.50', '7.5'],
    ['-0.00', '0'],
    ['.5', '0.5'],
    ['+5', '5'],
    ['100', '100'],
    ['-12.3400', '-12.34'],
  ])('%j → %j', (text, expected) => {
    expect(canonicalDecimal(text)).toBe(expected);
  });
});

describe('isCanonicalDecimal', () => {
  it('accepts exactly the forms canonicalDecimal writes', () => {
    for (const text of ['0', '5', '-5', '0.5', '-0.5', '1234.5']) expect(isCanonicalDecimal(text)).toBe(true);
    for (const text of ['-0', '00', '05', '1.50', '1.', '.5', '+5', '', '1e5']) expect(isCanonicalDecimal(text)).toBe(false);
  });
});

describe('sign helpers', () => {
  it('reads signs of canonical text', () => {
    expect([absDecimal('-3.1'), absDecimal('3.1')]).toEqual(['3.1', '3.1']);
    expect([isNegativeDecimal('-3.1'), isNegativeDecimal('0')]).toEqual([true, false]);
    expect([isZeroDecimal('0'), isZeroDecimal('0.1')]).toEqual([true, false]);
  });
});

describe('fitsDecimalColumn', () => {
  it('holds as many whole digits as the column, whatever the sign', () => {
    expect(fitsDecimalColumn('9999999999999999.99999999', PRICE_COLUMN)).toBe(true);
    expect(fitsDecimalColumn('-9999999999999999', PRICE_COLUMN)).toBe(true);
    expect(fitsDecimalColumn('10000000000000000', PRICE_COLUMN)).toBe(false);
    expect(fitsDecimalColumn('-99999999999999999999999999999.999999999', PRICE_COLUMN)).toBe(false);
    expect(fitsDecimalColumn('999999999999999999', MONEY_COLUMN)).toBe(true);
    expect(fitsDecimalColumn('0.000000001', PRICE_COLUMN)).toBe(true);
  });

  it('refuses the largest whole part when the fraction past the scale rounds it up, as MariaDB would', () => {
    expect(fitsDecimalColumn('9999999999999999.999999995', PRICE_COLUMN)).toBe(false);
    expect(fitsDecimalColumn('9999999999999999.999999994', PRICE_COLUMN)).toBe(true);
    expect(fitsDecimalColumn('9999999999999998.999999999', PRICE_COLUMN)).toBe(true);
  });
});
