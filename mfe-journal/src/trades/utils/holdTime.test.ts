import { describe, expect, it } from 'vitest';
import { formatHoldTime } from './holdTime';

const after = (seconds: number) => new Date(Date.parse('2026-03-02T14:30:00Z') + seconds * 1000).toISOString();

describe('formatHoldTime', () => {
  it('reads seconds, minutes, hours with minutes, and days with hours', () => {
    expect(formatHoldTime(after(0), after(45))).toBe('45s');
    expect(formatHoldTime(after(0), after(12 * 60 + 30))).toBe('12m');
    expect(formatHoldTime(after(0), after(3900))).toBe('1h 05m');
    expect(formatHoldTime(after(0), after(3 * 86400 + 2 * 3600 + 59))).toBe('3d 2h');
  });

  it('is null for an open trade', () => {
    expect(formatHoldTime(after(0), null)).toBeNull();
  });
});
