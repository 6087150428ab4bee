import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ImportedExecution, ImportFormatError, ImportRowError } from '../../../../trades/domain/execution';
import { buildRoundTrips } from '../../../../trades/matching/round-trips';
import type { CsvImportOptions } from '../../csv-importer';
import { detectCsvImporter, parseCsvFile } from '../../csv-file';
import { readCsvTable } from '../../csv-text';

const NEW_YORK: CsvImportOptions = { timeZone: 'America/New_York', tradeDate: '2026-03-06', now: new Date('2026-03-07T12:00:00Z') };
const STATEMENT = readFileSync(join(__dirname, 'fixtures', 'activity-statement-trades.csv'), 'utf8');
const parse = (text: string) => parseCsvFile(text, 'interactive_brokers', NEW_YORK);
const tripsOf = (executions: readonly ImportedExecution[]) =>
  buildRoundTrips(executions.map((execution, index) => ({ ...execution, id: `e${index + 1}`, sequence: index + 1 }))).map((trip) => [
    trip.instrument.symbol,
    trip.direction,
    trip.status,
    trip.grossPnl,
    trip.commission,
    trip.netPnl,
  ]);

describe('Interactive Brokers Activity Statement CSV', () => {
  const parsed = parse(STATEMENT);

  it("keeps each fill's Realized P/L as the statement states it, for the import's reconciliation", () => {
    const stated = new Map(parsed.executions.map((execution) => [execution.line, execution.statedPnl]));
    expect([stated.get(10), stated.get(11), stated.get(13), stated.get(14)]).toEqual(['0', '107.389169', '0', '739.88']);
  });

  it('is recognised without choosing the platform', () => {
    expect(detectCsvImporter(readCsvTable(STATEMENT))?.platform).toBe('interactive_brokers');
    expect(parseCsvFile(STATEMENT, null, NEW_YORK).executions).toHaveLength(parsed.executions.length);
  });

  it('reads Data rows only (never SubTotal or Total), in time order, with the account, signed quantities and Comm/Fee as a cost', () => {
    expect(parsed.executions.map(({ line, instrument, side, quantity, price, commission, positionEffect }) => [line, instrument.symbol, side, quantity, price, commission, positionEffect])).toEqual([
      [10, 'GOLD', 'BUY', '691', '43.1', '3.455', 'open'],
      [19, 'SPY 260306P580', 'SELL', '2', '3.1', '1.4', 'open'],
      [21, 'SPY 260306P570', 'BUY', '1', '0.5', '0.7', 'open'],
      [13, 'NVDA', 'BUY', '1000', '118.5', '5', 'open'],
      [14, 'NVDA', 'SELL', '1000', '119.25', '5.12', 'close'],
      // Kept to 6 places, as every commission (a warning says so).
      [11, 'GOLD', 'SELL', '100', '44.19', '1.110831', 'close'],
      [20, 'SPY 260306P580', 'BUY', '2', '1.05', '1.4', 'close'],
      [26, 'MESH2026', 'BUY', '1', '6011', '0.62', 'open'],
      [27, 'MESH2026', 'SELL', '1', '6009.5', '0.62', 'close'],
      // Code Ep: the expiration IBKR books at price 0 closes the long put.
      [22, 'SPY 260306P570', 'SELL', '1', '0', '0', 'close'],
    ]);
    expect(parsed.executions.every((execution) => execution.accountId === 'U7000001')).toBe(true);
    // "2026-03-02, 10:15:00" in New York (EST) is 15:15 UTC.
    expect(new Date(parsed.executions[0]!.executedAtMs).toISOString()).toBe('2026-03-02T15:15:00.000Z');
    expect(parsed.executions.find((execution) => execution.line === 26)!.instrument).toMatchObject({ multiplier: '5' });
  });

  it('builds the round trips to the cent, the partial close charged its share of the entry commission', () => {
    // GOLD: 691 @ 43.10, 100 sold @ 44.19: gross 109; costs 1.110831 + 3.455 × 100/691 (0.50) = 1.610831; net 107.389169 (Realized P/L 107.389169).
    // NVDA: 1,000 @ 118.50 → 119.25: 750 − 10.12 = 739.88 (the cancelled sale is no fill).
    // SPY 580 put sold 2 @ 3.10, bought back @ 1.05: 2.05 × 2 × 100 = 410 − 2.80 = 407.20.
    // SPY 570 put bought @ 0.50, expired: −50 − 0.70 = −50.70. MESH6 × 5: −1.50 × 5 = −7.50 − 1.24 = −8.74.
    expect(tripsOf(parsed.executions)).toEqual([
      ['GOLD', 'LONG', 'open', '109', '1.610831', '107.389169'],
      ['SPY 260306P580', 'SHORT', 'closed', '410', '2.8', '407.2'],
      ['SPY 260306P570', 'LONG', 'closed', '-50', '0.7', '-50.7'],
      ['NVDA', 'LONG', 'closed', '750', '10.12', '739.88'],
      ['MESH2026', 'LONG', 'closed', '-7.5', '1.24', '-8.74'],
    ]);
  });

  it('says what it skipped and how it read the times', () => {
    expect(parsed.warnings).toEqual([
      'Activity Statement times have no zone: they were read as America/New_York time (IBKR reports in US/Eastern unless the account is set otherwise).',
      '1 cancelled trade (code Ca) skipped.',
      '1 trade in Forex skipped: only stocks, options, futures and crypto are imported.',
      'Commission and fees are kept to 6 decimal places: 1 fill was rounded (the first on line 11: Commission 1.1108314 → 1.110831).',
    ]);
  });

  it('takes the executions (Trade rows) and not their orders’ sums when the statement has both, and never a ClosedLot', () => {
    const header = 'Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,T. Price,C. Price,Proceeds,Comm/Fee,Basis,Realized P/L,MTM P/L,Code';
    const text = [
      header,
      'Trades,Data,Order,Stocks,USD,AMD,"2026-03-02, 10:00:00",300,150,150,-45000,-1.5,45001.5,0,0,O',
      'Trades,Data,Trade,Stocks,USD,AMD,"2026-03-02, 10:00:00",100,150,150,-15000,-0.5,15000.5,0,0,O;P',
      'Trades,Data,Trade,Stocks,USD,AMD,"2026-03-02, 10:00:01",200,150,150,-30000,-1,30001,0,0,O',
      'Trades,Data,Order,Stocks,USD,AMD,"2026-03-03, 10:00:00",-300,151,151,45300,-1.5,-45001.5,297,0,C',
      'Trades,Data,Trade,Stocks,USD,AMD,"2026-03-03, 10:00:00",-300,151,151,45300,-1.5,-45001.5,297,0,C',
      'Trades,Data,ClosedLot,Stocks,USD,AMD,2026-03-02,300,150,,,,45001.5,297,,',
    ].join('\n');
    const { executions } = parse(text);
    expect(executions.map(({ quantity, side }) => [side, quantity])).toEqual([
      ['BUY', '100'],
      ['BUY', '200'],
      ['SELL', '300'],
    ]);
    expect(tripsOf(executions)).toEqual([['AMD', 'LONG', 'closed', '300', '3', '297']]);
  });

  it('refuses a row it cannot read with its line and column, and a statement without trades', () => {
    const header = 'Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,T. Price,C. Price,Proceeds,Comm/Fee,Basis,Realized P/L,MTM P/L,Code';
    const bad = (row: string) => () => parse([header, row].join('\n'));
    expect(bad('Trades,Data,Order,Stocks,USD,AMD,"2026-03-02, 10:00:00",abc,150,150,0,-1,0,0,0,O')).toThrow(new ImportRowError(2, 'Quantity "abc" is not a number of shares or contracts'));
    expect(bad('Trades,Data,Order,Stocks,USD,AMD,"March 2nd",100,150,150,0,-1,0,0,0,O')).toThrow(/Date\/Time "March 2nd" is not a date and time/);
    expect(bad('Trades,Data,Order,Equity and Index Options,USD,AMD CALL,"2026-03-02, 10:00:00",1,1,1,0,-1,0,0,0,O')).toThrow(/Option "AMD CALL" is not written as UNDERLYING DDMMMYY STRIKE C\/P/);
    expect(() => parse('Statement,Header,Field Name,Field Value\nStatement,Data,Title,Activity Statement')).toThrow(ImportFormatError);
    expect(() => parse('Statement,Header,Field Name,Field Value\nStatement,Data,Title,Activity Statement')).toThrow(/has no Trades section/);
  });

  it('reads codes A and Ex as assignment and exercise, and links the shares IBKR books itself without adding any (docs/options.md)', () => {
    const header = 'Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,T. Price,C. Price,Proceeds,Comm/Fee,Basis,Realized P/L,MTM P/L,Code';
    const { executions } = parse(
      [
        'Account Information,Data,Account,U7000001',
        header,
        'Trades,Data,Order,Stocks,USD,SPY,"2025-12-19, 16:20:00",200,450,450,-90000,0,90000,0,0,O;A',
        'Trades,Data,Order,Stocks,USD,AAPL,"2025-12-19, 16:20:00",100,190,190,-19000,0,19000,0,0,O;Ex',
        header,
        'Trades,Data,Order,Equity and Index Options,USD,SPY 19DEC25 450 P,"2025-12-10, 10:00:00",-2,3.10,3.10,620,-1.40,-618.6,0,0,O',
        'Trades,Data,Order,Equity and Index Options,USD,SPY 19DEC25 450 P,"2025-12-19, 16:20:00",2,0,0,0,0,618.6,618.6,0,A;C',
        'Trades,Data,Order,Equity and Index Options,USD,AAPL 19DEC25 190 C,"2025-12-10, 10:00:00",1,2.00,2.00,-200,-0.70,200.7,0,0,O',
        'Trades,Data,Order,Equity and Index Options,USD,AAPL 19DEC25 190 C,"2025-12-19, 16:20:00",-1,0,0,0,0,-200.7,-200.7,0,C;Ex',
      ].join('\n'),
    );
    expect(executions.map(({ instrument, side, quantity, price, closeKind, assignedFrom }) => [instrument.symbol, side, quantity, price, closeKind, assignedFrom])).toEqual([
      ['SPY 251219P450', 'SELL', '2', '3.1', undefined, undefined],
      ['AAPL 251219C190', 'BUY', '1', '2', undefined, undefined],
      ['SPY', 'BUY', '200', '450', undefined, 'SPY 251219P450'],
      ['AAPL', 'BUY', '100', '190', undefined, 'AAPL 251219C190'],
      ['SPY 251219P450', 'BUY', '2', '0', 'assigned', undefined],
      ['AAPL 251219C190', 'SELL', '1', '0', 'exercised', undefined],
    ]);
    const trips = buildRoundTrips(executions.map((execution, index) => ({ ...execution, id: `e${index}`, sequence: index })));
    expect(trips.map((trip) => [trip.instrument.symbol, trip.status, trip.exitKind, trip.grossPnl])).toEqual([
      ['SPY 251219P450', 'closed', 'assigned', '620'],
      ['AAPL 251219C190', 'closed', 'exercised', '-200'],
      ['SPY', 'open', null, '0'],
      ['AAPL', 'open', null, '0'],
    ]);
  });
});
