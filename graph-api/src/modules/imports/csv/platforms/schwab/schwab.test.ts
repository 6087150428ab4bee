import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ImportedExecution, ImportRowError } from '../../../../trades/domain/execution';
import { matchExecutions } from '../../../../trades/matching/round-trips';
import type { CsvImportOptions } from '../../csv-importer';
import { detectCsvImporter, parseCsvFile } from '../../csv-file';
import { readCsvTable } from '../../csv-text';

const OPTIONS: CsvImportOptions = { timeZone: 'America/Chicago', tradeDate: '2026-03-10', now: new Date('2026-03-10T23:00:00Z') };
const TRANSACTIONS = readFileSync(join(__dirname, 'fixtures', 'transactions-march-2026.csv'), 'utf8');
const HEADER = 'Date,Action,Symbol,Description,Quantity,Price,Fees & Comm,Amount';
const parse = (text: string) => parseCsvFile(text, 'schwab', OPTIONS);
const matchingOf = (executions: readonly ImportedExecution[]) => matchExecutions(executions.map((execution, index) => ({ ...execution, id: `e${index + 1}`, sequence: index + 1 })));

describe('Charles Schwab Transactions CSV', () => {
  const parsed = parse(TRANSACTIONS);

  it('is recognised by itself, past the title line', () => {
    expect(detectCsvImporter(readCsvTable(TRANSACTIONS))?.platform).toBe('schwab');
  });

  it('reads the trades oldest first at noon New York on their trade date ("as of"), options from their symbol', () => {
    expect(parsed.executions.map(({ line, instrument, side, quantity, price, commission, positionEffect }) => [line, instrument.symbol, side, quantity, price, commission, positionEffect])).toEqual([
      [15, 'META', 'SELL', '10', '700', '0.02', 'close'],
      [13, 'SPY 260306P580', 'SELL', '2', '3.1', '1.33', 'open'],
      [12, 'SPY 260306P570', 'BUY', '1', '0.5', '0.66', 'open'],
      [11, 'AMD', 'BUY', '200', '150', '0', undefined],
      [10, 'NIO', 'SELL', '500', '4.2', '0.02', 'open'],
      [9, 'AMD', 'SELL', '50', '151', '0.01', 'close'],
      [7, 'NIO', 'BUY', '500', '4.25', '0', 'close'],
      [6, 'SPY 260306P580', 'BUY', '2', '1.05', '1.32', 'close'],
      [5, 'AMD', 'SELL', '150', '151.5', '0.03', 'close'],
      // Booked on the 9th "as of" the 6th (so after the 6th's sale, the file being newest first): the
      // expiration leaves the long put at no price.
      [3, 'SPY 260306P570', 'SELL', '1', '0', '0', 'close'],
    ]);
    // 12:00 in New York on 6 March 2026 (EST) is 17:00 UTC, whatever the import's zone.
    expect(new Date(parsed.executions[9]!.executedAtMs).toISOString()).toBe('2026-03-06T17:00:00.000Z');
    // Dates only: every fill's time is a placeholder, and says so (docs/importing.md, "time not given").
    expect(parsed.executions.every((execution) => execution.timeNotGiven === true)).toBe(true);
  });

  it('names every row it skipped, and the missing times', () => {
    expect(parsed.warnings).toEqual([
      'Schwab transactions have dates but no times: each fill is placed at 12:00 New York time on its trade date, in the order of the file.',
      '3 rows that are not trades were skipped: Qualified Dividend, Bank Interest, MoneyLink Transfer.',
    ]);
  });

  it('builds the round trips to the cent; a sale with no earlier buy is a close of a position opened before the history', () => {
    const { roundTrips, preHistoryCloses } = matchingOf(parsed.executions);
    // AMD 200 @ 150, sold 50 @ 151 and 150 @ 151.50: 50 + 225 = 275 − 0.04 = 274.96 (the Amounts: 7549.99 + 22724.97 − 30000).
    // NIO short 500 @ 4.20, covered @ 4.25: −25 − 0.02 = −25.02. SPY 580 put: 2.05 × 200 = 410 − 2.65 = 407.35.
    // SPY 570 put bought @ 0.50, expired: −50 − 0.66 = −50.66.
    expect(roundTrips.map((trip) => [trip.instrument.symbol, trip.direction, trip.status, trip.netPnl])).toEqual([
      ['SPY 260306P580', 'SHORT', 'closed', '407.35'],
      ['SPY 260306P570', 'LONG', 'closed', '-50.66'],
      ['AMD', 'LONG', 'closed', '274.96'],
      ['NIO', 'SHORT', 'closed', '-25.02'],
    ]);
    expect(preHistoryCloses).toMatchObject([{ instrument: { symbol: 'META' }, side: 'SELL', quantity: '10' }]);
  });

  it('refuses a row it cannot read, naming its line and column', () => {
    expect(() => parse([HEADER, '03/02/2026,Buy,AMD,ADVANCED MICRO,ten,$150.00,,-$1500'].join('\n'))).toThrow(new ImportRowError(2, 'Quantity "ten" is not a number of shares or contracts'));
    expect(() => parse([HEADER, '2026-03-02,Buy,AMD,ADVANCED MICRO,10,$150.00,,-$1500'].join('\n'))).toThrow(/Date "2026-03-02" is not a date/);
    expect(() => parse([HEADER, '03/02/2026,Buy,AMD,ADVANCED MICRO,10,abc,,-$1500'].join('\n'))).toThrow(new ImportRowError(2, 'Price "abc" is not a price'));
  });

  it('reads Assigned and Exchange or Exercise as the option closing at 0 so marked, and links the Buy or Sell of the shares Schwab lists (docs/options.md)', () => {
    const { executions } = parse(
      [
        HEADER,
        '"12/22/2025","Buy","SPY","SPDR S&P 500 ETF","200","$450.00","","-$90,000.00"',
        '"12/22/2025","Assigned","SPY 12/19/2025 450.00 P","PUT SPDR S&P 500 ETF $450 EXP 12/19/25","2","","",""',
        '"12/19/2025","Exchange or Exercise","AAPL 12/19/2025 190.00 C","CALL APPLE INC $190 EXP 12/19/25","-1","","",""',
        '"12/19/2025","Buy","AAPL","APPLE INC","100","$190.00","","-$19,000.00"',
        '"12/10/2025","Sell to Open","SPY 12/19/2025 450.00 P","PUT SPDR S&P 500 ETF $450 EXP 12/19/25","2","$3.10","$1.33","$618.67"',
        '"12/10/2025","Buy to Open","AAPL 12/19/2025 190.00 C","CALL APPLE INC $190 EXP 12/19/25","1","$2.00","$0.66","-$200.66"',
      ].join('\n'),
    );
    expect(executions).toHaveLength(6);
    const marks = executions.map(({ instrument, side, closeKind, assignedFrom }) => [instrument.symbol, side, closeKind ?? assignedFrom ?? null]);
    expect(marks).toEqual(
      expect.arrayContaining([
        ['SPY 251219P450', 'BUY', 'assigned'],
        ['SPY', 'BUY', 'SPY 251219P450'],
        ['AAPL 251219C190', 'SELL', 'exercised'],
        ['AAPL', 'BUY', 'AAPL 251219C190'],
      ]),
    );
  });
});
