import { describe, expect, it } from 'vitest';
import { isFilteredView, journalFilterSearchOf } from './journalFilter';

describe('journalFilterSearchOf', () => {
  it("keeps the filter bar's parameters only, in the bar's order", () => {
    expect(journalFilterSearchOf('?q=earnings&symbol=AAPL&sort=pnl&period=month&direction=asc&tags=3%2C7&match=all')).toBe('?period=month&symbol=AAPL&tags=3%2C7&match=all');
    expect(journalFilterSearchOf('?from=2026-03-01&to=2026-03-31&account=U+123&platform=das_trader&side=long&compare=1')).toBe(
      '?from=2026-03-01&to=2026-03-31&account=U+123&platform=das_trader&side=long&compare=1',
    );
  });

  it('is empty without any, and leaves out empty values', () => {
    expect(journalFilterSearchOf('')).toBe('');
    expect(journalFilterSearchOf('?q=x&sort=pnl')).toBe('');
    expect(journalFilterSearchOf('?symbol=&side=short')).toBe('?side=short');
  });
});

describe('isFilteredView', () => {
  it('names the four views the bar filters', () => {
    expect(['/dashboard', '/analytics', '/insights', '/history'].every(isFilteredView)).toBe(true);
    expect(['/', '/import', '/reports/weekly', '/history/1'].some(isFilteredView)).toBe(false);
  });
});
