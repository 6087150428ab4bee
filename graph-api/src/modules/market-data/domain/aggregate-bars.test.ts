import { describe, expect, it } from 'vitest';
import type { Bar } from './bar';
import { aggregateBars, barsOfTimeframe } from './aggregate-bars';
import { uncoveredSpans } from './time-spans';
import { bucketStartOf, finerTimeframesOf, nextBucketStartOf } from './timeframes';

const bar = (iso: string, open: string, high: string, low: string, close: string, volume = '100'): Bar => ({ time: new Date(iso), open, high, low, close, volume });

describe('aggregateBars', () => {
  it('builds a 10m bar from two 5m bars: first open, last close, extreme high and low, summed volume', () => {
    const fine = [bar('2024-03-08T14:35:00Z', '10', '12', '9.5', '11', '300'), bar('2024-03-08T14:30:00Z', '9', '10.5', '8.75', '10', '200')];
    expect(aggregateBars(fine, '10m')).toEqual([{ time: new Date('2024-03-08T14:30:00Z'), open: '9', high: '12', low: '8.75', close: '11', volume: '500' }]);
  });

  it('cuts day bars on the New York calendar day, not the UTC one', () => {
    // 23:30 New York on 7 March is 04:30 UTC on 8 March (EST, UTC-5).
    const fine = [bar('2024-03-08T04:30:00Z', '5', '6', '4', '5.5'), bar('2024-03-08T14:30:00Z', '7', '8', '6', '7.5')];
    const days = aggregateBars(fine, '1d');
    expect(days.map((day) => day.time.toISOString())).toEqual(['2024-03-07T05:00:00.000Z', '2024-03-08T05:00:00.000Z']);
  });
});

describe('barsOfTimeframe', () => {
  it('keeps a held bar of the timeframe and builds the others from the finer series covering most of each bucket', () => {
    const native = [bar('2024-03-08T14:30:00Z', '1', '2', '0.5', '1.5')];
    const fiveMinute = [bar('2024-03-08T14:45:00Z', '3', '4', '2', '3.5'), bar('2024-03-08T14:50:00Z', '3.5', '5', '3', '4')];
    const oneMinute = [bar('2024-03-08T14:46:00Z', '9', '9', '9', '9')];
    const bars = barsOfTimeframe('15m', native, new Map([['1m', oneMinute], ['5m', fiveMinute]]));
    expect(bars).toEqual([native[0], { time: new Date('2024-03-08T14:45:00Z'), open: '3', high: '5', low: '2', close: '4', volume: '200' }]);
  });
});

describe('timeframes', () => {
  it('lists the finer timeframes whose bars fit whole, finest first', () => {
    expect(finerTimeframesOf('15m')).toEqual(['1m', '5m']);
    expect(finerTimeframesOf('1h')).toEqual(['1m', '5m', '10m', '15m', '30m']);
    expect(finerTimeframesOf('1d')).toEqual(['1m', '5m', '10m', '15m', '30m', '1h', '4h']);
  });

  it('steps a New York day across a clock change (23 hours on 10 March 2024)', () => {
    expect(nextBucketStartOf(new Date('2024-03-10T12:00:00Z'), '1d').toISOString()).toBe('2024-03-11T04:00:00.000Z');
    expect(bucketStartOf(new Date('2024-03-10T12:00:00Z'), '1d').toISOString()).toBe('2024-03-10T05:00:00.000Z');
  });
});

describe('uncoveredSpans', () => {
  it('returns the gaps that the held spans leave in the wanted one', () => {
    expect(uncoveredSpans({ start: 0, end: 100 }, [{ start: 20, end: 30 }, { start: 25, end: 50 }, { start: 90, end: 120 }])).toEqual([
      { start: 0, end: 20 },
      { start: 50, end: 90 },
    ]);
    expect(uncoveredSpans({ start: 10, end: 20 }, [{ start: 0, end: 30 }])).toEqual([]);
    expect(uncoveredSpans({ start: 10, end: 20 }, [])).toEqual([{ start: 10, end: 20 }]);
  });
});
