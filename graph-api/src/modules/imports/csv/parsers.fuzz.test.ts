import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dasTradesCsv } from '../../../../test/support/das-csv';
import { type ImportedExecution, ImportFormatError, ImportRowError } from '../../trades/domain/execution';
import { parseCsvFile } from './csv-file';
import type { CsvImporter, CsvImportOptions, CsvParseResult, GenericColumnMapping } from './csv-importer';
import { CSV_IMPORTERS } from './csv-importers';
import type { CsvRecord } from './csv-records';
import { readCsvTable } from './csv-text';
import { suggestGenericMapping } from './platforms/generic/generic.importer';

/*
 * Every registered importer, fed what a careless export, a wrong file or an attacker could upload.
 * An importer may refuse (ImportRowError, ImportFormatError) but never crash with anything else,
 * and whatever it accepts must be storable. Importers are read from CSV_IMPORTERS when the test
 * runs, so one added later is fuzzed without anyone editing this file.
 */

// FUZZ_RUNS=5000 to fuzz longer than the suite does.
const RUNS = { numRuns: Number(process.env.FUZZ_RUNS) || 120 };

// Cells that have tripped CSV importers: numbers in every notation, dates and times in and out of
// range, symbols of every kind, sides, prototype keys, quotes and separators.
const TRICKY_CELLS = [
  '', ' ', '0', '-0', '-1', '1.5', '1e5', 'NaN', 'Infinity', '99999999999999999999999', '0.000000001', '$1,234.50', '(3.10)', '--5', '1,2', '١٢',
  '2026-07-15', '2026-02-30', '07/15/2026', '7/15/26', '13/45/2026', '09:30:00', '9:30', '25:61:61', '2026-07-15 09:30:00', '2026-07-15T09:30:00Z', '20260715;093000', '07/15/2026 09:30:00 EDT',
  'AAPL', 'aapl', 'AAPL  240621C00190000', 'AAPL240230C00190000', 'SPY 06/21/2024 500.00 C', '-AAPL240621C190', '.AAPL240621C190', 'ESZ24', '/ESZ24', 'XXZ4', 'BTC-USD',
  'B', 'S', 'SS', 'BC', 'BUY', 'SELL', 'Buy', 'Sell', 'SHORT', 'BOT', 'SLD', 'BUY TO OPEN', 'SELL TO CLOSE', 'Filled', 'Cancelled', 'STK', 'OPT', 'FUT', 'CALL', 'PUT', 'C', 'P', 'USD',
  'constructor', '__proto__', 'toString', 'hasOwnProperty', '"', '""', ',', '\n', '\r', '\u0000', '\uFEFF', 'Account Trade History', 'Trades', 'Header', 'Data',
];

const OPTIONS = fc.record({
  timeZone: fc.constantFrom('America/New_York', 'Europe/London', 'UTC', 'Asia/Kolkata'),
  tradeDate: fc.constantFrom('2026-07-15', '2026-03-08', '2026-11-01', '2024-02-29'),
});

const cellArbitrary = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...TRICKY_CELLS) }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }) });

/** A cell as a CSV writer (or a sloppy one) would put it on a line. */
const writtenCell = fc.tuple(cellArbitrary, fc.constantFrom('plain', 'quoted', 'half-quoted')).map(([cell, style]) => {
  if (style === 'quoted') return `"${cell.replace(/"/g, '""')}"`;
  return style === 'half-quoted' ? `"${cell}` : cell;
});

const csvLines = (maxLines: number) =>
  fc
    .tuple(fc.array(fc.array(writtenCell, { maxLength: 25 }), { maxLength: maxLines }), fc.constantFrom('\n', '\r\n', '\r'))
    .map(([rows, newline]) => rows.map((cells) => cells.join(',')).join(newline));

/** Real exports (each platform's fixtures) or, without any, a header read from what the importer expects. */
function samplesOf(importer: CsvImporter): string[] {
  const fixtures = path.join(__dirname, 'platforms', importer.platform.replace(/_/g, '-'), 'fixtures');
  const files = existsSync(fixtures) ? readdirSync(fixtures).filter((name) => name.endsWith('.csv')) : [];
  const headerCells = importer.expectedHeader.split(/,| or /).map((part) => part.replace(/\(.*?\)|".*?"|under an|title/g, '').trim()).filter(Boolean);
  return [headerCells.join(','), ...files.map((name) => firstLines(readFileSync(path.join(fixtures, name), 'utf8'), 60))];
}

const firstLines = (text: string, count: number) => text.split(/\r?\n/).slice(0, count).join('\n');

// Plus two execution-level exports without fixtures: DAS Trader's, and a generic one.
const SAMPLES = [
  ...CSV_IMPORTERS.flatMap(samplesOf),
  dasTradesCsv([
    { time: '09:30:00', symbol: 'AAPL', side: 'B', price: '190.00', qty: 100 },
    { time: '09:31:15', symbol: 'TSLA', side: 'SS', price: '250.4', qty: 50, account: 'TRIB1002' },
    { time: '9:45:00', symbol: 'AAPL', side: 'S', price: '191.5', qty: 100 },
    { time: '15:59:59', symbol: 'TSLA', side: 'B', price: '248.15', qty: 50, account: 'TRIB1002' },
  ]),
  ['Date,Time,Symbol,Side,Quantity,Price,Commission,Fees,Account,Execution ID', '2026-07-15,09:30:00,AAPL,BUY,100,190.00,1.00,0.05,U1,E1', '07/15/2026,10:00,AAPL  240621C00190000,SELL,2,3.45,$1.30,(0.02),U1,E2', '2026-07-15T14:00:00Z,,MSFT,SHORT,10,410.5,0,0,U2,E3'].join('\n'),
];

/** For the generic importer: a mapping onto columns the file has, so parsing gets past the mapping. */
function mappingFor(records: readonly CsvRecord[]): GenericColumnMapping {
  const header = (records[0]?.cells ?? []).map((name) => name.trim()).filter(Boolean);
  const suggested = suggestGenericMapping(header);
  const anyColumn = (index: number) => header[index % Math.max(header.length, 1)] ?? 'Date';
  return { ...suggested, date: suggested.date ?? anyColumn(0), symbol: suggested.symbol ?? anyColumn(1), side: suggested.side ?? anyColumn(2), quantity: suggested.quantity ?? anyColumn(3), price: suggested.price ?? anyColumn(4) };
}

const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** What the stores and the matcher rely on: a real instant, decimal text, a positive quantity, a symbol. */
function expectStorable(execution: ImportedExecution, source: string): void {
  const problem =
    !Number.isFinite(execution.executedAtMs) ? 'an invalid date'
    : ![execution.quantity, execution.price, execution.commission, execution.fees].every((value) => PLAIN_DECIMAL.test(value)) ? 'a number that is not decimal text'
    : !(Number(execution.quantity) > 0) ? 'a quantity that is not positive'
    : execution.instrument.symbol === '' ? 'no symbol'
    : null;
  if (problem) throw new Error(`${source} accepted a row and returned ${problem}: ${JSON.stringify(execution)}`);
}

/** Runs `parse`; a refusal is fine, any other throw (or an unstorable result) fails with the source named. */
function refusesOrReturnsStorable(source: string, parse: () => CsvParseResult): void {
  let result: CsvParseResult;
  try {
    result = parse();
  } catch (error) {
    if (error instanceof ImportRowError || error instanceof ImportFormatError) return;
    throw new Error(`${source} crashed with ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`, { cause: error });
  }
  for (const execution of result.executions) expectStorable(execution, source);
}

/** Every way the upload reads a file: records, each importer's detect and parse, and parseCsvFile by platform and by detection. */
function importEveryWay(text: string, day: { timeZone: string; tradeDate: string }): void {
  const file = readCsvTable(text);
  const options: CsvImportOptions = { ...day, now: new Date('2026-07-15T20:00:00Z'), mapping: mappingFor(file.records()) };
  for (const importer of CSV_IMPORTERS) {
    expect(typeof importer.detect(file)).toBe('boolean');
    refusesOrReturnsStorable(`${importer.platform}.parse`, () => importer.parse(file, options));
    refusesOrReturnsStorable(`parseCsvFile(…, '${importer.platform}')`, () => parseCsvFile(text, importer.platform, options));
  }
  refusesOrReturnsStorable('parseCsvFile(…, null)', () => parseCsvFile(text, null, options));
}

describe('CSV importers under fuzzing', () => {
  it(`has importers to fuzz (${CSV_IMPORTERS.map((importer) => importer.platform).join(', ')})`, () => {
    expect(CSV_IMPORTERS.length).toBeGreaterThan(0);
    expect(SAMPLES.length).toBeGreaterThan(CSV_IMPORTERS.length);
  });

  it('refuses arbitrary text cleanly', () => {
    const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 300 }), fc.string({ unit: fc.constantFrom(...'",\r\n ;\tab019.-:/$()'), maxLength: 300 }));
    fc.assert(fc.property(anyText, OPTIONS, (text, day) => importEveryWay(text, day)), RUNS);
  });

  it('refuses CSV-ish records cleanly: random cells, short and long rows, stray quotes', () => {
    fc.assert(fc.property(csvLines(12), OPTIONS, (text, day) => importEveryWay(text, day)), RUNS);
  });

  it("refuses an importer's own header followed by junk cleanly", () => {
    const headerThenJunk = fc.tuple(fc.constantFrom(...SAMPLES), fc.integer({ min: 1, max: 60 }), csvLines(8)).map(([sample, keep, junk]) => `${firstLines(sample, keep)}\n${junk}`);
    fc.assert(fc.property(headerThenJunk, OPTIONS, (text, day) => importEveryWay(text, day)), RUNS);
  });

  it('refuses real exports with cells replaced, rows cut short or dropped, cleanly', () => {
    const mutated = fc
      .tuple(fc.constantFrom(...SAMPLES), fc.array(fc.tuple(fc.nat(), fc.nat(), fc.constantFrom('replace', 'truncate', 'drop'), writtenCell), { minLength: 1, maxLength: 6 }))
      .map(([sample, edits]) => {
        const lines = sample.split('\n').map((line) => line.split(','));
        for (const [row, column, edit, cell] of edits) {
          const cells = lines[row % lines.length]!;
          if (edit === 'replace') cells[column % Math.max(cells.length, 1)] = cell;
          else if (edit === 'truncate') cells.length = column % Math.max(cells.length, 1);
          else lines.splice(row % lines.length, 1);
          if (lines.length === 0) break;
        }
        return lines.map((cells) => cells.join(',')).join('\n');
      });
    fc.assert(fc.property(mutated, OPTIONS, (text, day) => importEveryWay(text, day)), RUNS);
  });
});
