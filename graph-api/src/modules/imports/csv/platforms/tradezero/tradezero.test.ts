import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureError, expectOnlyImportErrorsOnDamagedCopies, junkCells, parseIfDetected, seededRandom } from '../../../../../../test/support/damaged-csv';
import { type ImportedExecution, ImportFormatError, ImportRowError } from '../../../../trades/domain/execution';
import { buildRoundTrips, matchExecutions } from '../../../../trades/matching/round-trips';
import { reconcile } from '../../../reconciliation';
import type { CsvImportOptions } from '../../csv-importer';
import { parseCsvFile } from '../../csv-file';
import { readCsvTable } from '../../csv-text';
import { tradeZeroImporter } from './tradezero.importer';
import { parseTradeZeroNumber } from './tradezero-numbers';

const OPTIONS: CsvImportOptions = { timeZone: 'America/New_York', tradeDate: '2026-03-02', now: new Date('2026-03-03T00:00:00Z') };
const HEADER = 'Account,T/D,S/D,Currency,Type,Side,Symbol,Qty,Price,Exec Time,Comm,SEC,TAF,NSCC,Nasdaq,ECN Remove,ECN Add,Gross Proceeds,Net Proceeds,Clr Broker,Liq,Note';
const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const parse = (text: string) => tradeZeroImporter.parse(readCsvTable(text), OPTIONS);
const roundTripsOf = (executions: readonly ImportedExecution[]) =>
  buildRoundTrips(executions.map((execution, index) => ({ ...execution, id: `fill-${index}`, sequence: index })));

describe('TradeZero Trade History', () => {
  it('reads every execution: quoted thousands, scientific-notation fees, SS/BC (so a plain S closes), rows out of time order', () => {
    const { executions, warnings } = parse(fixture('trade-history-2026-03-02.csv'));
    expect(warnings).toEqual([]);
    expect(executions.map(({ line, instrument, side, quantity, positionEffect }) => [line, instrument.symbol, side, quantity, positionEffect])).toEqual([
      [4, 'AAPL', 'BUY', '1000', undefined],
      [6, 'AAPL', 'SELL', '600', 'close'],
      [2, 'TSLA', 'SELL', '200', 'open'],
      [5, 'AAPL', 'SELL', '400', 'close'],
      [3, 'TSLA', 'BUY', '200', 'close'],
    ]);
    expect(executions[0]).toEqual({
      line: 4,
      accountId: 'TZ00042',
      instrument: { symbol: 'AAPL', assetClass: 'stock', multiplier: '1' },
      side: 'BUY',
      quantity: '1000',
      price: '175.1',
      commission: '0.99',
      // NSCC 0.033 + Nasdaq 3.14E-05 + ECN Remove 0.3.
      fees: '0.3330314',
      // 09:31:05 in New York, still on standard time (UTC-5) on 2 March.
      executedAtMs: Date.parse('2026-03-02T14:31:05Z'),
      externalId: null,
      // Net Proceeds: the cash the fill moved, for the import's reconciliation.
      statedAmount: '-175101.3230314',
    });
  });

  it("reconciles its Net Proceeds with the journal's P&L of each closed trade", () => {
    const { executions } = parse(fixture('trade-history-2026-03-02.csv'));
    const keyed = executions.map((execution, index) => ({ ...execution, id: `e${index + 1}`, sequence: index + 1 }));
    const { roundTrips, preHistoryCloses } = matchExecutions(keyed);
    const stated = keyed.map((execution) => ({ kind: 'amount' as const, executionId: execution.id, symbol: execution.instrument.symbol, amount: execution.statedAmount!, quantity: execution.quantity }));
    const result = reconcile(stated, roundTrips, preHistoryCloses)!;
    expect(result.reconciled).toBe(true);
    expect(result.symbols.every((line) => line.unexplained === null && line.reasons.length === 0)).toBe(true);
  });

  it('rebuilds the round trips and their net P&L to the cent', () => {
    const trips = roundTripsOf(parse(fixture('trade-history-2026-03-02.csv')).executions);
    expect(trips.map(({ instrument, direction, status, grossPnl, commission, fees, netPnl }) => ({ symbol: instrument.symbol, direction, status, grossPnl, commission, fees, netPnl }))).toEqual([
      // 600 × (175.60 − 175.10) + 400 × (175.85 − 175.10) = 600; commissions 3 × 0.99;
      // fees 0.3330314 + 3.0630314 + 2.0630314 = 5.4590942; 600 − 2.97 − 5.4590942 = 591.5709058.
      { symbol: 'AAPL', direction: 'LONG', status: 'closed', grossPnl: '600', commission: '2.97', fees: '5.459094', netPnl: '591.570906' },
      // Short 200 @ 250.40, covered @ 249.10: 260 − 1.98 − (2.0530314 + 0.6330314) = 255.3339372.
      { symbol: 'TSLA', direction: 'SHORT', status: 'closed', grossPnl: '260', commission: '1.98', fees: '2.686063', netPnl: '255.333937' },
    ]);
  });

  // The two real rows quoted in earlisreal/eJournal's TradeZeroCsvParserTest.kt
  // (shared/src/commonTest/kotlin/io/earlisreal/ejournal/domain/parser/), saved unchanged.
  it('reads the real public rows and agrees with their Net Proceeds', () => {
    const { executions, warnings } = parse(fixture('earlisreal-ejournal-rows.csv'));
    expect(warnings).toEqual([]);
    expect(executions.map(({ side, price, commission, fees, executedAtMs }) => ({ side, price, commission, fees, executedAtMs }))).toEqual([
      { side: 'BUY', price: '294.248', commission: '0.99', fees: '0.0330314', executedAtMs: Date.parse('2021-06-24T14:29:39Z') },
      { side: 'SELL', price: '285.41', commission: '0.99', fees: '0.0530314', executedAtMs: Date.parse('2021-06-28T14:37:56Z') },
    ]);
    const [trip] = roundTripsOf(executions);
    // 2 × (285.41 − 294.248) = −17.676 − 1.98 − 0.0860628 = −19.7420628, the sum of the two Net Proceeds
    // (−589.5190314 + 569.7769686).
    expect(trip).toMatchObject({ instrument: { symbol: 'SE' }, status: 'closed', grossPnl: '-17.676', netPnl: '-19.742063' });
  });

  it('reads scientific notation without floats', () => {
    expect(parseTradeZeroNumber('3.14E-05')).toBe('0.0000314');
    expect(parseTradeZeroNumber('-2.5e+02')).toBe('-250');
    expect(parseTradeZeroNumber('1E3')).toBe('1000');
    expect(parseTradeZeroNumber('1,234.50')).toBe('1234.5');
    expect(parseTradeZeroNumber('1e')).toBeNull();
    expect(parseTradeZeroNumber('1e999')).toBeNull();
  });

  it('accepts short dates, unpadded hours and OCC option symbols; warns when proceeds disagree with the fees', () => {
    const text = [
      HEADER,
      'ACC1,4/30/26,5/1/26,USD,2,B,HCAI,100,11.02,7:35:46,0.99,0,0,0.03,0.01,0,0,-1102.00,-1103.03,VIRTU,1,',
      'ACC1,4/30/26,5/1/26,USD,2,B,AAPL260515C00190000,2,3.10,10:00:00,1.30,0,0,0,0,0,0,-620,-625,VIRTU,,',
    ].join('\n');
    const { executions, warnings } = parse(text);
    expect(executions[0]).toMatchObject({ instrument: { symbol: 'HCAI' }, fees: '0.04', executedAtMs: Date.parse('2026-04-30T11:35:46Z') });
    expect(executions[1]).toMatchObject({ instrument: { symbol: 'AAPL 260515C190', multiplier: '100' }, commission: '1.3', fees: '0' });
    expect(warnings).toEqual(['Gross minus Net Proceeds differs from the fee columns on line 3: a fee may be missing from the import.']);
  });

  it('detects its own files and no other platform’s', () => {
    for (const name of readdirSync(path.join(__dirname, 'fixtures'))) {
      expect(tradeZeroImporter.detect(readCsvTable(fixture(name))), name).toBe(true);
      expect(parseCsvFile(fixture(name), null, OPTIONS).importer.platform, name).toBe('tradezero');
    }
    // Every other platform's fixtures, whichever folders have them.
    for (const other of readdirSync(path.join(__dirname, '..')).filter((folder) => folder !== 'tradezero' && existsSync(path.join(__dirname, '..', folder, 'fixtures')))) {
      const folder = path.join(__dirname, '..', other, 'fixtures');
      for (const name of readdirSync(folder)) expect(tradeZeroImporter.detect(readCsvTable(readFileSync(path.join(folder, name), 'utf8'))), `${other}/${name}`).toBe(false);
    }
    expect(tradeZeroImporter.detect(readCsvTable('Time,Symb,Side,Price,Qty,Route,Broker,Account,Type,Cloid,P / L,\n'))).toBe(false);
  });

  it('refuses another platform’s file, naming what it expected', () => {
    const etrade = 'For Account:,####3525\n\nTransactionDate,TransactionType,SecurityType,Symbol,Quantity,Amount,Price,Commission,Description\n';
    expect(() => parseCsvFile(etrade, 'tradezero', OPTIONS)).toThrow(/does not look like a TradeZero Trade History export: expected a header with Account, T\/D, S\/D/);
    expect(() => parse(etrade)).toThrow(ImportFormatError);
  });

  it.each([
    ['ACC1,03/02/2026,03/03/2026,USD,2,B,AAPL,100,abc,09:30:00,0,0,0,0,0,0,0,,,,,', 'Line 2: Price "abc" is not a price'],
    ['ACC1,03/02/2026,03/03/2026,USD,2,X,AAPL,100,1,09:30:00,0,0,0,0,0,0,0,,,,,', 'Line 2: Unknown side "X" (expected B, S, SS or BC)'],
    ['ACC1,02/30/2026,03/03/2026,USD,2,B,AAPL,100,1,09:30:00,0,0,0,0,0,0,0,,,,,', 'Line 2: T/D "02/30/2026" and Exec Time "09:30:00" are not a date (MM/DD/YYYY) and time (HH:MM:SS)'],
    ['ACC1,03/02/2026,03/03/2026,USD,2,B,AAPL,0,1,09:30:00,0,0,0,0,0,0,0,,,,,', 'Line 2: Qty "0" is not a number of shares'],
    ['ACC1,03/02/2026,03/03/2026,USD,2,B,AAPL,100,1,09:30:00,"1,2",0,0,0,0,0,0,,,,,', 'Line 2: Comm "1,2" is not a number'],
    ['ACC1,03/02/2026,03/03/2026,CAD,2,B,AAPL,100,1,09:30:00,0,0,0,0,0,0,0,,,,,', 'Line 2: Currency "CAD" is not supported (only USD)'],
    ['ACC1,03/02/2026,03/03/2026,USD,2,B,AAPL 260515C190,1,1,09:30:00,0,0,0,0,0,0,0,,,,,', 'Line 2: "AAPL 260515C190" looks like an option but is not an OCC symbol (like AAPL240119C00190000)'],
    ['ACC1', 'Line 2: Unknown side "" (expected B, S, SS or BC)'],
  ])('names the line and the reason of a row it cannot read: %s', (row, message) => {
    const error = captureError(() => parse(`${HEADER}\n${row}\n`));
    expect(error).toBeInstanceOf(ImportRowError);
    expect((error as Error).message).toBe(message);
  });

  it('throws nothing but ImportRowError or ImportFormatError on damaged files', () => {
    expectOnlyImportErrorsOnDamagedCopies({
      text: fixture('trade-history-2026-03-02.csv'),
      rounds: 300,
      random: seededRandom(11),
      damage: junkCells({ junk: JUNK, cellsKeptWhenCut: 3 }),
      read: parseIfDetected(tradeZeroImporter, OPTIONS),
    });
  });
});

const JUNK = ['constructor', '__proto__', '', 'abc', '-', '+', '1e5', '1E-99', '9e99', '(', '"', '$', 'NaN', '\u0000', 'T/D', 'SS', 'BC', '99:99:99', '13/45/2026', '-0', '.'];
