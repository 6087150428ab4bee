import { describe, expect, it } from 'vitest';
import { barsSeenByReader, type BarFacts } from './reader-bars';

const at = (minute: number) => Date.UTC(2024, 2, 4, 14, minute);
const bar = (minute: number, own: boolean, timeframe: BarFacts['timeframe'] = '5m', symbol = 'AAPL'): BarFacts => ({ symbol, timeframe, time: at(minute), own });

describe('barsSeenByReader', () => {
  it("keeps the reader's own bars, and the shared ones outside their spans of the same symbol and timeframe", () => {
    const rows = [bar(0, false), bar(5, false), bar(5, true), bar(10, false), bar(5, false, '1m'), bar(5, false, '5m', 'MSFT')];
    const seen = barsSeenByReader(rows, [{ symbol: 'AAPL', timeframe: '5m', span: { start: at(5), end: at(10) } }], (row) => row);
    expect(seen).toEqual([bar(0, false), bar(5, true), bar(10, false), bar(5, false, '1m'), bar(5, false, '5m', 'MSFT')]);
  });

  it('hides the shared bars of a span the reader holds even where their file has no bar', () => {
    const seen = barsSeenByReader([bar(0, false), bar(5, false)], [{ symbol: 'AAPL', timeframe: '5m', span: { start: at(0), end: at(10) } }], (row) => row);
    expect(seen).toEqual([]);
  });

  it('keeps every shared bar of a reader without uploads', () => {
    const rows = [bar(0, false), bar(5, false)];
    expect(barsSeenByReader(rows, [], (row) => row)).toEqual(rows);
  });
});
