import { describe, expect, it } from 'vitest';
import { tradedSpan } from './traded-span';

const hours = (counts: number[]) => counts.map((tradeCount, hour) => ({ key: String(hour), tradeCount }));

describe('tradedSpan', () => {
  it('keeps the hours from the first traded to the last, the empty ones between included', () => {
    const buckets = hours([0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 2, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(tradedSpan(buckets).map(({ key }) => key)).toEqual(['9', '10', '11', '12', '13', '14']);
  });

  it('keeps a single traded hour alone', () => {
    expect(tradedSpan(hours([0, 0, 5, 0])).map(({ key }) => key)).toEqual(['2']);
  });

  it('leaves the buckets as they are when none holds a trade', () => {
    expect(tradedSpan(hours([0, 0, 0]))).toHaveLength(3);
  });
});
