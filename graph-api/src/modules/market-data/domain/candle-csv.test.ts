import { describe, expect, it } from 'vitest';
import { MarketDataError } from '../market-data.errors';
import { readCandleCsv } from './candle-csv';

const failureOf = (text: string): MarketDataError => {
  try {
    readCandleCsv(text, 'America/New_York');
  } catch (error) {
    expect(error).toBeInstanceOf(MarketDataError);
    return error as MarketDataError;
  }
  throw new Error('the file was read');
};

describe('readCandleCsv', () => {
  it('reads zoned, wall-clock and epoch times, and a missing volume as 0', () => {
    const text = 'Time,Open,High,Low,Close,Volume\n2024-03-08T14:30:00Z,10,11,9.5,10.5,1200\n2024-03-08 09:35,10.5,10.75,10.25,10.5,\n1709908800,10.5,10.6,10.4,10.45,300\n';
    expect(readCandleCsv(text, 'America/New_York')).toEqual([
      { time: new Date('2024-03-08T14:30:00Z'), open: '10', high: '11', low: '9.5', close: '10.5', volume: '1200' },
      { time: new Date('2024-03-08T14:35:00Z'), open: '10.5', high: '10.75', low: '10.25', close: '10.5', volume: '0' },
      { time: new Date(1709908800 * 1000), open: '10.5', high: '10.6', low: '10.4', close: '10.45', volume: '300' },
    ]);
  });

  it('reads an offset without a colon and a date alone (a day bar, New York midnight)', () => {
    const bars = readCandleCsv('date,open,high,low,close\n2024-03-08,10,11,9,10\n2024-03-11T09:30:00-0400,10,11,9,10\n', 'America/New_York');
    expect(bars.map((bar) => bar.time.toISOString())).toEqual(['2024-03-08T05:00:00.000Z', '2024-03-11T13:30:00.000Z']);
  });

  it.each([
    ['time,open,high,low,close\n', 'The file has a header but no candles.', null],
    ['time,open,high,close\n2024-03-08T14:30:00Z,1,2,1\n', 'Line 1: the header has no low column. Expected: time, open, high, low, close, volume.', null],
    ['time,open,high,low,close\n2024-03-08T14:30:00Z,1,2,1,1.5\nyesterday,1,2,1,1.5\n', 'Line 3: "yesterday" is not a time (use 2024-03-08T14:35:00Z, 2024-03-08 09:35 or epoch seconds).', 3],
    ['time,open,high,low,close\n2024-03-08T14:30:00Z,1,2,1.5,1.75\n', 'Line 2: open 1 is below low 1.5.', 2],
    ['time,open,high,low,close\n2024-03-08T14:30:00Z,1,2,3,1\n', 'Line 2: high 2 is below low 3.', 2],
    ['time,open,high,low,close\n2024-03-08T14:30:00Z,abc,2,1,1\n', 'Line 2: open "abc" is not a number.', 2],
    ['time,open,high,low,close\n2024-03-08T14:30:00Z,0,2,0,1\n', 'Line 2: open must be above 0.', 2],
    ['time,open,high,low,close,volume\n2024-03-08T14:30:00Z,1,2,1,1,-5\n', 'Line 2: volume "-5" is not a volume.', 2],
    ['time,open,high,low,close\n2024-02-30T14:30:00Z,1,2,1,1\n', 'Line 2: "2024-02-30T14:30:00Z" is not a time (use 2024-03-08T14:35:00Z, 2024-03-08 09:35 or epoch seconds).', 2],
    ['time,open,high,low,close\n2024-03-08T14:30:00Z,1,2,1,1\n\n2024-03-08 09:30,1,2,1,1\n', 'Line 4: the time 2024-03-08T14:30:00.000Z is already on line 2.', 4],
  ])('refuses %j naming the line and reason', (text, message, line) => {
    const error = failureOf(text);
    expect(error.message).toBe(message);
    expect(error.line).toBe(line);
  });
});
