import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, todayIn } from './dates';
import { MISSING } from './parseNumber';

describe('formatDate', () => {
  it('uses UTC when no zone is given', () => {
    expect(formatDate('2025-01-21T03:30:00Z')).toBe('Jan 21, 2025');
  });

  it('uses the zone asked for, across a date line', () => {
    expect(formatDate('2025-01-21T03:30:00Z', { timeZone: 'America/New_York' })).toBe('Jan 20, 2025');
    expect(formatDate('2025-01-21T20:30:00Z', { timeZone: 'Asia/Tokyo' })).toBe('Jan 22, 2025');
  });

  it('takes Date objects and epoch milliseconds', () => {
    expect(formatDate(new Date(Date.UTC(2024, 1, 29, 12)))).toBe('Feb 29, 2024');
    expect(formatDate(0)).toBe('Jan 1, 1970');
  });

  it('adds the time of day when asked', () => {
    expect(formatDate('2025-01-21T14:05:00Z', { withTime: true })).toBe('Jan 21, 2025, 2:05 PM');
  });

  it('adds the seconds when asked, as fills are read', () => {
    expect(formatDate('2025-01-21T14:05:07Z', { withSeconds: true })).toBe('Jan 21, 2025, 2:05:07 PM');
    expect(formatDateTime('2025-01-21T14:05:07Z', { timeZone: 'America/New_York', withSeconds: true })).toBe('Jan 21, 2025, 9:05:07 AM');
    // Asked without seconds, the same zone's formatter is not the one with seconds.
    expect(formatDateTime('2025-01-21T14:05:07Z', { timeZone: 'America/New_York' })).toBe('Jan 21, 2025, 9:05 AM');
  });

  it('shows a dash for missing or invalid dates', () => {
    expect(formatDate(null)).toBe(MISSING);
    expect(formatDate(undefined)).toBe(MISSING);
    expect(formatDate('')).toBe(MISSING);
    expect(formatDate('not a date')).toBe(MISSING);
  });

  it('refuses an unknown zone instead of guessing one', () => {
    expect(() => formatDate('2025-01-21T03:30:00Z', { timeZone: 'Mars/Olympus' })).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it('is the date with the time, in the zone asked for', () => {
    expect(formatDateTime('2025-01-21T19:30:00Z', { timeZone: 'America/Los_Angeles' })).toBe('Jan 21, 2025, 11:30 AM');
    expect(formatDateTime('2025-07-01T12:00:00Z', { timeZone: 'America/New_York' })).toBe('Jul 1, 2025, 8:00 AM');
    expect(formatDateTime('2025-01-21T19:30:00Z')).toBe('Jan 21, 2025, 7:30 PM');
  });
});

describe('todayIn', () => {
  const lateEvening = new Date('2025-03-10T03:30:00Z');

  it('is the UTC date in UTC', () => {
    expect(todayIn('UTC', lateEvening)).toBe('2025-03-10');
  });

  it('is the local date in the trader’s zone, with the same answer when asked again', () => {
    expect(todayIn('America/New_York', lateEvening)).toBe('2025-03-09');
    expect(todayIn('America/New_York', lateEvening)).toBe('2025-03-09');
    expect(todayIn('Asia/Tokyo', lateEvening)).toBe('2025-03-10');
  });

  it('refuses an unknown zone rather than answering in another', () => {
    expect(() => todayIn('Mars/Olympus_Mons', lateEvening)).toThrow(RangeError);
  });
});
