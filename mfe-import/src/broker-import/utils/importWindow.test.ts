import { describe, expect, it } from 'vitest';
import { importWindow } from './importWindow';

describe('API import window (SPEC §7)', () => {
  it('runs from 30 days ago to now, as ISO times', () => {
    const now = new Date('2025-03-31T15:04:05.678Z');
    expect(importWindow(now)).toEqual({ startDate: '2025-03-01T15:04:05.678Z', endDate: '2025-03-31T15:04:05.678Z' });
  });

  it('counts days of 24 hours across a daylight saving change', () => {
    const { startDate, endDate } = importWindow(new Date('2025-03-20T12:00:00Z'));
    expect(Date.parse(endDate) - Date.parse(startDate)).toBe(30 * 24 * 60 * 60 * 1000);
  });
});
