import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectOnlyImportErrorsOnDamagedCopies, junkLine, seededRandom } from '../../../../../../test/support/damaged-csv';
import { type ImportedExecution, ImportFormatError, ImportRowError } from '../../../../trades/domain/execution';
import { buildRoundTrips } from '../../../../trades/matching/round-trips';
import type { CsvImportOptions } from '../../csv-importer';
import { parseCsvFile } from '../../csv-file';
import { readCsvTable } from '../../csv-text';
import { interactiveBrokersImporter } from './interactive-brokers.importer';

const NEW_YORK: CsvImportOptions = { timeZone: 'America/New_York', tradeDate: '2026-01-16', now: new Date('2026-01-17T12:00:00Z') };
const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const parse = (text: string, options = NEW_YORK) => interactiveBrokersImporter.parse(readCsvTable(text), options);
const roundTripsOf = (executions: readonly ImportedExecution[]) =>
  buildRoundTrips(executions.map((execution, index) => ({ ...execution, id: `e${index + 1}`, sequence: index + 1 })));
const tripSummary = (executions: readonly ImportedExecution[]) =>
  roundTripsOf(executions).map((trip) => [trip.accountId, trip.instrument.symbol, trip.direction, trip.status, trip.grossPnl, trip.commission, trip.fees, trip.netPnl]);
const centsOf = (executions: readonly ImportedExecution[]) => roundTripsOf(executions).reduce((sum, trip) => sum + Math.round(Number(trip.netPnl) * 100), 0);

describe('Interactive Brokers Flex Query CSV importer', () => {
  describe('Activity Flex spelling (DateTime, TradePrice, IBCommission, IBExecID)', () => {
    const { executions, warnings } = parse(fixture('activity-flex-trades.csv'));

    it('reads execution rows only, in time order, past a MSG line', () => {
      expect(executions.map((execution) => execution.line)).toEqual([7, 8, 9, 3, 4, 11, 6, 12, 13, 14, 15, 17, 19, 20, 10]);
      expect(executions[3]).toMatchObject({
        accountId: 'U2222222',
        instrument: { symbol: 'AAPL', assetClass: 'stock', multiplier: '1' },
        side: 'BUY',
        quantity: '100',
        price: '190.5',
        commission: '1',
        fees: '0',
        externalId: '0001f4e8.67a0b1c2.01.01',
        orderId: '7001',
        positionEffect: 'open',
      });
      expect(new Date(executions[3]!.executedAtMs).toISOString()).toBe('2026-01-15T14:35:12.000Z');
    });

    it('reads options from the OCC symbol, futures from the local symbol, with the file’s multiplier', () => {
      expect(executions[0]!.instrument).toMatchObject({ symbol: 'SPY 260116P580', assetClass: 'option', multiplier: '100', option: { underlying: 'SPY', right: 'P', strike: '580' } });
      expect(executions[0]).toMatchObject({ side: 'SELL', quantity: '2', price: '3.1', commission: '1.4' });
      expect(executions[5]!.instrument).toEqual({ symbol: 'ESH2026', assetClass: 'future', multiplier: '50', future: { root: 'ES', month: '03', year: 2026 } });
      expect(executions[9]!.instrument).toMatchObject({ symbol: 'MESH2026', multiplier: '5' });
      // The expiration is a BookTrade at price 0 that closes the long put.
      expect(executions.at(-1)).toMatchObject({ line: 10, side: 'SELL', price: '0', commission: '0', positionEffect: 'close' });
    });

    it('reads a positive IBCommission as a rebate', () => {
      expect(executions.find((execution) => execution.line === 19)).toMatchObject({ commission: '-0.1' });
    });

    it('warns about the zone, the cancelled trade and the currency conversion it skipped', () => {
      expect(warnings).toEqual([
        'Flex Query times have no zone: they were read as America/New_York time (IBKR reports in US/Eastern unless the account is set otherwise).',
        '1 cancelled trade (Buy/Sell "(Ca.)" or code Ca) skipped.',
        '1 currency conversion (asset class CASH) skipped.',
      ]);
    });

    it('builds hand-computed round trips, futures and options with their multipliers, to the cent', () => {
      // SPY 580 put sold 2 @ 3.10, bought back @ 1.05: 2.05 × 2 × 100 = 410.00 − 2.80 = 407.20.
      // SPY 570 put bought 1 @ 0.50, expired at 0: −50.00 − 0.70 = −50.70.
      // AAPL 100 @ 190.50 + 50 @ 190.40 (two fills of one order), sold 150 @ 191.25:
      //   75.00 + 42.50 = 117.50 − (1.00 + 0.50 + 1.20) = 114.80.
      // ESH6 2 @ 6010.25, sold 1 @ 6012.50 and 1 @ 6015.75, × 50: 112.50 + 275.00 = 387.50 − 9.00 = 378.50.
      // MESH6 1 @ 6011, sold @ 6009.50, × 5: −7.50 − 1.24 = −8.74.
      // TSLA 10 @ 250 → 252 (the cancelled buy in between is not a fill): 20.00 − (0.35 − 0.10 rebate) = 19.75.
      // MSFT in the second account stays open.
      expect(tripSummary(executions)).toEqual([
        ['U2222222', 'SPY 260116P580', 'SHORT', 'closed', '410', '2.8', '0', '407.2'],
        ['U2222222', 'SPY 260116P570', 'LONG', 'closed', '-50', '0.7', '0', '-50.7'],
        ['U2222222', 'AAPL', 'LONG', 'closed', '117.5', '2.7', '0', '114.8'],
        ['U2222222', 'ESH2026', 'LONG', 'closed', '387.5', '9', '0', '378.5'],
        ['U2222222', 'MESH2026', 'LONG', 'closed', '-7.5', '1.24', '0', '-8.74'],
        ['U2222222', 'TSLA', 'LONG', 'closed', '20', '0.25', '0', '19.75'],
        // Nothing of it closed: none of its commission is charged yet (pro rata by quantity closed).
        ['U7654321', 'MSFT', 'LONG', 'open', '0', '0', '0', '0'],
      ]);
      // 407.20 − 50.70 + 114.80 + 378.50 − 8.74 + 19.75 = 860.81
      expect(centsOf(executions)).toBe(86081);
    });
  });

  describe('Trade Confirmation spelling with section codes and header/trailer records', () => {
    const ZURICH = { ...NEW_YORK, timeZone: 'Europe/Zurich' };
    const { executions, warnings } = parse(fixture('trade-confirmation-coded.csv'), ZURICH);

    it('reads the TRNT section only, with day-first dates, in the import’s time zone', () => {
      expect(executions.map((execution) => [execution.line, execution.instrument.symbol, execution.side, execution.quantity, execution.price])).toEqual([
        [9, 'NVDA', 'BUY', '100', '140.1'],
        [10, 'ESH6 260320C6100', 'BUY', '1', '42.25'],
        [12, 'ESH6 260320C6100', 'SELL', '1', '45'],
        [11, 'NVDA', 'SELL', '100', '139.6'],
      ]);
      expect(new Date(executions[0]!.executedAtMs).toISOString()).toBe('2026-01-15T09:00:00.000Z');
      expect(executions[0]).toMatchObject({ externalId: '0000e1a2.6787b2c1.01.01', orderId: '8001', commission: '0.5', positionEffect: 'open' });
      expect(executions[1]!.instrument).toMatchObject({ assetClass: 'option', multiplier: '50', option: { underlying: 'ESH6', expiry: '2026-03-20', strike: '6100', right: 'C' } });
      expect(warnings).toEqual(['Flex Query times have no zone: they were read as Europe/Zurich time (IBKR reports in US/Eastern unless the account is set otherwise).']);
    });

    it('counts Commission once (not its broker/clearing parts again) and the tax as a fee', () => {
      // NVDA 100 @ 140.10 → 139.60: −50.00 − commission 1.02 − tax 0.03 = −51.05.
      // ES futures option 1 @ 42.25 → 45.00, × 50: 137.50 − 4.94 = 132.56.
      expect(tripSummary(executions)).toEqual([
        ['U3333333', 'NVDA', 'LONG', 'closed', '-50', '1.02', '0.03', '-51.05'],
        ['U3333333', 'ESH6 260320C6100', 'LONG', 'closed', '137.5', '4.94', '0', '132.56'],
      ]);
      // −51.05 + 132.56 = 81.51
      expect(centsOf(executions)).toBe(8151);
    });
  });

  // Rows transcribed into Activity Flex CSV columns from the real, anonymised Activity Flex XML in
  // gabbersepp/ib-flex-reader (IbFlexReader.Tests/XmlFileTest/TestFiles/TestForCoding.xml).
  describe('real trades (gabbersepp/ib-flex-reader TestForCoding.xml) as Activity Flex CSV', () => {
    const { executions, warnings } = parse(fixture('ib-flex-reader-activity-trades.csv'));

    it('reads stocks, non-US options, futures and futures options', () => {
      expect(executions).toHaveLength(15);
      const bySymbol = (symbol: string) => executions.filter((execution) => execution.instrument.symbol === symbol);
      expect(bySymbol('ESV')).toMatchObject([{ side: 'SELL', quantity: '2000', price: '6.6415', commission: '10.410679', externalId: '0000fed1.5be58c36.01.01' }]);
      expect(bySymbol('DAX 181221C12000')).toMatchObject([{ accountId: 'U1234567F', instrument: { multiplier: '5' }, quantity: '2', price: '55' }]);
      expect(bySymbol('Z 181221P69.5')).toMatchObject([{ instrument: { multiplier: '1000' } }]);
      expect(bySymbol('FDAXZ2018')).toHaveLength(4);
      expect(bySymbol('FDAXZ2018')[0]!.instrument.multiplier).toBe('25');
      expect(bySymbol('YMZ2018')[0]!.instrument.multiplier).toBe('5');
      expect(bySymbol('BPZ8 181207P1.25')).toMatchObject([{ instrument: { assetClass: 'option', multiplier: '62500' }, price: '0.0017' }]);
      expect(new Date(executions[0]!.executedAtMs).toISOString()).toBe('2018-11-09T08:59:54.000Z');
      expect(warnings).toContain('6 executions in EUR, GBP: their prices and P&L stay in that currency, not converted to USD.');
    });

    it('builds the real futures round trips', () => {
      const futures = roundTripsOf(executions).filter((trip) => trip.instrument.assetClass === 'future');
      // FDAX 2 @ 11463 → 2 @ 11474, × 25: 11 × 2 × 25 = 550.00 − 4 × 2.00 = 542.00 (EUR).
      // YM 2 @ 26048 → 1 @ 26000 and 1 @ 26002, × 5: −240.00 − 230.00 = −470.00 − 4 × 2.03 = −478.12.
      expect(futures.map((trip) => [trip.instrument.symbol, trip.direction, trip.grossPnl, trip.commission, trip.netPnl])).toEqual([
        ['FDAXZ2018', 'LONG', '550', '8', '542'],
        ['YMZ2018', 'LONG', '-470', '8.12', '-478.12'],
      ]);
    });
  });

  // Real headers: KonishchevDmitry/investments src/broker_statement/ib/testdata/empty-trade-confirmation.csv
  // and the column set a user posted in Eleven-Trading/TradeNote issue #145.
  describe('real Flex Query headers', () => {
    it('reads an empty Trade Confirmation as no fills', () => {
      const records = readCsvTable(fixture('konishchevdmitry-empty-trade-confirmation.csv'));
      expect(interactiveBrokersImporter.detect(records)).toBe(true);
      expect(interactiveBrokersImporter.parse(records, NEW_YORK)).toEqual({ executions: [], warnings: [] });
    });

    it('reads the TradeNote #145 column set: no ExecID (TradeID is the id), no Strike or Expiry (OCC symbol)', () => {
      const rows = [
        '"U4444444","USD","OPT","QQQ   260220C00530000","QQQ","100","C","7001","9001","20260210;094500","20260211","BUY","1","4.2","-420","-420.65","-0.65","-0.65","0","0","0","0","O"',
        '"U4444444","USD","OPT","QQQ   260220C00530000","QQQ","100","C","7002","9002","20260212;151500","20260213","SELL","-1","5","500","499.35","-0.65","-0.65","0","0","0","0","C"',
      ];
      const { executions } = parse(`${fixture('tradenote-issue-145-header.csv').trimEnd()}\n${rows.join('\n')}\n`);
      expect(executions[0]).toMatchObject({ externalId: '7001', orderId: '9001', commission: '0.65', instrument: { symbol: 'QQQ 260220C530' } });
      // (5.00 − 4.20) × 100 = 80.00 − 1.30 = 78.70
      expect(tripSummary(executions)).toEqual([['U4444444', 'QQQ 260220C530', 'LONG', 'closed', '80', '1.3', '0', '78.7']]);
    });
  });

  it('reads code A on a Flex row as an assignment, and links the stock row IBKR books for the shares (docs/options.md)', () => {
    const rows = [
      '"U4444444","USD","OPT","QQQ   260220P00530000","QQQ","100","P","7001","9001","20260210;094500","20260211","SELL","-1","4.2","420","419.35","-0.65","-0.65","0","0","0","0","O"',
      '"U4444444","USD","OPT","QQQ   260220P00530000","QQQ","100","P","7002","9002","20260220;162000","20260223","BUY","1","0","0","0","0","0","0","0","0","0","A;C"',
      '"U4444444","USD","STK","QQQ","","1","","7003","9003","20260220;162000","20260223","BUY","100","530","-53000","-53000","0","0","0","0","0","0","A;O"',
    ];
    const executions = parseCsvFile(`${fixture('tradenote-issue-145-header.csv').trimEnd()}\n${rows.join('\n')}\n`, 'interactive_brokers', NEW_YORK).executions;
    expect(executions.map(({ instrument, closeKind, assignedFrom }) => [instrument.symbol, closeKind, assignedFrom])).toEqual([
      ['QQQ 260220P530', undefined, undefined],
      ['QQQ 260220P530', 'assigned', undefined],
      ['QQQ', undefined, 'QQQ 260220P530'],
    ]);
    expect(roundTripsOf(executions).map((trip) => [trip.instrument.symbol, trip.exitKind, trip.status])).toEqual([
      ['QQQ 260220P530', 'assigned', 'closed'],
      ['QQQ', null, 'open'],
    ]);
  });

  describe('dates, times and duplicates', () => {
    const HEADER = '"ClientAccountID","AssetClass","Symbol","DateTime","Buy/Sell","Quantity","TradePrice","IBCommission","IBExecID"';
    const file = (...rows: string[]) => [HEADER, ...rows].join('\n');

    it('reads every date and time format the query offers, and an explicit offset', () => {
      const times = ['20260302;143000', '2026-03-02 14:30:00', '03/02/2026,14:30:00', '03/02/26;143000', '02-Mar-26;143000', '20260302143000'];
      for (const time of times) {
        expect(new Date(parse(file(`"U1","STK","AAPL","${time}","BUY","1","1","-1","x"`)).executions[0]!.executedAtMs).toISOString()).toBe('2026-03-02T19:30:00.000Z');
      }
      expect(new Date(parse(file('"U1","STK","AAPL","20260302;143000-0500","BUY","1","1","-1","x"'), { ...NEW_YORK, timeZone: 'Asia/Tokyo' }).executions[0]!.executedAtMs).toISOString()).toBe(
        '2026-03-02T19:30:00.000Z',
      );
    });

    it('warns when slash dates could be read either way', () => {
      const { warnings } = parse(file('"U1","STK","AAPL","03/02/2026;143000","BUY","1","1","-1","x"'));
      expect(warnings).toContain('Dates such as 03/04/2026 could be month/day or day/month: they were read as month/day. Set the Flex Query date format to yyyyMMdd to be sure.');
    });

    it('refuses a file whose slash dates contradict each other', () => {
      const mixed = file('"U1","STK","AAPL","13/02/2026;143000","BUY","1","1","-1","x"', '"U1","STK","AAPL","02/13/2026;143000","SELL","-1","1","-1","y"');
      expect(() => parse(mixed)).toThrow(ImportFormatError);
    });

    it('keeps one copy of an execution repeated in the file', () => {
      const { executions, warnings } = parse(file('"U1","STK","AAPL","20260302;143000","BUY","1","1","-1","x"', '"U1","STK","AAPL","20260302;143000","BUY","1","1","-1","x"'));
      expect(executions).toHaveLength(1);
      expect(warnings).toContain('1 execution appearing twice in the file (same IBExecID) skipped the second time.');
    });

    it('names the line and the reason of a row it cannot read', () => {
      const bad = (row: string) => () => parse(file('"U1","STK","AAPL","20260302;143000","BUY","1","1","-1","a"', row));
      expect(bad('"U1","STK","AAPL","20260302;253000","BUY","1","1","-1","b"')).toThrow(
        new ImportRowError(3, 'DateTime "20260302;253000" is not a date and time (such as 20260115;093000)'),
      );
      expect(bad('"U1","STK","AAPL","20260302;143000","BUY","-1","1","-1","b"')).toThrow(new ImportRowError(3, 'Buy/Sell "BUY" does not match the quantity -1 (expected SELL)'));
      expect(bad('"U1","STK","AAPL","20260302;143000","BUY","0","1","-1","b"')).toThrow(new ImportRowError(3, 'Quantity "0" is not a number of shares or contracts'));
      expect(bad('"U1","FUT","XXZ6","20260302;143000","BUY","1","1","-1","b"')).toThrow(new ImportRowError(3, 'Future "XXZ6" has no multiplier: add Multiplier to the Flex Query'));
      expect(bad('"U1","OPT","C ODAX DEC 18 12000","20260302;143000","BUY","1","1","-1","b"')).toThrow(/^Line 3: Option "C ODAX DEC 18 12000" is not an OCC symbol: add UnderlyingSymbol/);
      expect(bad('"U1"')).toThrow(/^Line 3: Quantity "" is not a number/);
    });

    it('names a DATA line that comes before its HEADER', () => {
      expect(() => parse('"DATA","TRNT","U1","STK"\n"HEADER","TRNT","ClientAccountID","Symbol","Quantity","TradePrice","DateTime"')).toThrow(
        new ImportRowError(1, 'A DATA line of section "TRNT" comes before that section\'s HEADER line'),
      );
    });
  });

  it('refuses a Flex file without a Trades section or without times', () => {
    expect(() => parse('"ClientAccountID","CurrencyPrimary","Amount","Description"\n"U1","USD","10","Deposit"')).toThrow(/^The Flex Query has no Trades section/);
    expect(() => parse('"HEADER","TRNT","ClientAccountID","Symbol","TradeDate","Quantity","TradePrice"')).toThrow(/has no DateTime \(or Date\/Time\) column/);
  });

  it('detects Flex Query files and Activity Statements, nothing else', () => {
    for (const name of ['activity-statement-trades.csv', 'activity-flex-trades.csv', 'trade-confirmation-coded.csv', 'ib-flex-reader-activity-trades.csv', 'tradenote-issue-145-header.csv']) {
      expect(interactiveBrokersImporter.detect(readCsvTable(fixture(name)))).toBe(true);
    }
    for (const other of OTHER_PLATFORMS) expect(interactiveBrokersImporter.detect(readCsvTable(other))).toBe(false);
  });

  it('refuses another platform’s file, naming what it expected and what it looks like', () => {
    const fidelity = '\uFEFF\n\nRun Date,Action,Symbol,Description,Type,Price ($),Quantity,Commission ($),Fees ($),Accrued Interest ($),Amount ($),Cash Balance ($),Settlement Date';
    expect(() => parseCsvFile(fidelity, 'interactive_brokers', NEW_YORK)).toThrow(
      /^This file does not look like an Interactive Brokers Activity Statement or Flex Query CSV: expected a header with Trades,Header,DataDiscriminator.*It looks like a Fidelity Accounts History export\.$/,
    );
    expect(() => interactiveBrokersImporter.parse(readCsvTable(fidelity), NEW_YORK)).toThrow(ImportFormatError);
  });

  it('throws only row or format errors on damaged input', () => {
    expectOnlyImportErrorsOnDamagedCopies({
      text: fixture('activity-flex-trades.csv'),
      rounds: 300,
      random: seededRandom(5),
      // Besides the junk every platform gets, lone HEADER and DATA records: what a coded Flex file's sections are made of.
      damage: junkLine({ digit: '7', junkLines: ['"', '"HEADER"', '"DATA","X"', '\u0000'] }),
      read: parse,
    });
  });
});

/** First lines of the other platforms' exports, and IBKR's non-Flex Activity Statement. */
const OTHER_PLATFORMS = [
  'Time,Symb,Side,Price,Qty,Route,Broker,Account,Type,Cloid,P / L,\n09:43:10,MU,B,50.99,400,SMRT,,TRIB5621,Margin,AUTO,0.00,',
  'Name,Symbol,Side,Status,Filled,Total Qty,Price,Avg Price,Time-in-Force,Placed Time,Filled Time\nMeta,META,Sell,Filled,1,1,@715.56,715.56,GTC,01/30/2026 11:55:50 EST,01/30/2026 12:08:51 EST',
  '\uFEFF\n\nRun Date,Account,Account Number,Action,Symbol,Description,Type,Price ($),Quantity,Commission ($),Fees ($),Accrued Interest ($),Amount ($),Settlement Date',
  'Account,T/D,S/D,Currency,Type,Side,Symbol,Qty,Price,Exec Time,Comm,SEC,TAF,NSCC,Nasdaq,ECN Remove,ECN Add,Gross Proceeds,Net Proceeds,Clr Broker,Liq,Note',
];
