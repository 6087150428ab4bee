import { ImportRowError } from '../../../../trades/domain/execution';
import { type Instrument, InstrumentError, stockInstrument } from '../../../../trades/domain/instruments';
import { zonedWallClockToUtc } from '../../../../trades/domain/zoned-time';
import type { CsvImportOptions } from '../../csv-importer';
import type { CsvRecord } from '../../csv-records';

/*
 * Readers for DAS Trader cells that repeat across a file, each remembering what it worked out: a
 * 10 MB export has 175 000 rows but a few hundred symbols, a handful of accounts, one trade date.
 */

/**
 * Epoch milliseconds of a "HH:MM:SS" cell on the trade date. The zone's offset is worked out once per
 * quarter hour of that day (the granularity zonedWallClockToUtc resolves offsets at), so a row
 * costs a few character reads.
 */
export function instantReader(options: CsvImportOptions): (record: CsvRecord, text: string) => number {
  const [year, month, day] = options.tradeDate.split('-').map(Number) as [number, number, number];
  const quarterStarts: number[] = [];
  const quarterStart = (quarter: number) =>
    (quarterStarts[quarter] ??= zonedWallClockToUtc({ year, month, day, hour: Math.floor(quarter / 4), minute: (quarter % 4) * 15, second: 0 }, options.timeZone).getTime());
  return (record, text) => {
    const seconds = secondsOfDay(text);
    if (seconds === null) throw new ImportRowError(record.line, `Time "${text}" is not a time (HH:MM:SS)`);
    if (Number.isNaN(seconds)) throw new ImportRowError(record.line, `Time "${text}" is not a time of day`);
    return quarterStart(Math.floor(seconds / QUARTER_HOUR_SECONDS)) + (seconds % QUARTER_HOUR_SECONDS) * 1000;
  };
}

const QUARTER_HOUR_SECONDS = 900;

/**
 * Seconds since midnight of "H:MM:SS" or "HH:MM:SS"; NaN past 23:59:60 (a leap second is let
 * through, as isValidWallClock does), null when the text is not that shape.
 */
function secondsOfDay(text: string): number | null {
  const hourDigits = text.length - 6;
  if ((hourDigits !== 1 && hourDigits !== 2) || text.charCodeAt(hourDigits) !== COLON || text.charCodeAt(hourDigits + 3) !== COLON) return null;
  const hour = hourDigits === 1 ? digitAt(text, 0) : digitAt(text, 0) * 10 + digitAt(text, 1);
  const minute = digitAt(text, hourDigits + 1) * 10 + digitAt(text, hourDigits + 2);
  const second = digitAt(text, hourDigits + 4) * 10 + digitAt(text, hourDigits + 5);
  if (Number.isNaN(hour + minute + second)) return null;
  return hour > 23 || minute > 59 || second > 60 ? NaN : hour * 3600 + minute * 60 + second;
}

/** The digit at `index`, NaN for any other character. */
function digitAt(text: string, index: number): number {
  const value = text.charCodeAt(index) - ZERO;
  return value >= 0 && value <= 9 ? value : NaN;
}

const COLON = 58;
const ZERO = 48;

/** One Instrument per symbol for the whole file (shared, never changed), instead of one per row. */
export function instrumentReader(): (record: CsvRecord, symbol: string) => Instrument {
  const known = new Map<string, Instrument>();
  return (record, symbol) => {
    let instrument = known.get(symbol);
    if (instrument) return instrument;
    try {
      instrument = Object.freeze(stockInstrument(symbol));
    } catch (error) {
      if (error instanceof InstrumentError) throw new ImportRowError(record.line, error.message);
      throw error;
    }
    known.set(symbol, instrument);
    return instrument;
  };
}

/**
 * One string per distinct value for the whole file, for the columns with few of them (accounts,
 * share quantities): 175 000 executions each holding their own copies weighed megabytes. Prices
 * are mostly distinct, and hashing them would cost more than it saves.
 */
export function sharedText(): (text: string) => string {
  const known = new Map<string, string>();
  return (text) => {
    const existing = known.get(text);
    if (existing !== undefined) return existing;
    known.set(text, text);
    return text;
  };
}
