import { describe, expect, it } from 'vitest';
import { pointsInRange, rangeStart } from './chartRange';

const point = (date: string, cumulativePnl: number) => ({ date, cumulativePnl });
const HISTORY = [point('2024-01-10', 10), point('2024-12-20', 20), point('2025-01-15', 30), point('2025-02-28', 40), point('2025-03-01', 50), point('2025-03-31', 60)];

describe('chart ranges', () => {
  it('starts each range a month, three months or a year before today', () => {
    expect(rangeStart('1M', '2025-03-31')).toBe('2025-02-28');
    expect(rangeStart('3M', '2025-03-15')).toBe('2024-12-15');
    expect(rangeStart('1Y', '2024-02-29')).toBe('2023-02-28');
    expect(rangeStart('ALL', '2025-03-31')).toBeNull();
  });

  it('keeps the days after the start up to today, with their whole-history totals', () => {
    expect(pointsInRange(HISTORY, '1M', '2025-03-31').map((p) => p.date)).toEqual(['2025-03-01', '2025-03-31']);
    expect(pointsInRange(HISTORY, '3M', '2025-03-31')).toEqual([point('2025-01-15', 30), point('2025-02-28', 40), point('2025-03-01', 50), point('2025-03-31', 60)]);
    expect(pointsInRange(HISTORY, '1Y', '2025-03-31').map((p) => p.date)[0]).toBe('2024-12-20');
    expect(pointsInRange(HISTORY, 'ALL', '2025-03-31')).toEqual(HISTORY);
  });

  it('is empty when nothing closed in the range', () => {
    expect(pointsInRange(HISTORY, '1M', '2026-01-01')).toEqual([]);
  });
});
