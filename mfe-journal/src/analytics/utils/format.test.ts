import { describe, expect, it } from 'vitest';
import { formatMinutes, formatPnlInterval, formatRateInterval, tradesText } from './format';

describe('analytics formats', () => {
  it('says holding times as a person would', () => {
    expect([0.5, 12.4, 60, 95, 1_439, 2_160].map(formatMinutes)).toEqual(['30 sec', '12 min', '1 h', '1 h 35 min', '23 h 59 min', '1.5 days']);
    expect(formatMinutes(null)).toBe('—');
  });

  it('writes a win rate range as percents and a mean P&L range in signed dollars, none under 2 trades', () => {
    expect(formatRateInterval({ low: 0.20765, high: 0.93851 })).toBe('20.8%–93.9%');
    expect(formatPnlInterval({ low: -241.92, high: 275.25 })).toBe('-$241.92 to +$275.25');
    expect(formatPnlInterval(null)).toBe('none under 2 trades');
    expect([tradesText(1), tradesText(2)]).toEqual(['1 trade', '2 trades']);
  });
});
