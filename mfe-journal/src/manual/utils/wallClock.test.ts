import { describe, expect, it } from 'vitest';
import { instantOfWallClock, wallClockOf } from './wallClock';

describe('wall clock of a time zone', () => {
  it('reads and writes a New York time, either side of a clock change', () => {
    expect(instantOfWallClock('2026-03-02T09:30', 'America/New_York')).toBe('2026-03-02T14:30:00.000Z');
    expect(instantOfWallClock('2026-07-02T09:30', 'America/New_York')).toBe('2026-07-02T13:30:00.000Z');
    expect(wallClockOf('2026-07-02T13:30:00.000Z', 'America/New_York')).toBe('2026-07-02T09:30');
  });

  it('is the identity in UTC and refuses what is no date and time', () => {
    expect(instantOfWallClock('2026-03-02T14:30', 'UTC')).toBe('2026-03-02T14:30:00.000Z');
    expect(wallClockOf('2026-03-02T14:30:00Z', 'UTC')).toBe('2026-03-02T14:30');
    expect(instantOfWallClock('yesterday', 'UTC')).toBeNull();
  });
});
