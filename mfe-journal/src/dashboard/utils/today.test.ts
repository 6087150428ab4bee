import { describe, expect, it } from 'vitest';
import { todayIn } from './today';

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
});
