import { describe, expect, it } from 'vitest';
import { explanationTitle, formatInput } from './explanation';

describe('explanations', () => {
  it('write money in dollars and times in the trader’s zone, the rest as sent', () => {
    expect(formatInput({ name: 'Net P&L', value: '1234.5' }, 'UTC')).toBe('$1,234.50');
    expect(formatInput({ name: 'Gross loss', value: '-40' }, 'UTC')).toBe('-$40.00');
    expect(formatInput({ name: 'Trough', value: '2025-03-14T14:45:12.000Z' }, 'America/New_York')).toBe('Mar 14, 2025, 10:45 AM');
    expect(formatInput({ name: 'Closed trades', value: '12' }, 'UTC')).toBe('12');
    expect(formatInput({ name: 'Win rate', value: '61.3%' }, 'UTC')).toBe('61.3%');
    expect(formatInput({ name: 'Peak', value: 'the start (0)' }, 'UTC')).toBe('the start (0)');
  });

  it('name the figure or the day', () => {
    expect(explanationTitle({ figure: 'WIN_RATE' })).toBe('How Win Rate is calculated');
    expect(explanationTitle({ figure: 'DAILY_PNL', date: '2025-03-14' })).toBe('How the P&L of Mar 14, 2025 is calculated');
  });
});
