import { ImportRowError, type Instrument, InstrumentError, stockInstrument, zonedWallClockToUtc } from '../../../../trades';
import type { CsvImportOptions } from '../../csv-importer';
import type { CellSpan } from '../../csv-table';

/*
 * Readers for DAS Trader cells, reading each cell in place (a CellSpan) rather than cut into a
 * string: a 10 MB export has 175 000 rows.
 */

/**
 * Epoch milliseconds of a "HH:MM:SS" cell on the trade date. The zone's offset is worked out once per
 * quarter hour of that day (the granularity zonedWallClockToUtc resolves offsets at), so a row
 * costs a few character reads.
 */
export function instantReader(options: CsvImportOptions): (time: CellSpan, line: number) => number {
  const [year, month, day] = options.tradeDate.split('-').map(Number) as [number, number, number];
  // NaN until worked out. A typed array: a sparse array of numbers read at a new index (a hole)
  // made V8 throw away the compiled row loop partway through a file.
  const quarterStarts = new Float64Array(QUARTERS_PER_DAY + 1).fill(NaN);
  const quarterStart = (quarter: number) => {
    const known = quarterStarts[quarter]!;
    if (!Number.isNaN(known)) return known;
    return (quarterStarts[quarter] = zonedWallClockToUtc({ year, month, day, hour: Math.floor(quarter / 4), minute: (quarter % 4) * 15, second: 0 }, options.timeZone).getTime());
  };
  return (time, line) => {
    const seconds = secondsOfDay(time);
    if (seconds === null) throw new ImportRowError(line, `Time "${time.toString()}" is not a time (HH:MM:SS)`);
    if (Number.isNaN(seconds)) throw new ImportRowError(line, `Time "${time.toString()}" is not a time of day`);
    return quarterStart(Math.floor(seconds / QUARTER_HOUR_SECONDS)) + (seconds % QUARTER_HOUR_SECONDS) * 1000;
  };
}

const QUARTER_HOUR_SECONDS = 900;
// A leap second (23:59:60) falls in a 97th quarter.
const QUARTERS_PER_DAY = 96;

/**
 * Seconds since midnight of "H:MM:SS" or "HH:MM:SS"; NaN past 23:59:60 (a leap second is let
 * through, as isValidWallClock does), null when the text is not that shape.
 */
function secondsOfDay(time: CellSpan): number | null {
  const hourDigits = time.length - 6;
  if ((hourDigits !== 1 && hourDigits !== 2) || time.codeAt(hourDigits) !== COLON || time.codeAt(hourDigits + 3) !== COLON) return null;
  const hour = hourDigits === 1 ? digitAt(time, 0) : digitAt(time, 0) * 10 + digitAt(time, 1);
  const minute = digitAt(time, hourDigits + 1) * 10 + digitAt(time, hourDigits + 2);
  const second = digitAt(time, hourDigits + 4) * 10 + digitAt(time, hourDigits + 5);
  if (Number.isNaN(hour + minute + second)) return null;
  return hour > 23 || minute > 59 || second > 60 ? NaN : hour * 3600 + minute * 60 + second;
}

/** The digit at `index`, NaN for any other character. */
function digitAt(time: CellSpan, index: number): number {
  const value = time.codeAt(index) - ZERO;
  return value >= 0 && value <= 9 ? value : NaN;
}

const COLON = 58;
const ZERO = 48;

/** A symbol's instrument, frozen: the importer shares one per symbol across the file's rows. */
export function instrumentOf(symbol: string, line: number): Instrument {
  try {
    return Object.freeze(stockInstrument(symbol));
  } catch (error) {
    if (error instanceof InstrumentError) throw new ImportRowError(line, error.message);
    throw error;
  }
}
