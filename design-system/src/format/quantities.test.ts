import { describe, expect, it } from 'vitest';
import { MISSING } from './parseNumber';
import { formatPrice, formatQuantity } from './quantities';

describe('formatPrice', () => {
  it('shows a dollar price with cents, and at most four places', () => {
    expect(formatPrice('189.5')).toBe('189.50');
    expect(formatPrice('190')).toBe('190.00');
    expect(formatPrice('189.56666667')).toBe('189.5667');
    expect(formatPrice('12.3456')).toBe('12.3456');
    expect(formatPrice(1234.5)).toBe('1,234.50');
  });

  it('keeps the places a sub-dollar quote or a crypto pair needs', () => {
    expect(formatPrice('0.0512')).toBe('0.0512');
    expect(formatPrice('0.5')).toBe('0.50');
    expect(formatPrice('0.00001234')).toBe('0.00001234');
  });

  it('shows a dash for what is not a number', () => {
    expect(formatPrice(null)).toBe(MISSING);
    expect(formatPrice('')).toBe(MISSING);
    expect(formatPrice('abc')).toBe(MISSING);
  });
});

describe('formatQuantity', () => {
  it('groups thousands and keeps fractional quantities', () => {
    expect(formatQuantity('1000')).toBe('1,000');
    expect(formatQuantity('100')).toBe('100');
    expect(formatQuantity('0.5')).toBe('0.5');
    expect(formatQuantity('0.00012345')).toBe('0.00012345');
  });

  it('shows a dash for what is not a number', () => {
    expect(formatQuantity(undefined)).toBe(MISSING);
    expect(formatQuantity(' ')).toBe(MISSING);
  });
});
