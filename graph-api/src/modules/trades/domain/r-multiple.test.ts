import { describe, expect, it } from 'vitest';
import { initialRisk, parseStopPrice, rMultiple, stopPriceProblem } from './r-multiple';

const LONG_AAPL = { direction: 'LONG' as const, entryPrice: '190', quantity: '100', multiplier: '1' };
const SHORT_OPTION = { direction: 'SHORT' as const, entryPrice: '2.5', quantity: '3', multiplier: '100' };

describe('R-multiple', () => {
  it('is net P&L over |entry - stop| x quantity x multiplier', () => {
    // Risk 100 x 1.00 = $100; +$250 net is 2.5R, -$50 is -0.5R.
    expect(initialRisk('189', LONG_AAPL).toString()).toBe('100');
    expect(rMultiple('250', '189', { ...LONG_AAPL, closed: true })).toBe('2.5');
    expect(rMultiple('-50', '189', { ...LONG_AAPL, closed: true })).toBe('-0.5');
    // A short of 3 option contracts, stop 0.50 above: risk 0.5 x 3 x 100 = $150; +$100 is 0.6667R.
    expect(initialRisk('3', SHORT_OPTION).toString()).toBe('150');
    expect(rMultiple('100', '3', { ...SHORT_OPTION, closed: true })).toBe('0.6667');
  });

  it('is absent without a stop and while the trade is open', () => {
    expect(rMultiple('250', null, { ...LONG_AAPL, closed: true })).toBeNull();
    expect(rMultiple('250', '189', { ...LONG_AAPL, closed: false })).toBeNull();
  });

  it('refuses a stop on the wrong side of the entry, or at it', () => {
    expect(stopPriceProblem('189.99', LONG_AAPL)).toBeNull();
    expect(stopPriceProblem('190', LONG_AAPL)).toBe('The stop of a long trade must be below its entry price (190).');
    expect(stopPriceProblem('191', LONG_AAPL)).toBe('The stop of a long trade must be below its entry price (190).');
    expect(stopPriceProblem('2.6', SHORT_OPTION)).toBeNull();
    expect(stopPriceProblem('2.4', SHORT_OPTION)).toBe('The stop of a short trade must be above its entry price (2.5).');
  });

  it('reads a typed stop, and says what is wrong with one it cannot read', () => {
    expect(parseStopPrice('$189.50')).toEqual({ stopPrice: '189.5' });
    expect(parseStopPrice('abc')).toEqual({ problem: 'The stop "abc" is not a price.' });
    expect(parseStopPrice('-1')).toEqual({ problem: 'The stop cannot be a negative price.' });
    expect(parseStopPrice('1.123456789')).toEqual({ problem: 'The stop must have at most 16 digits before the point and 8 after it.' });
  });
});
