import { describe, expect, it } from 'vitest';
import { formatConfidence, formatMoney, formatPercent, formatPnl, formatProfitFactor, formatWinRate, MISSING, pnlTone, winRateTone } from './numbers';

describe('money', () => {
  it('formats en-US dollars, negatives with a minus sign', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(-1234.5)).toBe('-$1,234.50');
    expect(formatMoney('98.765')).toBe('$98.77');
    expect(formatMoney(-0)).toBe('$0.00');
  });
  it('rounds to whole dollars for advanced analytics', () => {
    expect(formatMoney(1234.5, { wholeDollars: true })).toBe('$1,235');
  });
  it('shows a dash for anything that is not a number', () => {
    expect(formatMoney('abc')).toBe(MISSING);
    expect(formatMoney(null)).toBe(MISSING);
    expect(formatMoney('')).toBe(MISSING);
  });
  it('signs gains in P&L', () => {
    expect(formatPnl(12)).toBe('+$12.00');
    expect(formatPnl(-3.5)).toBe('-$3.50');
    expect(formatPnl(0)).toBe('$0.00');
  });
  it('colours P&L green at 0 or above, else red', () => {
    expect(pnlTone(0)).toBe('positive');
    expect(pnlTone('0.01')).toBe('positive');
    expect(pnlTone(-0.01)).toBe('negative');
    expect(pnlTone('x')).toBe('neutral');
  });
});

describe('win rate', () => {
  it('is a percent with one decimal', () => {
    expect(formatWinRate(0.6134)).toBe('61.3%');
    expect(formatWinRate('0.5')).toBe('50.0%');
    expect(formatWinRate(0)).toBe('0.0%');
  });
  it('is green at 0.6 and above, yellow from 0.4 to below 0.6, red below 0.4', () => {
    expect(winRateTone(0.6)).toBe('success');
    expect(winRateTone(0.5999)).toBe('warning');
    expect(winRateTone(0.4)).toBe('warning');
    expect(winRateTone(0.3999)).toBe('destructive');
  });
});

describe('ratios', () => {
  it('shows profit factor with 2 decimals, infinity as ∞', () => {
    expect(formatProfitFactor(1.456)).toBe('1.46');
    expect(formatProfitFactor('2')).toBe('2.00');
    expect(formatProfitFactor(Infinity)).toBe('∞');
    expect(formatProfitFactor(undefined)).toBe(MISSING);
  });
  it('shows percents and confidence', () => {
    expect(formatPercent(0.12345, 2)).toBe('12.35%');
    expect(formatConfidence(84.6)).toBe('85%');
    expect(formatConfidence(140)).toBe('100%');
  });
});
