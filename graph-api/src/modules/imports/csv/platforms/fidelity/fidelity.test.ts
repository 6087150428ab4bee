import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectOnlyImportErrorsOnDamagedCopies, junkLine, seededRandom } from '../../../../../../test/support/damaged-csv';
import { type ImportedExecution, ImportFormatError, ImportRowError } from '../../../../trades/domain/execution';
import { buildRoundTrips } from '../../../../trades/matching/round-trips';
import type { CsvImportOptions } from '../../csv-importer';
import { parseCsvFile } from '../../csv-file';
import { readCsvTable } from '../../csv-text';
import { dedupeKeysOf } from '../../../storage/dedupe-keys';
import { fidelityImporter } from './fidelity.importer';

const OPTIONS: CsvImportOptions = { timeZone: 'America/Los_Angeles', tradeDate: '2026-03-10', now: new Date('2026-03-10T15:00:00Z') };
const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const parse = (text: string) => fidelityImporter.parse(readCsvTable(text), OPTIONS);
const roundTripsOf = (executions: readonly ImportedExecution[]) =>
  buildRoundTrips(executions.map((execution, index) => ({ ...execution, id: `e${index + 1}`, sequence: index + 1 })));

/** The header of the all-accounts export, for hand-built files. */
const HEADER = 'Run Date,Account,Account Number,Action,Symbol,Description,Type,Price ($),Quantity,Commission ($),Fees ($),Accrued Interest ($),Amount ($),Settlement Date';

describe('Fidelity Accounts History importer', () => {
  it('reads stocks, options and an expiration from an all-accounts export, oldest first', () => {
    const { executions, warnings } = parse(fixture('accounts-history-options.csv'));
    // Dates only: every fill's time is a placeholder, and says so.
    expect(executions.every((execution) => execution.timeNotGiven === true)).toBe(true);
    // Amount ($), kept for the reconciliation; an expiration moved no cash (its Amount is blank).
    expect(executions.every((execution) => execution.statedAmount !== undefined)).toBe(true);
    expect(executions.find((execution) => execution.line === 14)?.statedAmount).toBe('119.33');
    expect(executions.map((execution) => [execution.line, execution.instrument.symbol, execution.side, execution.quantity, execution.price])).toEqual([
      [15, 'AAPL', 'BUY', '10', '200'],
      [14, 'SPY 260306P550', 'SELL', '1', '1.2'],
      [12, 'AAPL', 'SELL', '4', '205.5'],
      [11, 'AAPL', 'SELL', '6', '204'],
      [10, 'NVDA 260320C190', 'BUY', '2', '3.25'],
      [8, 'NVDA 260320C190', 'SELL', '2', '4.1'],
      [7, 'QQQ', 'BUY', '0.25', '480.12'],
      [6, 'TSLA', 'BUY', '5', '180'],
      [5, 'TSLA', 'SELL', '5', '182.4'],
      [4, 'SPY 260306P550', 'BUY', '1', '0'],
    ]);
    const expired = executions.at(-1)!;
    expect(expired).toMatchObject({ accountId: 'Z11111111', positionEffect: 'close', commission: '0', fees: '0', externalId: null });
    expect(expired.instrument).toMatchObject({ assetClass: 'option', multiplier: '100', option: { underlying: 'SPY', expiry: '2026-03-06', strike: '550', right: 'P' } });
    expect(executions[4]).toMatchObject({ commission: '1.3', fees: '0.04', positionEffect: 'open' });
    expect(warnings).toEqual([
      'Fidelity history has dates but no times: each fill is placed at 12:00 New York time on its Run Date, in the order of the file.',
      '4 rows that are not trades (dividends, interest, reinvestments, transfers, …) skipped.',
    ]);
  });

  it('places every fill at noon New York time on its Run Date, across the DST change', () => {
    const { executions } = parse(fixture('accounts-history-options.csv'));
    expect(new Date(executions[0]!.executedAtMs).toISOString()).toBe('2026-03-02T17:00:00.000Z'); // EST
    expect(new Date(executions.at(-1)!.executedAtMs).toISOString()).toBe('2026-03-09T16:00:00.000Z'); // EDT from March 8
  });

  it('builds hand-computed round trips, P&L to the cent', () => {
    const trips = roundTripsOf(parse(fixture('accounts-history-options.csv')).executions);
    // AAPL long 10 @ 200 → 4 @ 205.50 and 6 @ 204: 4 × 5.50 + 6 × 4.00 = 46.00 − fees 0.02 + 0.03 = 45.95.
    // SPY put sold 1 @ 1.20, expired at 0: 1.20 × 100 = 120.00 − 0.65 − 0.02 = 119.33.
    // NVDA call 2 @ 3.25 → 2 @ 4.10: 0.85 × 2 × 100 = 170.00 − commission 2.60 − fees 0.09 = 167.31.
    // TSLA bought then sold the same day (the file lists the sale first): 2.40 × 5 = 12.00 − 0.01 = 11.99.
    // QQQ 0.25 stays open.
    expect(trips.map((trip) => [trip.instrument.symbol, trip.direction, trip.status, trip.grossPnl, trip.commission, trip.fees, trip.netPnl])).toEqual([
      ['AAPL', 'LONG', 'closed', '46', '0', '0.05', '45.95'],
      ['SPY 260306P550', 'SHORT', 'closed', '120', '0.65', '0.02', '119.33'],
      ['NVDA 260320C190', 'LONG', 'closed', '170', '2.6', '0.09', '167.31'],
      ['QQQ', 'LONG', 'open', '0', '0', '0', '0'],
      ['TSLA', 'LONG', 'closed', '12', '0', '0.01', '11.99'],
    ]);
    // 45.95 + 119.33 + 167.31 + 11.99 = 344.58
    const net = trips.reduce((sum, trip) => sum + Math.round(Number(trip.netPnl) * 100), 0);
    expect(net).toBe(34458);
  });

  it('reads the older layout: a "Brokerage" preamble and a space before every field', () => {
    const { executions, warnings } = parse(fixture('older-layout-leading-spaces.csv'));
    expect(executions).toHaveLength(2);
    expect(executions[0]).toMatchObject({ line: 5, accountId: 'ROTH IRA X12345678', side: 'BUY', quantity: '10', price: '100.1', fees: '0' });
    expect(executions[1]).toMatchObject({ line: 4, side: 'SELL', quantity: '10', price: '120.4', fees: '0.02' });
    // (120.40 − 100.10) × 10 = 203.00 − 0.02 = 202.98
    expect(roundTripsOf(executions)[0]).toMatchObject({ grossPnl: '203', netPnl: '202.98' });
    expect(warnings).toContain('1 row that is not a trade (dividends, interest, reinvestments, transfers, …) skipped.');
  });

  // Trimmed copies of real exports published in mcdphd/LadderIQ ("Accounts_History (16).csv" and
  // "History_for_Account_Z25686771 (7).csv"): BOM, blank preamble, disclaimer, no final newline.
  it('reads the real all-accounts export', () => {
    const { executions, warnings } = parse(fixture('ladderiq-accounts-history.trimmed.csv'));
    expect(executions).toHaveLength(31);
    expect(executions.every((execution) => execution.accountId === 'Z25686771')).toBe(true);
    const newest = executions.at(-1)!;
    expect(newest).toMatchObject({ line: 4, side: 'BUY', quantity: '0.34', price: '181.69', instrument: { symbol: 'QLYS', assetClass: 'stock' } });
    expect(new Date(newest.executedAtMs).toISOString()).toBe('2026-08-20T16:00:00.000Z');
    const nvdaSale = executions.find((execution) => execution.line === 40)!;
    expect(nvdaSale).toMatchObject({ side: 'SELL', quantity: '3', price: '214', fees: '0.02', instrument: { symbol: 'NVDA' } });
    expect(warnings).toContain('6 rows that are not trades (dividends, interest, reinvestments, transfers, …) skipped.');
  });

  it('marks a sale not worded SHORT SALE as a close, so the real cash account’s sales with no earlier buy in the file book no short', () => {
    const { executions } = parse(fixture('ladderiq-accounts-history.trimmed.csv'));
    const sales = executions.filter((execution) => execution.side === 'SELL' && execution.instrument.assetClass === 'stock');
    expect(sales.length).toBeGreaterThan(0);
    expect(sales.every((execution) => execution.positionEffect === 'close')).toBe(true);
    expect(roundTripsOf(executions).filter((trip) => trip.direction === 'SHORT')).toEqual([]);
  });

  it('reads the real single-account export (Price and Quantity in other places, no account)', () => {
    const { executions } = parse(fixture('ladderiq-history-for-account.trimmed.csv'));
    expect(executions).toHaveLength(7);
    expect(executions.map((execution) => execution.line)).toEqual([10, 9, 8, 7, 6, 5, 4]);
    expect(executions[1]).toMatchObject({ accountId: '', side: 'SELL', quantity: '4', price: '32.22', instrument: { symbol: 'OSCR' } });
  });

  it('reads an option deliverable other than 100 shares and a strike with decimals', () => {
    const text = `${HEADER}\n03/02/2026,Individual,Z1,YOU BOUGHT OPENING TRANSACTION CALL (EWY) ISHARES MSCI SOUTH KOREA SEP 04 26 $182.5 (150 SHS) (Margin), -EWY260904C182.5,CALL,Margin,7.61,1,0.65,0.02,"","-1142.17",03/03/2026`;
    expect(parse(text).executions[0]!.instrument).toMatchObject({ symbol: 'EWY 260904C182.5', multiplier: '150' });
  });

  it('closes an assigned short put at 0 and imports the shares delivered, and skips bonds named by CUSIP', () => {
    const text = [
      HEADER,
      '02/03/2026,Individual,Z1,YOU BOUGHT ASSIGNED PUTS MICRON TECHNOLOGY INC (MU) (Margin),MU,MICRON TECHNOLOGY INC,Margin,100,100,"",0.02,"","-10000.02",02/04/2026',
      '02/03/2026,Individual,Z1,ASSIGNED as of Jan-30-2026 PUT (MU) MICRON TECHNOLOGY JAN 30 26 $100 (100 SHS) (Margin), -MU260130P100,PUT (MU) MICRON TECHNOLOGY JAN 30 26 $100 (100 SHS),Margin,"",1,"","","","",""',
      '01/20/2026,Individual,Z1,YOU BOUGHT UNITED STATES TREAS BILLS ZERO CPN 0.00000% 03/19/2026 (912797PQ4) (Cash),912797PQ4,UNITED STATES TREAS BILLS,Cash,99.5,10000,"","","","-9950",01/21/2026',
      '01/15/2026,Individual,Z1,YOU SOLD OPENING TRANSACTION PUT (MU) MICRON TECHNOLOGY JAN 30 26 $100 (100 SHS) (Margin), -MU260130P100,PUT (MU) MICRON TECHNOLOGY JAN 30 26 $100 (100 SHS),Margin,2,"-1",0.65,0.02,"",199.33,01/16/2026',
    ].join('\n');
    const { executions, warnings } = parse(text);
    expect(executions.map((execution) => [execution.line, execution.instrument.symbol, execution.side, execution.quantity, execution.price])).toEqual([
      [5, 'MU 260130P100', 'SELL', '1', '2'],
      [3, 'MU 260130P100', 'BUY', '1', '0'],
      [2, 'MU', 'BUY', '100', '100'],
    ]);
    // The put's premium is kept in full: 2.00 × 100 = 200.00 − 0.65 − 0.02 = 199.33.
    expect(roundTripsOf(executions)[0]).toMatchObject({ instrument: { symbol: 'MU 260130P100' }, status: 'closed', netPnl: '199.33' });
    expect(warnings).toContain('1 bond or CD trade (named by CUSIP, priced per 100 of face value) skipped.');
  });

  it('detects its exports and nothing else', () => {
    for (const name of ['accounts-history-options.csv', 'older-layout-leading-spaces.csv', 'ladderiq-accounts-history.trimmed.csv', 'ladderiq-history-for-account.trimmed.csv']) {
      expect(fidelityImporter.detect(readCsvTable(fixture(name)))).toBe(true);
    }
    for (const other of OTHER_PLATFORMS) expect(fidelityImporter.detect(readCsvTable(other))).toBe(false);
  });

  it('refuses another platform’s file, naming what it expected', () => {
    const webull = 'Name,Symbol,Side,Status,Filled,Total Qty,Price,Avg Price,Time-in-Force,Placed Time,Filled Time\nApple,AAPL,Buy,Filled,1,1,@1,1,DAY,01/02/2026 10:00:00 EST,01/02/2026 10:00:00 EST';
    expect(() => parseCsvFile(webull, 'fidelity', OPTIONS)).toThrow(ImportFormatError);
    expect(() => parseCsvFile(webull, 'fidelity', OPTIONS)).toThrow(/Fidelity Accounts History export: expected a header with Run Date/);
    expect(() => fidelityImporter.parse(readCsvTable(webull), OPTIONS)).toThrow(ImportFormatError);
  });

  it('names the line and the reason of a row it cannot read', () => {
    const bad = (row: string) => () => parse(`\uFEFF\n\n${HEADER}\n03/02/2026,I,Z1,YOU BOUGHT APPLE INC (AAPL) (Cash),AAPL,APPLE INC,Cash,200,1,"","","","-200",03/03/2026\n${row}`);
    expect(bad('13/45/2026,I,Z1,YOU BOUGHT APPLE INC (AAPL) (Cash),AAPL,APPLE INC,Cash,200,1,"","","","-200",')).toThrow(new ImportRowError(5, 'Run Date "13/45/2026" is not a date (MM/DD/YYYY)'));
    expect(bad('03/02/2026,I,Z1,YOU BOUGHT APPLE INC (AAPL) (Cash),AAPL,APPLE INC,Cash,abc,1,"","","","-200",')).toThrow(new ImportRowError(5, 'Price "abc" is not a price'));
    expect(bad('03/02/2026,I,Z1,YOU SOLD APPLE INC (AAPL) (Cash),AAPL,APPLE INC,Cash,200,"","","","","200",')).toThrow(/^Line 5: Quantity "" is not/);
    expect(bad('03/02/2026,I,Z1,YOU SOLD CALL,-AAPL26C1,CALL,Cash,2,"-1","","","","200",')).toThrow(/^Line 5: "-AAPL26C1" is not a Fidelity option symbol/);
    expect(bad('03/02/2026,I,Z1,YOU BOUGHT')).toThrow(/^Line 5: The row has 4 fields/);
  });

  it('throws only row or format errors on damaged input', () => {
    expectOnlyImportErrorsOnDamagedCopies({
      text: fixture('accounts-history-options.csv'),
      rounds: 300,
      random: seededRandom(7),
      damage: junkLine({ digit: 'x', junkLines: ['"', ',,,,', '\u0000'] }),
      read: parse,
    });
  });
});

/** First lines of the other platforms' exports. */
const OTHER_PLATFORMS = [
  'Time,Symb,Side,Price,Qty,Route,Broker,Account,Type,Cloid,P / L,\n09:43:10,MU,B,50.99,400,SMRT,,TRIB5621,Margin,AUTO,0.00,',
  'Name,Symbol,Side,Status,Filled,Total Qty,Price,Avg Price,Time-in-Force,Placed Time,Filled Time\nMeta,META,Sell,Filled,1,1,@715.56,715.56,GTC,01/30/2026 11:55:50 EST,01/30/2026 12:08:51 EST',
  '"ClientAccountID","AssetClass","Symbol","Date/Time","Buy/Sell","Quantity","Price","Commission"\n"U1","STK","AAPL","20260102;093000","BUY","1","1","-1"',
  'Account,T/D,S/D,Currency,Type,Side,Symbol,Qty,Price,Exec Time,Comm,SEC,TAF,NSCC,Nasdaq,ECN Remove,ECN Add,Gross Proceeds,Net Proceeds,Clr Broker,Liq,Note',
  'For Account:,####3525\n\nTransactionDate,TransactionType,SecurityType,Symbol,Quantity,Amount,Price,Commission,Description',
];

describe('Fidelity: both history layouts of one account', () => {
  const allAccounts = parse(fixture('accounts-history-two-accounts.csv'));
  const singleAccount = fidelityImporter.parse(readCsvTable(fixture('history-for-account-Z90000001.csv')), { ...OPTIONS, fileName: 'History_for_Account_Z90000001 (3).csv' });

  it('gives the single-account layout the account its download is named after', () => {
    expect(singleAccount.executions.map(({ accountId, instrument, side }) => [accountId, instrument.symbol, side])).toEqual([
      ['Z90000001', 'AAPL', 'BUY'],
      ['Z90000001', 'AAPL', 'SELL'],
      ['Z90000001', 'NVDA', 'BUY'],
    ]);
    expect(singleAccount.warnings.join(' ')).not.toContain('names no account');
  });

  it('makes the same fill in either layout the same fill (same dedupe key), and a fill of another account another', () => {
    const keysOf = (executions: readonly ImportedExecution[]) => new Set(dedupeKeysOf(executions));
    const stored = keysOf(allAccounts.executions);
    const again = dedupeKeysOf(singleAccount.executions).map((key) => stored.has(key));
    // The AAPL buy and sale were imported with the Accounts History; the NVDA buy is new.
    expect(again).toEqual([true, true, false]);
    expect(allAccounts.executions.find((execution) => execution.instrument.symbol === 'MSFT')).toMatchObject({ accountId: 'Z90000002' });
  });

  it('says so when a renamed single-account file cannot tell its account, and keeps its fills apart', () => {
    const renamed = fidelityImporter.parse(readCsvTable(fixture('history-for-account-Z90000001.csv')), { ...OPTIONS, fileName: 'march.csv' });
    expect(renamed.executions.every((execution) => execution.accountId === '')).toBe(true);
    expect(renamed.warnings).toContain(
      'This single-account history names no account (Fidelity downloads it as History_for_Account_<account number>.csv): its fills are kept apart from the Accounts History, so importing both layouts of the account would count them twice. Import it under its downloaded name.',
    );
  });
});
