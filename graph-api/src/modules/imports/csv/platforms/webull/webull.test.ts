import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectOnlyImportErrorsOnDamagedCopies, junkLine, seededRandom } from '../../../../../../test/support/damaged-csv';
import { type ImportedExecution, ImportFormatError, ImportRowError } from '../../../../trades/domain/execution';
import { buildRoundTrips } from '../../../../trades/matching/round-trips';
import type { CsvImportOptions } from '../../csv-importer';
import { parseCsvFile } from '../../csv-file';
import { readCsvTable } from '../../csv-text';
import { webullImporter } from './webull.importer';

// The zone printed in each cell wins: a Pacific default must change nothing.
const OPTIONS: CsvImportOptions = { timeZone: 'America/Los_Angeles', tradeDate: '2026-03-10', now: new Date('2026-03-10T15:00:00Z') };
const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const parse = (text: string) => webullImporter.parse(readCsvTable(text), OPTIONS);
const summary = (executions: readonly ImportedExecution[]) => executions.map((execution) => [execution.line, execution.instrument.symbol, execution.side, execution.quantity, execution.price]);
const roundTripsOf = (executions: readonly ImportedExecution[]) =>
  buildRoundTrips(executions.map((execution, index) => ({ ...execution, id: `e${index + 1}`, sequence: index + 1 })));

const HEADER = 'Name,Symbol,Side,Status,Filled,Total Qty,Price,Avg Price,Time-in-Force,Placed Time,Filled Time';

describe('Webull Orders Records importer', () => {
  it('imports what filled, at the average price and the fill time, oldest first', () => {
    const { executions, warnings } = parse(fixture('orders-records-stocks.csv'));
    expect(summary(executions)).toEqual([
      [11, 'AAL', 'SELL', '50', '13.71'],
      [10, 'DKNG', 'BUY', '100', '33.1'],
      [8, 'DKNG', 'BUY', '20', '33.05'],
      [7, 'AAL', 'BUY', '50', '13.4'],
      [6, 'DKNG', 'SELL', '120', '33.6'],
      [5, 'RKT', 'BUY', '10', '18.33'],
      [4, 'RKT', 'SELL', '25', '18.5'],
      [3, 'RKT', 'BUY', '15', '18.2'],
      [2, 'GLD', 'BUY', '2', '395'],
    ]);
    expect(executions[0]).toMatchObject({ accountId: '', commission: '0', fees: '0', externalId: null });
    expect(warnings).toEqual([
      'Webull’s order export has no commissions or fees: P&L from this file is before costs.',
      '2 orders that did not fill (cancelled, rejected or expired) skipped.',
      '1 cancelled order had filled in part: the filled quantity is imported.',
    ]);
  });

  it('reads each time in the zone printed after it (EDT, then EST after the November change)', () => {
    const { executions } = parse(fixture('orders-records-stocks.csv'));
    expect(new Date(executions[0]!.executedAtMs).toISOString()).toBe('2025-10-24T16:16:34.000Z');
    expect(new Date(executions.at(-1)!.executedAtMs).toISOString()).toBe('2025-11-03T15:00:00.000Z');
  });

  it('reads regional times in the offset they state: "2026/07/20 08:03:36,GMT-04", GMT+8, GMT+05:30, and EST or EDT after a comma or a space', () => {
    const { executions } = parse(fixture('orders-records-regional-times.csv'));
    expect(executions.map((execution) => [execution.instrument.symbol, execution.side, new Date(execution.executedAtMs).toISOString()])).toEqual([
      ['ALDB', 'BUY', '2026-01-15T15:00:01.000Z'],
      ['ALDB', 'SELL', '2026-07-15T14:00:02.000Z'],
      ['GOLD', 'BUY', '2026-07-20T12:03:06.000Z'],
      ['GOLD', 'SELL', '2026-07-20T12:03:36.000Z'],
      ['HBR', 'BUY', '2026-07-21T01:30:05.000Z'],
      ['HBR', 'SELL', '2026-07-21T16:15:10.000Z'],
    ]);
    // GOLD (4.15 − 4.105) × 200 = 9; HBR 0.50 × 10 = 5; ALDB 0.10 × 5 = 0.5.
    expect(roundTripsOf(executions).map((trip) => [trip.instrument.symbol, trip.status, trip.netPnl])).toEqual([
      ['ALDB', 'closed', '0.5'],
      ['GOLD', 'closed', '9'],
      ['HBR', 'closed', '5'],
    ]);
  });

  it('refuses a stated offset no zone has, or one written after a zone abbreviation', () => {
    const row = (time: string) => `${HEADER}\r\nGold Corp,GOLD,Buy,Filled,1,1,@1.00,1.00,DAY,"${time}","${time}"`;
    for (const time of ['2026/07/20 08:03:06,GMT-15', '2026/07/20 08:03:06,GMT+05:75', '2026/07/20 08:03:06,EST-04', '2026/13/20 08:03:06,GMT-04']) {
      expect(() => parse(row(time))).toThrow(new ImportRowError(2, `Filled Time "${time}" is not a time (MM/DD/YYYY HH:MM:SS and a zone such as EST or GMT-04)`));
    }
  });

  it('builds hand-computed stock round trips: a short, a partly filled cancelled order, a sale larger than the position', () => {
    const trips = roundTripsOf(parse(fixture('orders-records-stocks.csv')).executions);
    // AAL short 50 @ 13.71, covered @ 13.40: 0.31 × 50 = 15.50.
    // DKNG 100 @ 33.10 + 20 @ 33.05 (cancelled after 20 filled), sold 120 @ 33.60: 50.00 + 11.00 = 61.00.
    // RKT 10 @ 18.33, then a plain Sell of 25 @ 18.50 closes them (+1.70). Webull marks short sales
    // (Short), so the other 15 were shares bought before this file: no trade. The Buy of 15 @ 18.20
    // then opens a long. GLD stays open. No costs in a Webull file.
    expect(trips.map((trip) => [trip.instrument.symbol, trip.direction, trip.status, trip.quantity, trip.netPnl])).toEqual([
      ['AAL', 'SHORT', 'closed', '50', '15.5'],
      ['DKNG', 'LONG', 'closed', '120', '61'],
      ['RKT', 'LONG', 'closed', '10', '1.7'],
      ['RKT', 'LONG', 'open', '15', '0'],
      ['GLD', 'LONG', 'open', '2', '0'],
    ]);
    // 15.50 + 61.00 + 1.70 = 78.20
    expect(trips.reduce((sum, trip) => sum + Math.round(Number(trip.netPnl) * 100), 0)).toBe(7820);
  });

  it('imports option legs, not the multi-leg parent rows, with the multiplier of 100', () => {
    const { executions, warnings } = parse(fixture('orders-records-options.csv'));
    expect(summary(executions)).toEqual([
      [19, 'GLD 260302C480', 'BUY', '1', '5.91'],
      [18, 'GLD', 'SELL', '100', '478.52'],
      [16, 'VIXW 260318C20', 'SELL', '20', '1.11'],
      [15, 'VIXW 260318C19', 'BUY', '20', '1.93'],
      [10, 'AMD 260320C200', 'SELL', '1', '4.1'],
      [9, 'AMD 260320C200', 'SELL', '4', '4.35'],
      [8, 'SPXW 260310C6955', 'BUY', '10', '15.95'],
      [7, 'SPXW 260310C6950', 'SELL', '10', '17.8'],
      [5, 'SPXW 260310C6955', 'SELL', '10', '6.28'],
      [4, 'SPXW 260310C6950', 'BUY', '10', '7.23'],
      [2, 'AMD 260320C200', 'BUY', '5', '2.6'],
    ]);
    expect(executions[0]!.instrument).toMatchObject({ assetClass: 'option', multiplier: '100', option: { underlying: 'GLD', expiry: '2026-03-02', strike: '480', right: 'C' } });
    expect(executions[1]!.instrument).toMatchObject({ assetClass: 'stock', multiplier: '1' });
    expect(warnings).toContain('1 order that did not fill (cancelled, rejected or expired) skipped.');
    expect(warnings).toContain('1 cancelled order had filled in part: the filled quantity is imported.');
  });

  it('builds hand-computed option round trips, P&L to the cent', () => {
    const closed = roundTripsOf(parse(fixture('orders-records-options.csv')).executions).filter((trip) => trip.status === 'closed');
    // AMD call sold 1 @ 4.10 and 4 @ 4.35, bought back 5 @ 2.60 by a GTC order filled two days later:
    //   (4.10 − 2.60) × 1 × 100 + (4.35 − 2.60) × 4 × 100 = 150 + 700 = 850.00.
    // SPXW call vertical opened for a 1.85 credit, closed for 0.95, leg by leg:
    //   6950C short 10 @ 17.80 → 7.23: 10.57 × 10 × 100 = 10570.00;
    //   6955C long 10 @ 15.95 → 6.28: −9.67 × 10 × 100 = −9670.00 (together (1.85 − 0.95) × 1000 = 900).
    expect(closed.map((trip) => [trip.instrument.symbol, trip.direction, trip.netPnl])).toEqual([
      ['AMD 260320C200', 'SHORT', '850'],
      ['SPXW 260310C6955', 'LONG', '-9670'],
      ['SPXW 260310C6950', 'SHORT', '10570'],
    ]);
    // 850 − 9670 + 10570 = 1750.00
    expect(closed.reduce((sum, trip) => sum + Math.round(Number(trip.netPnl) * 100), 0)).toBe(175000);
  });

  // Real exports published in nkhanhtrn/trading-journal (Webull_Orders_Records.csv, commit cba7f43e;
  // Webull_Orders_Records_Options.csv, commit f3728b46, first 56 lines) and
  // JonesJakeRyan/Trading_Dashboard_AI (LLM_PLAN/Webull_same_creator.csv, first 20 lines).
  it('reads the real stock export: CRLF, "®" in names, cancelled orders', () => {
    const { executions, warnings } = parse(fixture('nkhanhtrn-orders-records.csv'));
    expect(executions).toHaveLength(7);
    expect(executions[0]).toMatchObject({ line: 9, side: 'SELL', quantity: '3700', price: '17.16', instrument: { symbol: 'DJT' } });
    expect(new Date(executions[0]!.executedAtMs).toISOString()).toBe('2025-09-02T14:00:38.000Z');
    expect(executions.at(-1)).toMatchObject({ line: 2, side: 'SELL', quantity: '449', price: '715.56', instrument: { symbol: 'META' } });
    expect(warnings).toContain('3 orders that did not fill (cancelled, rejected or expired) skipped.');
  });

  it('reads the real options export: verticals, diagonals, a cancelled order that filled 20 of 100', () => {
    const { executions, warnings } = parse(fixture('nkhanhtrn-orders-records-options.trimmed.csv'));
    expect(executions.every((execution) => execution.instrument.assetClass === 'option')).toBe(true);
    expect(executions.filter((execution) => execution.line >= 53 && execution.line <= 55).map((execution) => [execution.line, execution.quantity])).toEqual([
      [55, '20'],
      [54, '20'],
    ]);
    expect(executions.find((execution) => execution.line === 2)).toMatchObject({ side: 'SELL', quantity: '4', price: '1.62', instrument: { symbol: 'GLD 260309P466' } });
    expect(warnings).toContain('1 cancelled order had filled in part: the filled quantity is imported.');
  });

  it('marks a stock Sell as a close and a Short as an opening sale; an option Sell (perhaps to open) and a Buy are left to the matcher', () => {
    const { executions } = parse(fixture('orders-records-options.csv'));
    expect(executions.find((execution) => execution.line === 18)).toMatchObject({ side: 'SELL', instrument: { symbol: 'GLD' }, positionEffect: 'close' });
    expect(executions.filter((execution) => execution.instrument.assetClass === 'option').every((execution) => execution.positionEffect === undefined)).toBe(true);
    const stocks = parse(fixture('orders-records-stocks.csv')).executions;
    expect(stocks.map((execution) => [execution.line, execution.positionEffect])).toEqual([
      [11, 'open'],
      [10, undefined],
      [8, undefined],
      [7, undefined],
      [6, 'close'],
      [5, undefined],
      [4, 'close'],
      [3, undefined],
      [2, undefined],
    ]);
  });

  it('books no short for the real stock export whose META and DJT sales have no earlier buy in the file', () => {
    // META Sell 449 and DJT Sell 3700 sold shares bought before the export; GLDM 50 + 50 + 300
    // bought, 400 sold: (96.1103 − 87.90) × 50 + (96.1103 − 85.65) × 50 + (96.1103 − 93.75) × 300
    // = 410.515 + 523.015 + 708.09 = 1641.62. GLD 100 stays open.
    const trips = roundTripsOf(parse(fixture('nkhanhtrn-orders-records.csv')).executions);
    expect(trips.map((trip) => [trip.instrument.symbol, trip.direction, trip.status, trip.quantity, trip.netPnl])).toEqual([
      ['GLDM', 'LONG', 'closed', '400', '1641.62'],
      ['GLD', 'LONG', 'open', '100', '0'],
    ]);
  });

  it('reads "Short" as a sale in the real stock export of another user', () => {
    const { executions } = parse(fixture('jonesjakeryan-orders-records.trimmed.csv'));
    expect(executions).toHaveLength(19);
    expect(executions.filter((execution) => execution.instrument.symbol === 'ALKS')).toMatchObject([{ side: 'SELL', quantity: '50', price: '31.87' }]);
  });

  it('detects its exports and nothing else', () => {
    for (const name of ['orders-records-stocks.csv', 'orders-records-options.csv', 'nkhanhtrn-orders-records.csv', 'jonesjakeryan-orders-records.trimmed.csv']) {
      expect(webullImporter.detect(readCsvTable(fixture(name)))).toBe(true);
    }
    for (const other of OTHER_PLATFORMS) expect(webullImporter.detect(readCsvTable(other))).toBe(false);
  });

  it('refuses another platform’s file, naming what it expected', () => {
    const das = 'Time,Symb,Side,Price,Qty,Route,Broker,Account,Type,Cloid,P / L,\n09:43:10,MU,B,50.99,400,SMRT,,TRIB5621,Margin,AUTO,0.00,';
    expect(() => parseCsvFile(das, 'webull', OPTIONS)).toThrow(/^This file does not look like a Webull Orders Records export: expected a header with Name, Symbol, Side/);
    expect(() => webullImporter.parse(readCsvTable(das), OPTIONS)).toThrow(ImportFormatError);
  });

  it('names the line and the reason of a row it cannot read', () => {
    const bad = (row: string) => () => parse(`${HEADER}\r\nApple Inc,AAPL,Buy,Filled,1,1,@1.00,1.00,DAY,01/02/2026 10:00:00 EST,01/02/2026 10:00:00 EST\r\n${row}`);
    expect(bad('Apple Inc,AAPL,Buy,Filled,1,1,@1.00,1.00,DAY,01/02/2026 10:00:00 EST,01/02/2026 10:00:00 XYZ')).toThrow(
      new ImportRowError(3, 'Filled Time "01/02/2026 10:00:00 XYZ" is not a time (MM/DD/YYYY HH:MM:SS and a zone such as EST or GMT-04)'),
    );
    expect(bad('Apple Inc,AAPL,Cover,Filled,1,1,@1.00,1.00,DAY,,01/02/2026 10:00:00 EST')).toThrow(new ImportRowError(3, 'Unknown side "Cover" (expected Buy, Sell or Short)'));
    expect(bad('Apple Inc,AAPL,Buy,Filled,1,1,@1.00,,DAY,,01/02/2026 10:00:00 EST')).toThrow(new ImportRowError(3, 'Avg Price "" is not a price'));
    expect(bad('Apple Inc,AAPL,Buy,Filled,lots')).toThrow(new ImportRowError(3, 'Filled "lots" is not a quantity'));
    expect(bad(',,Buy,Filled,1,1,@1.00,1.00,DAY,,01/02/2026 10:00:00 EST')).toThrow(/^Line 3: "" is not a valid symbol/);
  });

  it('throws only row or format errors on damaged input', () => {
    expectOnlyImportErrorsOnDamagedCopies({
      text: fixture('orders-records-options.csv'),
      rounds: 300,
      random: seededRandom(11),
      damage: junkLine({ digit: '9', junkLines: ['"', ',,,,', '\u0000'] }),
      read: parse,
    });
  });
});

/** First lines of the other platforms' exports. */
const OTHER_PLATFORMS = [
  'Time,Symb,Side,Price,Qty,Route,Broker,Account,Type,Cloid,P / L,\n09:43:10,MU,B,50.99,400,SMRT,,TRIB5621,Margin,AUTO,0.00,',
  '\uFEFF\n\nRun Date,Action,Symbol,Description,Type,Price ($),Quantity,Commission ($),Fees ($),Accrued Interest ($),Amount ($),Cash Balance ($),Settlement Date',
  '"ClientAccountID","AssetClass","Symbol","Date/Time","Buy/Sell","Quantity","Price","Commission"\n"U1","STK","AAPL","20260102;093000","BUY","1","1","-1"',
  'Account,T/D,S/D,Currency,Type,Side,Symbol,Qty,Price,Exec Time,Comm,SEC,TAF,NSCC,Nasdaq,ECN Remove,ECN Add,Gross Proceeds,Net Proceeds,Clr Broker,Liq,Note',
  'For Account:,####3525\n\nTransactionDate,TransactionType,SecurityType,Symbol,Quantity,Amount,Price,Commission,Description',
];
