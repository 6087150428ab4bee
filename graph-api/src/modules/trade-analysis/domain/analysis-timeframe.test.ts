import { describe, expect, it } from 'vitest';
import { analysisTimeframeOf, insideSpanAt } from './analysis-timeframe';

const at = (iso: string) => new Date(iso);
const minutesAfter = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);

describe('analysisTimeframeOf', () => {
  it('reads 5m while the chart window (20 bars either side) holds at most 5,000 bars, then 15m, 1h and 1d', () => {
    const entry = at('2024-03-04T00:00:00Z');
    // 5m: 4,960 bars of the trade (its last bucket starting 24,795 minutes in) + 40 of context = 5,000.
    expect(analysisTimeframeOf(entry, minutesAfter(entry, 24_795))).toBe('5m');
    expect(analysisTimeframeOf(entry, minutesAfter(entry, 24_800))).toBe('15m');
    expect(analysisTimeframeOf(entry, minutesAfter(entry, 30 * 1_440))).toBe('15m');
    expect(analysisTimeframeOf(entry, minutesAfter(entry, 100 * 1_440))).toBe('1h');
    expect(analysisTimeframeOf(entry, minutesAfter(entry, 300 * 1_440))).toBe('1d');
    expect(analysisTimeframeOf(at('2024-03-04T14:31:00Z'), at('2024-03-04T14:52:00Z'))).toBe('5m');
  });
});

describe('insideSpanAt', () => {
  it('runs from the bucket of one bar before the entry to the end of the exit’s bucket', () => {
    expect(insideSpanAt(Date.parse('2024-03-04T14:31:00Z'), Date.parse('2024-03-04T14:52:00Z'), '5m')).toEqual({ start: Date.parse('2024-03-04T14:25:00Z'), end: Date.parse('2024-03-04T14:55:00Z') });
    // Day buckets are New York days: 23 March 2024 starts at 04:00 UTC (EDT).
    expect(insideSpanAt(Date.parse('2024-03-23T15:00:00Z'), Date.parse('2024-03-25T15:00:00Z'), '1d')).toEqual({ start: Date.parse('2024-03-22T04:00:00Z'), end: Date.parse('2024-03-26T04:00:00Z') });
  });
});
