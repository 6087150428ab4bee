import { describe, expect, it } from 'vitest';
import { formatMoney, formatPnl, pnlTone } from './money';
import { MISSING } from './parseNumber';

describe('formatMoney', () => {
  it('formats en-US dollars with cents and thousands separators', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(1234567.891)).toBe('$1,234,567.89');
  });

  it('puts the minus sign before the dollar sign', () => {
    expect(formatMoney(-1234.5)).toBe('-$1,234.50');
    expect(formatMoney('-0.5')).toBe('-$0.50');
  });

  it('never shows a negative zero', () => {
    expect(formatMoney(-0)).toBe('$0.00');
    expect(formatMoney(-0.001)).toBe('$0.00');
    expect(formatMoney(-0.4, { wholeDollars: true })).toBe('$0');
  });

  it('reads the decimal strings the API sends', () => {
    expect(formatMoney('98.765')).toBe('$98.77');
    expect(formatMoney('-1234.50')).toBe('-$1,234.50');
  });

  it('rounds to whole dollars for advanced analytics', () => {
    expect(formatMoney(1234.5, { wholeDollars: true })).toBe('$1,235');
    expect(formatMoney('-1234.5', { wholeDollars: true })).toBe('-$1,235');
  });

  it('shows a dash, never NaN, for anything that is not a finite number', () => {
    for (const value of ['abc', '', '  ', null, undefined, Number.NaN, Infinity, '$5']) {
      expect(formatMoney(value)).toBe(MISSING);
    }
  });
});

describe('formatPnl', () => {
  it('signs gains and losses', () => {
    expect(formatPnl(12)).toBe('+$12.00');
    expect(formatPnl('1500.25')).toBe('+$1,500.25');
    expect(formatPnl(-3.5)).toBe('-$3.50');
    expect(formatPnl(1234.4, { wholeDollars: true })).toBe('+$1,234');
  });

  it('leaves zero, and amounts that round to zero, unsigned', () => {
    expect(formatPnl(0)).toBe('$0.00');
    expect(formatPnl(0.004)).toBe('$0.00');
    expect(formatPnl(-0.004)).toBe('$0.00');
  });

  it('shows a dash for non-numbers', () => {
    expect(formatPnl('n/a')).toBe(MISSING);
  });
});

describe('pnlTone', () => {
  it('is positive (green) at 0 or above and negative (red) below', () => {
    expect(pnlTone(0)).toBe('positive');
    expect(pnlTone('0.00')).toBe('positive');
    expect(pnlTone('0.01')).toBe('positive');
    expect(pnlTone(-0.01)).toBe('negative');
    expect(pnlTone('-250')).toBe('negative');
  });

  it('is neutral when there is no number', () => {
    expect(pnlTone('x')).toBe('neutral');
    expect(pnlTone(null)).toBe('neutral');
  });
});
