import Big from 'big.js';
import { readCsvTable } from '../../imports';
import { fitsDecimalColumn, isValidWallClock, parseDecimalText, PRICE_COLUMN, QUANTITY_COLUMN, zonedWallClockToUtc } from '../../trades';
import { MarketDataError } from '../market-data.errors';
import type { Bar } from './bar';

/** Header names a column is found by, case-insensitively. Volume may be left out (read as 0). */
const COLUMN_NAMES = {
  time: ['time', 'timestamp', 'datetime', 'date'],
  open: ['open', 'o'],
  high: ['high', 'h'],
  low: ['low', 'l'],
  close: ['close', 'c'],
  volume: ['volume', 'vol', 'v'],
} as const;
type Column = keyof typeof COLUMN_NAMES;

const ZONED_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const EPOCH = /^\d{10}(\d{3})?$/;

/**
 * Reads a candle file (OHLC of one symbol and timeframe): a header naming time, open, high, low,
 * close and optionally volume, then one bar a line. Times are ISO-8601 with an offset ("…Z",
 * "…-05:00"), epoch seconds or milliseconds, or wall-clock time ("2024-03-08 09:35", or a date
 * alone for day bars) read in `timeZone`. The first bad line stops the reading, named with its
 * reason: a file is stored whole or not at all.
 */
export function readCandleCsv(text: string, timeZone: string): Bar[] {
  const table = readCsvTable(text);
  if (table.size === 0) throw new MarketDataError('format_error', 'The file is empty: expected a header (time, open, high, low, close, volume) and one candle a line.');
  const header = table.record(0).cells.map((cell) => cell.trim().toLowerCase());
  const positions = columnPositions(header);
  if (table.size === 1) throw new MarketDataError('format_error', 'The file has a header but no candles.');
  const bars: Bar[] = [];
  const lineOfTime = new Map<number, number>();
  for (let index = 1; index < table.size; index++) {
    const record = table.record(index);
    const cell = (column: Column) => (positions[column] < 0 ? '' : (record.cells[positions[column]] ?? '').trim());
    const bar = barOf(cell, timeZone, record.line);
    const earlier = lineOfTime.get(bar.time.getTime());
    if (earlier !== undefined) throw rowError(record.line, `the time ${bar.time.toISOString()} is already on line ${earlier}`);
    lineOfTime.set(bar.time.getTime(), record.line);
    bars.push(bar);
  }
  return bars;
}

function columnPositions(header: string[]): Record<Column, number> {
  const find = (column: Column) => header.findIndex((name) => (COLUMN_NAMES[column] as readonly string[]).includes(name));
  const positions = { time: find('time'), open: find('open'), high: find('high'), low: find('low'), close: find('close'), volume: find('volume') };
  const missing = (['time', 'open', 'high', 'low', 'close'] as const).filter((column) => positions[column] < 0);
  if (missing.length > 0) throw new MarketDataError('format_error', `Line 1: the header has no ${missing.join(', ')} column. Expected: time, open, high, low, close, volume.`);
  return positions;
}

const rowError = (line: number, reason: string) => new MarketDataError('row_error', `Line ${line}: ${reason}.`, line);

function barOf(cell: (column: Column) => string, timeZone: string, line: number): Bar {
  const time = timeOf(cell('time'), timeZone);
  if (!time) throw rowError(line, `"${cell('time').slice(0, 40)}" is not a time (use 2024-03-08T14:35:00Z, 2024-03-08 09:35 or epoch seconds)`);
  const price = (column: 'open' | 'high' | 'low' | 'close') => {
    const value = parseDecimalText(cell(column));
    if (value === null) throw rowError(line, `${column} "${cell(column).slice(0, 40)}" is not a number`);
    if (!new Big(value).gt(0)) throw rowError(line, `${column} must be above 0`);
    if (!fitsDecimalColumn(value, PRICE_COLUMN)) throw rowError(line, `${column} ${value} has more than ${PRICE_COLUMN.scale} decimals or is too large`);
    return value;
  };
  const [open, high, low, close] = [price('open'), price('high'), price('low'), price('close')];
  const volume = cell('volume') === '' ? '0' : parseDecimalText(cell('volume'));
  if (volume === null || volume.startsWith('-') || !fitsDecimalColumn(volume, QUANTITY_COLUMN)) throw rowError(line, `volume "${cell('volume').slice(0, 40)}" is not a volume`);
  const highest = new Big(high);
  const lowest = new Big(low);
  if (highest.lt(lowest)) throw rowError(line, `high ${high} is below low ${low}`);
  for (const [name, value] of [['open', open], ['close', close]] as const) {
    if (new Big(value).gt(highest)) throw rowError(line, `${name} ${value} is above high ${high}`);
    if (new Big(value).lt(lowest)) throw rowError(line, `${name} ${value} is below low ${low}`);
  }
  return { time, open, high, low, close, volume };
}

function timeOf(text: string, timeZone: string): Date | null {
  if (EPOCH.test(text)) return new Date(text.length === 10 ? Number(text) * 1000 : Number(text));
  if (ZONED_TIME.test(text)) {
    const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
    if (!isValidWallClock({ year, month, day, hour: 0, minute: 0, second: 0 })) return null;
    // Date reads "-05:00" but not "-0500": the colon is put in.
    const time = new Date(text.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
    return Number.isNaN(time.getTime()) ? null : time;
  }
  const wall = WALL_TIME.exec(text);
  if (!wall) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0'] = wall;
  const clock = { year: Number(year), month: Number(month), day: Number(day), hour: Number(hour), minute: Number(minute), second: Number(second) };
  return isValidWallClock(clock) ? zonedWallClockToUtc(clock, timeZone) : null;
}
