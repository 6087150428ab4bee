import { describe, expect, it } from 'vitest';
import { formatMinutes, formatPercentValue, formatRatio, formatRMultiple } from './analysisFigures';

describe('analysis figures', () => {
  it('writes minutes as minutes, hours and days', () => {
    expect(formatMinutes(0)).toBe('0 minutes');
    expect(formatMinutes(1)).toBe('1 minute');
    expect(formatMinutes(45)).toBe('45 minutes');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(125)).toBe('2 h 5 min');
    expect(formatMinutes(1500)).toBe('1 day 1 h');
    expect(formatMinutes(2880)).toBe('2 days');
  });

  it('writes R, percents and ratios to hundredths, a dash for a missing one', () => {
    expect(formatRMultiple('1.50')).toBe('1.5R');
    expect(formatRMultiple('-0.254')).toBe('-0.25R');
    expect(formatRMultiple(null)).toBeNull();
    expect(formatPercentValue('68.2')).toBe('68.2%');
    expect(formatPercentValue('-12.50')).toBe('-12.5%');
    expect(formatPercentValue(null)).toBe('—');
    expect(formatRatio('2.00')).toBe('2 times');
    expect(formatRatio(null)).toBe('—');
  });
});
