import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates';

describe('dates', () => {
  it('formats in the zone asked for, UTC by default', () => {
    expect(formatDate('2025-01-21T03:30:00Z')).toBe('Jan 21, 2025');
    expect(formatDate('2025-01-21T03:30:00Z', { timeZone: 'America/New_York' })).toBe('Jan 20, 2025');
    expect(formatDateTime('2025-01-21T19:30:00Z', { timeZone: 'America/Los_Angeles' })).toBe('Jan 21, 2025, 11:30 AM');
  });
  it('shows a dash for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});
