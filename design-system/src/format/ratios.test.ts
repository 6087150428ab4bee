import { describe, expect, it } from 'vitest';
import { MISSING } from './parseNumber';
import { formatConfidence, formatPercent, formatProfitFactor, formatWinRate, winRateTone } from './ratios';

describe('formatWinRate', () => {
  it('is a percent with one decimal', () => {
    expect(formatWinRate(0.6134)).toBe('61.3%');
    expect(formatWinRate('0.5')).toBe('50.0%');
    expect(formatWinRate(0)).toBe('0.0%');
    expect(formatWinRate(1)).toBe('100.0%');
  });

  it('shows a dash for non-numbers', () => {
    expect(formatWinRate('abc')).toBe(MISSING);
    expect(formatWinRate(Number.NaN)).toBe(MISSING);
  });
});

describe('winRateTone', () => {
  it('is success at 0.6 and above', () => {
    expect(winRateTone(0.6)).toBe('success');
    expect(winRateTone('0.6')).toBe('success');
    expect(winRateTone(1)).toBe('success');
  });

  it('is warning from 0.4 up to, not including, 0.6', () => {
    expect(winRateTone(0.4)).toBe('warning');
    expect(winRateTone(0.5)).toBe('warning');
    expect(winRateTone(0.5999)).toBe('warning');
  });

  it('is destructive below 0.4', () => {
    expect(winRateTone(0.3999)).toBe('destructive');
    expect(winRateTone(0)).toBe('destructive');
  });

  it('is neutral without a number', () => {
    expect(winRateTone(undefined)).toBe('neutral');
    expect(winRateTone('')).toBe('neutral');
  });
});

describe('formatProfitFactor', () => {
  it('has two decimals', () => {
    expect(formatProfitFactor(1.456)).toBe('1.46');
    expect(formatProfitFactor('2')).toBe('2.00');
    expect(formatProfitFactor(0)).toBe('0.00');
  });

  it('shows no losses at all as ∞', () => {
    expect(formatProfitFactor(Infinity)).toBe('∞');
    expect(formatProfitFactor('Infinity')).toBe('∞');
  });

  it('shows a dash for non-numbers', () => {
    expect(formatProfitFactor(undefined)).toBe(MISSING);
    expect(formatProfitFactor('NaN')).toBe(MISSING);
    expect(formatProfitFactor(-Infinity)).toBe(MISSING);
  });
});

describe('formatPercent', () => {
  it('turns a fraction into a percent with the decimals asked for', () => {
    expect(formatPercent(0.12345)).toBe('12.3%');
    expect(formatPercent(0.12345, 2)).toBe('12.35%');
    expect(formatPercent('-0.05', 0)).toBe('-5%');
  });

  it('shows a dash for non-numbers', () => {
    expect(formatPercent(null)).toBe(MISSING);
    expect(formatPercent(Infinity)).toBe(MISSING);
  });
});

describe('formatConfidence', () => {
  it('takes a 0-100 score and shows a whole percent', () => {
    expect(formatConfidence(85)).toBe('85%');
    expect(formatConfidence('84.6')).toBe('85%');
    expect(formatConfidence(0)).toBe('0%');
  });

  it('clamps scores outside 0-100', () => {
    expect(formatConfidence(140)).toBe('100%');
    expect(formatConfidence(-5)).toBe('0%');
  });

  it('shows a dash for non-numbers', () => {
    expect(formatConfidence('high')).toBe(MISSING);
  });
});
