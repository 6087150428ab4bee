import { describe, expect, it } from 'vitest';
import { formatTradeMoment } from './tradeMoment';

describe('formatTradeMoment', () => {
  it('shows the date and time in the trader zone when the file gave the time', () => {
    expect(formatTradeMoment('2024-12-02T14:35:00Z', { timeGiven: true }, { timeZone: 'America/New_York' })).toBe('Dec 2, 2024, 9:35 AM');
    expect(formatTradeMoment('2024-12-02T14:35:07Z', { timeGiven: true }, { timeZone: 'UTC', withSeconds: true })).toBe('Dec 2, 2024, 2:35:07 PM');
  });

  it('shows the broker date with "time not given" instead of the placeholder time', () => {
    // 12:00 New York, the placeholder, is already the next day in Tokyo: the date stays the broker's.
    expect(formatTradeMoment('2024-12-02T17:00:00Z', { timeGiven: false }, { timeZone: 'Asia/Tokyo' })).toBe('Dec 2, 2024 · time not given');
    expect(formatTradeMoment('2024-12-02T17:00:00Z', { timeGiven: false }, { timeZone: 'UTC', withSeconds: true })).toBe('Dec 2, 2024 · time not given');
  });
});
