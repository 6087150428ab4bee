import { describe, expect, it } from 'vitest';
import { rangeReadsOf, type SeriesSpan } from './range-reads';

const wanted = (symbol: string, start: number, end: number, timeframes: SeriesSpan['timeframes'] = ['5m', '1m']): SeriesSpan => ({ symbol, timeframes, span: { start, end } });
const reads = (spans: SeriesSpan[], budget: number) => rangeReadsOf(spans, budget).map(({ symbol, span, timeframes }) => [symbol, span.start, span.end, [...timeframes].sort().join(' ')]);

describe('rangeReadsOf', () => {
  it('joins overlapping and touching spans of a symbol, with every timeframe they want, and keeps symbols apart', () => {
    expect(reads([wanted('A', 10, 20), wanted('B', 0, 5), wanted('A', 0, 10, ['15m']), wanted('A', 15, 30), wanted('A', 40, 50)], 10)).toEqual([
      ['A', 0, 30, '15m 1m 5m'],
      ['A', 40, 50, '1m 5m'],
      ['B', 0, 5, '1m 5m'],
    ]);
  });

  it('joins across the narrowest gaps to stay within the budget, and keeps one read per symbol at least', () => {
    const spans = [wanted('A', 0, 10), wanted('A', 12, 20), wanted('A', 100, 110), wanted('A', 111, 120), wanted('B', 0, 1), wanted('B', 500, 501)];
    // Gaps: A 2, 80 and 1; B 499. A budget of 3 (two symbols) keeps the widest apart, 4 the two widest.
    expect(reads(spans, 3)).toEqual([
      ['A', 0, 120, '1m 5m'],
      ['B', 0, 1, '1m 5m'],
      ['B', 500, 501, '1m 5m'],
    ]);
    expect(reads(spans, 4)).toEqual([
      ['A', 0, 20, '1m 5m'],
      ['A', 100, 120, '1m 5m'],
      ['B', 0, 1, '1m 5m'],
      ['B', 500, 501, '1m 5m'],
    ]);
    expect(reads(spans, 1)).toEqual([
      ['A', 0, 120, '1m 5m'],
      ['B', 0, 501, '1m 5m'],
    ]);
    expect(rangeReadsOf(spans, 6)).toHaveLength(6);
  });
});
