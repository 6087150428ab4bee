import { describe, expect, it } from 'vitest';
import { toFiniteNumber, toNumber } from './parseNumber';

describe('toNumber', () => {
  it('reads numbers and the decimal strings the API sends', () => {
    expect(toNumber(12.5)).toBe(12.5);
    expect(toNumber('-1234.50')).toBe(-1234.5);
    expect(toNumber(' 7 ')).toBe(7);
    expect(toNumber('Infinity')).toBe(Infinity);
  });

  it('gives null for anything else, including blanks that Number() reads as 0', () => {
    for (const value of [null, undefined, '', '   ', 'abc', '$12', '1,234.50', Number.NaN]) {
      expect(toNumber(value)).toBeNull();
    }
  });

  it('refuses infinities where asked for a finite number', () => {
    expect(toFiniteNumber(Infinity)).toBeNull();
    expect(toFiniteNumber('-Infinity')).toBeNull();
    expect(toFiniteNumber('0')).toBe(0);
  });
});
