import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { captureError, expectOnlyImportErrorsOnDamagedCopies, junkCells, parseIfDetected, seededRandom } from '../../../../../../test/support/damaged-csv';
import { type ImportedExecution, ImportFormatError, ImportRowError } from '../../../../trades/domain/execution';
import { buildRoundTrips } from '../../../../trades/matching/round-trips';
import type { CsvImportOptions } from '../../csv-importer';
import { parseCsvFile } from '../../csv-file';
import { readCsvTable } from '../../csv-text';
import { thinkorswimImporter } from './thinkorswim.importer';

const OPTIONS: CsvImportOptions = { timeZone: 'America/Chicago', tradeDate: '2026-04-02', now: new Date('2026-07-01T00:00:00Z') };
const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');
const parse = (text: string, options = OPTIONS) => thinkorswimImporter.parse(readCsvTable(text), options);
const roundTripsOf = (executions: readonly ImportedExecution[]) =>
  buildRoundTrips(executions.map((execution, index) => ({ ...execution, id: `fill-${index}`, sequence: index })));

/** A statement around one Account Trade History section, for the small cases below. */
function statement(cashRows: string[], tradeRows: string[]): string {
  return [
    'Account Statement for 123456789 (margin) since 4/1/26 through 4/2/26',
    '',
    'Cash Balance',
    'DATE,TIME,TYPE,REF #,DESCRIPTION,Misc Fees,Commissions & Fees,AMOUNT,BALANCE',
    ...cashRows,
    '',
    'Account Trade History',
    ',Exec Time,Spread,Side,Qty,Pos Effect,Symbol,Exp,Strike,Type,Price,Net Price,Order Type',
    ...tradeRows,
    '',
    'Profits and Losses',
    'Symbol,Description,P/L Open,P/L %,P/L Day,P/L YTD,P/L Diff,Margin Req,Mark Value',
  ].join('\n');
}

describe('thinkorswim Account Statement', () => {
  it('reads stock, futures, single options and spreads, their fees from Cash Balance and expirations', () => {
    const { executions, warnings } = parse(fixture('schwab-era-statement.csv'));
    // 16 Trade History legs + 3 expirations.
    expect(executions).toHaveLength(19);
    expect(warnings).toEqual(['3 option expirations imported as closing fills at 0.00.']);
    const butterflyShortLeg = executions.find((execution) => execution.instrument.symbol === 'SPX 260410P6600' && execution.side === 'SELL');
    expect(butterflyShortLeg).toMatchObject({
      line: 56,
      accountId: '*****699SCHW',
      instrument: { assetClass: 'option', multiplier: '100', option: { underlying: 'SPX', expiry: '2026-04-10', strike: '6600', right: 'P' } },
      quantity: '2',
      price: '10',
      // The order's $2.60 commission and $2.28 fees spread over its 1 + 2 + 1 contracts.
      commission: '1.3',
      fees: '1.14',
      // 09:40:16 in Chicago (CDT, UTC-5).
      executedAtMs: Date.parse('2026-04-02T14:40:16Z'),
      externalId: null,
      positionEffect: 'open',
    });
    const hbanSells = executions.filter((execution) => execution.instrument.symbol === 'HBAN' && execution.side === 'SELL');
    // One Cash Balance row ($0.25) for two Trade History fills of 511 and 600 shares (oldest first).
    expect(hbanSells.map(({ quantity, fees }) => [quantity, fees])).toEqual([
      ['511', '0.114986'],
      ['600', '0.135014'],
    ]);
    expect(executions.find((execution) => execution.instrument.symbol === 'HBAN' && execution.side === 'BUY')?.quantity).toBe('1111');
    // The 7500 call filled as 2 + 2 in Cash Balance but as one row of 4 in Trade History.
    expect(executions.find((execution) => execution.instrument.symbol === 'SPX 260605C7500' && execution.side === 'BUY')).toMatchObject({ quantity: '4', commission: '2.6', fees: '2.29' });
    expect(executions.find((execution) => execution.instrument.symbol === 'ESM2026' && execution.side === 'BUY')).toMatchObject({ price: '5000.25', commission: '2.25', fees: '1.5' });
    const expirations = executions.filter((execution) => execution.price === '0');
    expect(expirations.map(({ instrument, side, quantity }) => [instrument.symbol, side, quantity])).toEqual([
      ['SPX 260410P6500', 'SELL', '1'],
      ['SPX 260410P6700', 'SELL', '1'],
      ['SPX 260410P6600', 'BUY', '2'],
    ]);
    const times = executions.map((execution) => execution.executedAtMs);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('rebuilds the round trips and their net P&L to the cent', () => {
    const trips = roundTripsOf(parse(fixture('schwab-era-statement.csv')).executions);
    const bySymbol = Object.fromEntries(trips.map((trip) => [trip.instrument.symbol, { direction: trip.direction, status: trip.status, netPnl: trip.netPnl }]));
    expect(bySymbol).toEqual({
      // Short 10 @3.50, bought back @.10: 3.40 × 10 × 100 = 3400 − commission 13.00 − fees (10.52 + 8.72) / 2 = 9.62.
      'SPX 260327P6400': { direction: 'SHORT', status: 'closed', netPnl: '3377.38' },
      // Long 10 @2.00, sold @.05: −1.95 × 1000 = −1950 − 13.00 − 9.62.
      'SPX 260327P6380': { direction: 'LONG', status: 'closed', netPnl: '-1972.62' },
      // 105 × (6.61 − 6.28) = 34.65 − 0.01.
      BATL: { direction: 'LONG', status: 'closed', netPnl: '34.64' },
      // Butterfly legs expired worthless: −3000 − 0.65 − 0.57; +2000 − 1.30 − 1.14; −875 − 0.65 − 0.57 (sum −1879.88 = −1875 − 2.28 − 2.60).
      'SPX 260410P6700': { direction: 'LONG', status: 'closed', netPnl: '-3001.22' },
      'SPX 260410P6600': { direction: 'SHORT', status: 'closed', netPnl: '1997.56' },
      'SPX 260410P6500': { direction: 'LONG', status: 'closed', netPnl: '-876.22' },
      // 1111 × (17.8876 − 17.50) = 430.6236 − 0.25.
      HBAN: { direction: 'LONG', status: 'closed', netPnl: '430.3736' },
      // ES is $50 a point: 3.25 × 50 = 162.50 − commissions 4.50 − fees 3.00.
      ESM2026: { direction: 'LONG', status: 'closed', netPnl: '155' },
      // 4 × (3.40 − 2.90) × 100 = 200 − commissions 5.20 − fees (1.14 + 1.15 + 2.29).
      'SPX 260605C7500': { direction: 'LONG', status: 'closed', netPnl: '190.22' },
    });
    const total = trips.reduce((sum, trip) => sum.plus(trip.netPnl), new Big(0));
    expect(total.toFixed(2)).toBe('335.11');
  });

  // Trimmed from the real paper-account statement of jabontz09/thinkorswim-statement-converter
  // (2022-06-21-AccountStatement.csv, commit 9a888fff): most Order History rows cut, every other line kept.
  it('reads the real public statement and matches its own P/L Day of $99.00', () => {
    const { executions, warnings } = parse(fixture('jabontz09-2022-06-21-AccountStatement.trimmed.csv'), { ...OPTIONS, timeZone: 'America/New_York' });
    expect(executions).toHaveLength(83);
    expect(executions[0]).toMatchObject({ accountId: '*', instrument: { symbol: 'NVDA' }, side: 'SELL', quantity: '100', price: '166.8', executedAtMs: Date.parse('2022-06-21T13:34:56Z') });
    expect(warnings).toEqual(['The Cash Balance lists no trades, so every fill is imported without commissions or fees.']);
    const trips = roundTripsOf(executions);
    expect(trips.every((trip) => trip.status === 'closed')).toBe(true);
    expect(trips.reduce((sum, trip) => sum.plus(trip.netPnl), new Big(0)).toFixed(2)).toBe('99.00');
  });

  // Lines of a paperMoney statement published without a traceable source, saved
  // unchanged: the disclaimer line above the account line, and NAVN fills whose Cash Balance rows
  // were cut from the subset.
  it('reads a paperMoney statement and says which fills have no Cash Balance row', () => {
    const { executions, warnings } = parse(fixture('papermoney-2026-03-26.subset.unattributed.csv'));
    expect(executions.map(({ line, accountId, instrument, side, fees }) => [line, accountId, instrument.symbol, side, fees])).toEqual([
      [20, 'D-69512501', 'BATL', 'BUY', '0'],
      [19, 'D-69512501', 'BATL', 'SELL', '0.01'],
      [18, 'D-69512501', 'NAVN', 'BUY', '0'],
      [17, 'D-69512501', 'NAVN', 'SELL', '0'],
    ]);
    expect(warnings).toEqual(['2 fills in Account Trade History (lines 17, 18) had no matching Cash Balance trade and were imported without commissions or fees.']);
    // BATL: 105 × (6.61 − 6.28) = 34.65 − 0.01; NAVN: 100 × (13.13 − 12.90) = 23.
    expect(roundTripsOf(executions).map((trip) => [trip.instrument.symbol, trip.netPnl])).toEqual([
      ['BATL', '34.64'],
      ['NAVN', '23'],
    ]);
  });

  it('says which fills found no fee row and which fee rows found no fill', () => {
    const text = statement(
      ['4/2/26,09:33:56,TRD,="1",BOT +100 AAPL @150.00,-0.02,-0.65,"-15,000.00","85,000.00"', '4/2/26,09:50:00,TRD,="2",SOLD -100 MSFT @400.00,-0.03,-0.65,"40,000.00","125,000.00"', '4/2/26,10:00:00,TRD,="3",Cash liquidation,,,,'],
      [',4/2/26 09:40:00,STOCK,SELL,-100,TO CLOSE,AAPL,,,STOCK,151.00,151.00,MKT', ',4/2/26 09:33:58,STOCK,BUY,+100,TO OPEN,AAPL,,,STOCK,150.00,150.00,LMT'],
    );
    const { executions, warnings } = parse(text);
    expect(executions.map(({ side, commission, fees }) => [side, commission, fees])).toEqual([
      ['BUY', '0.65', '0.02'],
      ['SELL', '0', '0'],
    ]);
    expect(warnings).toEqual([
      '1 fill in Account Trade History (line 11) had no matching Cash Balance trade and was imported without commissions or fees.',
      '1 Cash Balance trade (line 6) matched no fill in Account Trade History: their commissions and fees ($0.68) are not included.',
      '1 Cash Balance trade (line 7) had a description naming no fill ("BOT +100 AAPL @150.00"): their commissions and fees are not included.',
    ]);
  });

  it('reads the Price Improvement variant, four-digit years and a Cash Balance without Misc Fees', () => {
    const text = [
      'Account Statement for 123 (margin) since 4/1/2026 through 4/2/2026',
      'Cash Balance',
      'DATE,TIME,TYPE,REF #,DESCRIPTION,Commissions & Fees,AMOUNT,BALANCE',
      '4/2/2026,09:30:00,TRD,="1",BOT +10 SPY @500.00,-0.65,"-5,000.65","4,999.35"',
      'Account Trade History',
      ',Exec Time,Spread,Side,Qty,Pos Effect,Symbol,Exp,Strike,Type,Price,Net Price,Price Improvement,Order Type',
      ',4/2/2026 09:30:00,STOCK,BUY,+10,TO OPEN,SPY,,,ETF,500.00,500.00,.01,LMT',
    ].join('\n');
    expect(parse(text)).toEqual({
      executions: [
        {
          line: 7,
          accountId: '123',
          instrument: { symbol: 'SPY', assetClass: 'stock', multiplier: '1' },
          side: 'BUY',
          quantity: '10',
          price: '500',
          commission: '0.65',
          fees: '0',
          executedAtMs: Date.parse('2026-04-02T14:30:00Z'),
          externalId: null,
          positionEffect: 'open',
        },
      ],
      warnings: [],
    });
  });

  it('warns about receive/deliver rows it does not import, and about a statement without trades', () => {
    const text = [
      'Account Statement for 123456789 (margin) since 4/1/26 through 4/2/26',
      'Cash Balance',
      'DATE,TIME,TYPE,REF #,DESCRIPTION,Misc Fees,Commissions & Fees,AMOUNT,BALANCE',
      '4/2/26,23:00:00,RAD,="5",INTERNAL TRANSFER OF OPTION AAPL,,,,',
      ',,,,TOTAL,,,,',
    ].join('\n');
    expect(parse(text)).toEqual({
      executions: [],
      warnings: [
        'This statement has no Account Trade History section: it lists no trades.',
        '1 receive/deliver row (line 4), such as assignments or exercises, was not imported: check those positions.',
      ],
    });
  });

  it('closes an assigned or exercised option at 0 and adds the shares it delivered at the strike, linked to it (docs/options.md)', () => {
    const text = statement(
      [
        '4/2/26,23:00:00,RAD,="5",Removed due to Assignment CALL APPLE INC $190 EXP 04/02/26: ASSIGN: 1.0 .AAPL260402C190,,,,',
        '4/2/26,23:00:01,RAD,="6",Removed due to Exercise PUT SPDR S&P500 ETF $500 EXP 04/02/26: EXERCISE: -2.0 .SPY260402P500,,,,',
      ],
      [',4/1/26 09:33:58,SINGLE,SELL,-1,TO OPEN,AAPL,2 APR 26,190,CALL,1.50,1.50,LMT', ',4/1/26 09:35:00,SINGLE,BUY,+2,TO OPEN,SPY,2 APR 26,500,PUT,4.00,4.00,LMT'],
    );
    const { executions, warnings } = parseCsvFile(text, 'thinkorswim', OPTIONS);
    expect(executions.slice(2).map(({ instrument, side, quantity, price, closeKind, assignedFrom }) => [instrument.symbol, side, quantity, price, closeKind, assignedFrom])).toEqual([
      ['AAPL 260402C190', 'BUY', '1', '0', 'assigned', undefined],
      ['AAPL', 'SELL', '100', '190', undefined, 'AAPL 260402C190'],
      ['SPY 260402P500', 'SELL', '2', '0', 'exercised', undefined],
      ['SPY', 'SELL', '200', '500', undefined, 'SPY 260402P500'],
    ]);
    expect(warnings).toContain('2 option assignments or exercises imported as closing fills at 0.00, with the shares delivered at the strike.');
    expect(roundTripsOf(executions).map((trip) => [trip.instrument.symbol, trip.direction, trip.exitKind, trip.grossPnl])).toEqual([
      ['AAPL 260402C190', 'SHORT', 'assigned', '150'],
      ['SPY 260402P500', 'LONG', 'exercised', '-800'],
      ['AAPL', 'SHORT', null, '0'],
      ['SPY', 'SHORT', null, '0'],
    ]);
  });

  it('detects its own statements and no other platform’s file', () => {
    const ownFixtures = readdirSync(path.join(__dirname, 'fixtures'));
    for (const name of ownFixtures) {
      expect(thinkorswimImporter.detect(readCsvTable(fixture(name))), name).toBe(true);
      expect(parseCsvFile(fixture(name), null, OPTIONS).importer.platform, name).toBe('thinkorswim');
    }
    // Every other platform's fixtures, whichever folders have them.
    for (const other of readdirSync(path.join(__dirname, '..')).filter((folder) => folder !== 'thinkorswim' && existsSync(path.join(__dirname, '..', folder, 'fixtures')))) {
      const folder = path.join(__dirname, '..', other, 'fixtures');
      for (const name of readdirSync(folder)) expect(thinkorswimImporter.detect(readCsvTable(readFileSync(path.join(folder, name), 'utf8'))), `${other}/${name}`).toBe(false);
    }
    expect(thinkorswimImporter.detect(readCsvTable('Time,Symb,Side,Price,Qty,Route,Broker,Account,Type,Cloid,P / L,\n09:43:10,MU,B,50.99,400,SMRT,,TRIB5621,Margin,AUTO,0.00,\n'))).toBe(false);
  });

  it('reads a stock fill whose Type cell is empty by its Spread, STOCK, instead of refusing the statement', () => {
    const { executions } = parse(fixture('empty-type-stock-rows.csv'));
    // GOLD 300 @ 20.10 sold @ 20.25 in two fills, the second's Type cell empty; AMD bought and
    // sold 50 with both Type cells empty; the call keeps its Type.
    expect(executions.map(({ line, instrument, side, quantity, price }) => [line, instrument.symbol, instrument.assetClass, side, quantity, price])).toEqual([
      [19, 'GOLD', 'stock', 'BUY', '300', '20.1'],
      [18, 'AMD', 'stock', 'BUY', '50', '150'],
      [17, 'GOLD', 'stock', 'SELL', '100', '20.25'],
      [16, 'AMD 260417C160', 'option', 'BUY', '1', '2.5'],
      [15, 'GOLD', 'stock', 'SELL', '200', '20.25'],
      [14, 'AMD', 'stock', 'SELL', '50', '151.5'],
    ]);
    // GOLD (20.25 − 20.10) × 300 = 45, less 0.65 + 0.02 on each of its three fills: 42.99.
    // AMD 1.50 × 50 = 75, less 0.65 + 0.01 and 0.65 + 0.03: 73.66.
    expect(roundTripsOf(executions).map((trip) => [trip.instrument.symbol, trip.status, trip.netPnl])).toEqual([
      ['GOLD', 'closed', '42.99'],
      ['AMD', 'closed', '73.66'],
      // The call is still open with nothing closed: none of its 0.66 is charged yet.
      ['AMD 260417C160', 'open', '0'],
    ]);
  });

  it('refuses an empty Type cell whose Spread does not say STOCK, naming the line', () => {
    const error = captureError(() => parse(statement([], [',4/2/26 09:33:58,SINGLE,BUY,+1,TO OPEN,SPX,17 APR 26,5000,,1.5,1.5,LMT'])));
    expect(error).toBeInstanceOf(ImportRowError);
    expect((error as Error).message).toBe('Line 8: Type is empty and Spread "SINGLE" does not say what was traded (expected a Type of STOCK, ETF, CALL, PUT or FUTURE)');
  });

  it('refuses another platform’s file, naming what it expected', () => {
    const tradeZero = 'Account,T/D,S/D,Currency,Type,Side,Symbol,Qty,Price,Exec Time,Comm,SEC,TAF,NSCC,Nasdaq,ECN Remove,ECN Add,Gross Proceeds,Net Proceeds,Clr Broker,Liq,Note\n';
    expect(() => parseCsvFile(tradeZero, 'thinkorswim', OPTIONS)).toThrow(ImportFormatError);
    expect(() => parseCsvFile(tradeZero, 'thinkorswim', OPTIONS)).toThrow(/does not look like a thinkorswim Account Statement: expected a header with Exec Time, Spread, Side, Qty, Pos Effect, Symbol, Exp, Strike, Type, Price under an "Account Trade History" title. It looks like a TradeZero Trade History export./);
    expect(() => parse(tradeZero)).toThrow(ImportFormatError);
  });

  it.each([
    [',4/2/26 09:33:58,STOCK,BUY,+100,TO OPEN,AAPL,,,STOCK,abc,abc,LMT', 'Line 8: Price "abc" is not a price'],
    [',4/2/26 25:33:58,STOCK,BUY,+100,TO OPEN,AAPL,,,STOCK,150,150,LMT', 'Line 8: Exec Time "4/2/26 25:33:58" is not a date and time (M/D/YY HH:MM:SS)'],
    [',,,BUY,+100,TO OPEN,AAPL,,,STOCK,150,150,LMT', 'Line 8: Exec Time is empty and there is no order above for this leg to belong to'],
    [',4/2/26 09:33:58,STOCK,BUY,-100,TO OPEN,AAPL,,,STOCK,150,150,LMT', 'Line 8: Qty "-100" contradicts side BUY'],
    [',4/2/26 09:33:58,SINGLE,BUY,+1,TO OPEN,SPX,31 APR 26,5000,CALL,1.5,1.5,LMT', 'Line 8: Exp "31 APR 26" is not an expiry date (like 27 MAR 26)'],
    [',4/2/26 09:33:58,SINGLE,BUY,+1,TO OPEN,/ES,/E1AZ26,5000,CALL,1.5,1.5,LMT', 'Line 8: Options on futures (/ES) are not supported yet'],
    [',4/2/26 09:33:58,STOCK,BUY,+1,TO OPEN,AAPL,,,BOND,1.5,1.5,LMT', 'Line 8: Type "BOND" is not supported (expected STOCK, ETF, CALL, PUT or FUTURE)'],
    [',4/2/26 09:33:58', 'Line 8: Unknown side "" (expected BUY or SELL)'],
  ])('names the line and the reason of a row it cannot read: %s', (row, message) => {
    const error = captureError(() => parse(statement([], [row])));
    expect(error).toBeInstanceOf(ImportRowError);
    expect((error as Error).message).toBe(message);
  });

  it('throws nothing but ImportRowError or ImportFormatError on damaged files', () => {
    expectOnlyImportErrorsOnDamagedCopies({
      text: fixture('schwab-era-statement.csv'),
      rounds: 300,
      random: seededRandom(7),
      damage: junkCells({ junk: JUNK, cellsKeptWhenCut: 2 }),
      read: parseIfDetected(thinkorswimImporter, OPTIONS),
    });
  });
});

const JUNK = ['constructor', '__proto__', '', 'abc', '-', '+', '1e5', '(', '"', '=""', '9/99/26 99:99:99', '$', 'NaN', '\u0000', 'Account Trade History', ',Exec Time', 'BOT', 'SOLD -x Y @', '-0', '.'];
