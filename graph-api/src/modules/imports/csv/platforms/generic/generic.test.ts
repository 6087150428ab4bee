import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { captureError, expectOnlyImportErrorsOnDamagedCopies, junkLine, seededRandom } from '../../../../../../test/support/damaged-csv';
import { type ImportedExecution, ImportFormatError, ImportRowError } from '../../../../trades/domain/execution';
import { buildRoundTrips } from '../../../../trades/matching/round-trips';
import type { CsvImportOptions, GenericColumnMapping } from '../../csv-importer';
import { readCsvTable } from '../../csv-text';
import { genericImporter, suggestGenericMapping } from './generic.importer';

// March 2-5, 2026 is before the switch to summer time: New York is UTC-5.
const BASE: CsvImportOptions = { timeZone: 'America/New_York', tradeDate: '2026-03-02', now: new Date('2026-03-06T15:00:00Z') };
const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
const headerOf = (text: string) => text.split(/\r?\n/, 1)[0]!.split(',');
const parseWith = (mapping: GenericColumnMapping | undefined, text: string) => genericImporter.parse(readCsvTable(text), { ...BASE, mapping });
const summary = (executions: readonly ImportedExecution[]) =>
  executions.map((execution) => [execution.line, execution.instrument.symbol, execution.side, execution.quantity, execution.price, new Date(execution.executedAtMs).toISOString()]);
const tripsOf = (executions: readonly ImportedExecution[]) =>
  buildRoundTrips(executions.map((execution, index) => ({ ...execution, id: `e${index + 1}`, sequence: index + 1 })))
    .sort((a, b) => a.entryTime.getTime() - b.entryTime.getTime())
    .map((trip) => [trip.instrument.symbol, trip.direction, trip.status, trip.quantity, trip.entryPrice, trip.exitPrice, trip.netPnl]);
const centsOf = (trips: ReturnType<typeof tripsOf>) => trips.reduce((sum, trip) => sum + Math.round(Number(trip[6]) * 100), 0);

const FILLS_MAPPING: GenericColumnMapping = { date: 'Date', time: 'Time', account: 'Account', symbol: 'Symbol', side: 'Action', quantity: 'Shares', price: 'Fill', commission: 'Comm', fees: 'Fees', executionId: 'Exec ID' };
const TRADES_MAPPING: GenericColumnMapping = {
  executionId: 'Trade ID',
  account: 'Account',
  symbol: 'Symbol',
  side: 'Side',
  quantity: 'Qty',
  date: 'Open Date',
  time: 'Open Time',
  exitDate: 'Close Date',
  exitTime: 'Close Time',
  price: 'Entry Price',
  exitPrice: 'Exit Price',
  commission: 'Commission',
  fees: 'Fees',
};

describe('Generic CSV: one row per fill', () => {
  it('suggests the mapping from the header', () => {
    expect(suggestGenericMapping(headerOf(fixture('fills.csv')))).toEqual(FILLS_MAPPING);
  });

  it('reads each fill in the chosen zone, whatever the date format, oldest first', () => {
    const { executions, warnings } = parseWith(FILLS_MAPPING, fixture('fills.csv'));
    expect(summary(executions)).toEqual([
      [2, 'AAPL', 'BUY', '100', '189.5', '2026-03-02T14:31:05.000Z'],
      [4, 'AAPL', 'SELL', '100', '190.25', '2026-03-02T14:45:12.000Z'],
      [3, 'TSLA', 'SELL', '50', '245.1', '2026-03-02T15:02:40.000Z'],
      [5, 'TSLA', 'BUY', '50', '243.6', '2026-03-02T15:20:03.000Z'],
      [6, 'NVDA', 'BUY', '20', '131', '2026-03-02T16:15:00.000Z'],
      [7, 'AAPL 260320C200', 'BUY', '2', '4.1', '2026-03-03T15:00:00.000Z'],
      [8, 'AAPL 260320C200', 'SELL', '2', '3.55', '2026-03-04T20:30:00.000Z'],
    ]);
    // A cost written as a negative cash amount is a cost.
    expect(executions[0]).toMatchObject({ accountId: 'U100', commission: '1', fees: '0.05', externalId: 'E1' });
    expect(executions[5]!.instrument).toMatchObject({ assetClass: 'option', multiplier: '100' });
    expect(warnings).toEqual([]);
  });

  it('builds hand-computed round trips, options at 100 shares a contract', () => {
    const trips = tripsOf(parseWith(FILLS_MAPPING, fixture('fills.csv')).executions);
    // AAPL: 0.75 × 100 = 75.00 less 2.00 commission and 0.10 fees = 72.90. TSLA short: 1.50 × 50 =
    // 75.00 less 0.50 = 74.50. The call: (3.55 - 4.10) × 2 × 100 = -110.00 less 1.34 = -111.34.
    expect(trips).toEqual([
      ['AAPL', 'LONG', 'closed', '100', '189.5', '190.25', '72.9'],
      ['TSLA', 'SHORT', 'closed', '50', '245.1', '243.6', '74.5'],
      ['NVDA', 'LONG', 'open', '20', '131', null, '0'],
      ['AAPL 260320C200', 'LONG', 'closed', '2', '4.1', '3.55', '-111.34'],
    ]);
    expect(centsOf(trips)).toBe(7290 + 7450 - 11134);
  });

  it('takes a time with a zone as it is, and the time from the date cell when no time column is mapped', () => {
    const text = 'When,Ticker,Side,Qty,Price\n2026-03-02T14:31:05Z,AAPL,B,1,10\n3/2/2026 9:31,AAPL,S,1,11\n';
    const { executions } = parseWith({ date: 'When', symbol: 'Ticker', side: 'Side', quantity: 'Qty', price: 'Price' }, text);
    expect(executions.map((execution) => new Date(execution.executedAtMs).toISOString())).toEqual(['2026-03-02T14:31:00.000Z', '2026-03-02T14:31:05.000Z']);
  });

  it('refuses a row it cannot read, naming its line and the reason', () => {
    const broken = fixture('fills.csv').replace('3/2/26,10:20:03,U100,TSLA,COVER', '3/2/26,10:20:03,U100,TSLA,HOLD');
    expect(captureError(() => parseWith(FILLS_MAPPING, broken))).toEqual(new ImportRowError(5, 'Unknown side "HOLD" (expected BUY, SELL, SHORT or COVER)'));
    const badPrice = fixture('fills.csv').replace('189.50', '-189.50');
    expect(captureError(() => parseWith(FILLS_MAPPING, badPrice))).toEqual(new ImportRowError(2, 'Price "-189.50" is not a price'));
  });

  it('refuses a missing mapping, a required field left out, or a column the file does not have', () => {
    expect(captureError(() => parseWith(undefined, fixture('fills.csv')))).toEqual(new ImportFormatError('Map the columns of the file before importing it.'));
    expect(captureError(() => parseWith({ ...FILLS_MAPPING, price: '' }, fixture('fills.csv')))).toEqual(new ImportFormatError('Choose the column that holds the price.'));
    expect(captureError(() => parseWith({ ...FILLS_MAPPING, fees: 'Reg Fee' }, fixture('fills.csv')))).toEqual(new ImportFormatError('The file has no column "Reg Fee" (mapped to fees).'));
  });

  it('throws only import errors on damaged copies of the file', () => {
    expectOnlyImportErrorsOnDamagedCopies({
      text: fixture('fills.csv'),
      rounds: 200,
      random: seededRandom(21),
      damage: junkLine({ digit: '9', junkLines: ['"', ',,,,', '\u0000'] }),
      read: (text) => parseWith(FILLS_MAPPING, text),
    });
  });
});

describe('Generic CSV: one row per whole trade', () => {
  it('suggests the entry and the exit from a journal’s header', () => {
    expect(suggestGenericMapping(headerOf(fixture('trades.csv')))).toEqual(TRADES_MAPPING);
  });

  it('suggests no exit from a lone closing price, which is more likely a day’s mark', () => {
    expect(suggestGenericMapping(['Date', 'Symbol', 'Side', 'Qty', 'Price', 'Close Price'])).not.toHaveProperty('exitPrice');
  });

  it('derives each trade’s entry and exit fills, costs with the entry, ids told apart', () => {
    const { executions, warnings } = parseWith(TRADES_MAPPING, fixture('trades.csv'));
    expect(summary(executions)).toEqual([
      [2, 'AAPL', 'BUY', '100', '189.5', '2026-03-02T14:31:05.000Z'],
      [2, 'AAPL', 'SELL', '100', '190.25', '2026-03-02T14:45:12.000Z'],
      [3, 'TSLA', 'SELL', '50', '245.1', '2026-03-02T15:02:40.000Z'],
      [3, 'TSLA', 'BUY', '50', '243.6', '2026-03-02T15:20:03.000Z'],
      [4, 'AAPL 260320C200', 'BUY', '2', '4.1', '2026-03-03T15:00:00.000Z'],
      [4, 'AAPL 260320C200', 'SELL', '2', '3.55', '2026-03-04T20:30:00.000Z'],
      [5, 'NVDA', 'BUY', '20', '131', '2026-03-05T16:15:00.000Z'],
    ]);
    expect(executions.slice(0, 2)).toMatchObject([
      { accountId: 'SIM1', commission: '1', fees: '0.05', externalId: 'T1:entry' },
      { accountId: 'SIM1', commission: '0', fees: '0', externalId: 'T1:exit' },
    ]);
    // An open trade's entry has the id it will have once the trade is closed.
    expect(executions.at(-1)).toMatchObject({ commission: '0.2', externalId: 'T4:entry' });
    expect(warnings).toEqual([]);
  });

  it('makes the file’s trades again, to the cent; a trade with no exit stays open', () => {
    const trips = tripsOf(parseWith(TRADES_MAPPING, fixture('trades.csv')).executions);
    // AAPL 75.00 - 1.05 = 73.95; TSLA short 75.00 - 0.50 = 74.50; the call -110.00 - 1.34 = -111.34.
    expect(trips).toEqual([
      ['AAPL', 'LONG', 'closed', '100', '189.5', '190.25', '73.95'],
      ['TSLA', 'SHORT', 'closed', '50', '245.1', '243.6', '74.5'],
      ['AAPL 260320C200', 'LONG', 'closed', '2', '4.1', '3.55', '-111.34'],
      ['NVDA', 'LONG', 'open', '20', '131', null, '0'], // open, nothing closed: no cost charged yet (pro rata by quantity closed)
    ]);
    expect(centsOf(trips.slice(0, 3))).toBe(7395 + 7450 - 11134);
  });

  it('tells the user when trades of one account and symbol overlap: FIFO makes them one round trip, with the same P&L', () => {
    // 100 long 10:00-11:00 at 100 → 101 (+100.00) and 50 long 10:10-10:50 at 100.50 → 101.50 (+50.00).
    const text = [
      'Symbol,Side,Qty,Open Date,Close Date,Entry Price,Exit Price',
      'AAPL,Long,100,2026-03-02 10:00,2026-03-02 11:00,100,101',
      'AAPL,Long,50,2026-03-02 10:10,2026-03-02 10:50,100.50,101.50',
      'MSFT,Long,10,2026-03-02 10:10,2026-03-02 10:20,400,401',
    ].join('\n');
    const mapping = { symbol: 'Symbol', side: 'Side', quantity: 'Qty', date: 'Open Date', exitDate: 'Close Date', price: 'Entry Price', exitPrice: 'Exit Price' };
    const { executions, warnings } = parseWith(mapping, text);
    expect(warnings).toEqual([
      '1 trade overlaps an earlier trade of the same account and symbol: matched first in, first out, they make one round trip, so fewer trades are stored than the file has rows (the P&L of closed trades adds up the same).',
    ]);
    expect(tripsOf(executions)).toEqual([
      ['AAPL', 'LONG', 'closed', '150', '100.16666667', '101.16666667', '150'],
      ['MSFT', 'LONG', 'closed', '10', '400', '401', '10'],
    ]);
  });

  it('counts a trade opened while an earlier one is still open as overlapping', () => {
    const text = ['Symbol,Side,Qty,Date,Exit Date,Price,Exit Price', 'AAPL,Long,1,2026-03-02 10:00,,100,', 'AAPL,Short,1,2026-03-03 10:00,2026-03-03 11:00,100,99', 'AAPL,Long,1,2026-03-04 10:00,2026-03-04 11:00,100,101'].join('\n');
    const { warnings } = parseWith({ symbol: 'Symbol', side: 'Side', quantity: 'Qty', date: 'Date', exitDate: 'Exit Date', price: 'Price', exitPrice: 'Exit Price' }, text);
    expect(warnings[0]).toMatch(/^2 trades overlap an earlier trade/);
  });

  it('refuses a row whose exit cannot be read, naming its line and the reason', () => {
    const refusal = (from: string, to: string) => captureError(() => parseWith(TRADES_MAPPING, fixture('trades.csv').replace(from, to)));
    expect(refusal('2026-03-02,09:45:12,189.50,190.25', '2026-03-02,09:45:12,189.50,')).toEqual(new ImportRowError(2, 'Exit date "2026-03-02 09:45:12" has no exit price'));
    expect(refusal('2026-03-02,10:20:03,245.10', ',,245.10')).toEqual(new ImportRowError(3, 'Exit price "243.60" has no exit date'));
    expect(refusal('2026-03-02,09:45:12', '2026-03-01,09:45:12')).toEqual(new ImportRowError(2, 'The exit is before the entry'));
    expect(refusal('2026-03-02,09:45:12', '2026-02-30,09:45:12')).toEqual(new ImportRowError(2, 'Exit date "2026-02-30 09:45:12" is not a date and time'));
    expect(refusal('189.50,190.25', '189.50,n/a')).toEqual(new ImportRowError(2, 'Exit price "n/a" is not a price'));
    expect(refusal('T1,SIM1,AAPL,Long', 'T1,SIM1,AAPL,Flat')).toEqual(new ImportRowError(2, 'Unknown side "Flat" (expected LONG or SHORT, BUY or SELL)'));
  });

  it('refuses a mapping with half an exit', () => {
    expect(captureError(() => parseWith({ ...TRADES_MAPPING, exitDate: undefined, exitTime: undefined }, fixture('trades.csv')))).toEqual(
      new ImportFormatError('Choose the column that holds the exit date: rows with an exit are whole trades.'),
    );
    expect(captureError(() => parseWith({ ...TRADES_MAPPING, exitPrice: undefined }, fixture('trades.csv')))).toEqual(
      new ImportFormatError('Choose the column that holds the exit price: rows with an exit are whole trades.'),
    );
  });

  it('throws only import errors on damaged copies of the file', () => {
    expectOnlyImportErrorsOnDamagedCopies({
      text: fixture('trades.csv'),
      rounds: 200,
      random: seededRandom(22),
      damage: junkLine({ digit: '9', junkLines: ['"', ',,,,', '\u0000'] }),
      read: (text) => parseWith(TRADES_MAPPING, text),
    });
  });
});

describe('Generic CSV: skipping rows that are not trades, when chosen for the file', () => {
  const HISTORY_MAPPING: GenericColumnMapping = { date: 'Date', symbol: 'Symbol', side: 'Action', quantity: 'Quantity', price: 'Price', commission: 'Fees & Comm' };
  const history = fixture('history-with-non-trades.csv');
  const parseSkipping = (mapping: GenericColumnMapping, text: string) => genericImporter.parse(readCsvTable(text), { ...BASE, mapping, skipNonTrades: true });

  it('refuses the file at the first such row unless the choice is made', () => {
    expect(captureError(() => parseWith(HISTORY_MAPPING, history))).toEqual(new ImportRowError(3, 'Unknown side "Dividend" (expected BUY, SELL, SHORT or COVER)'));
  });

  it('skips them when chosen, naming each by line and side, and reads the trades to the cent', () => {
    const { executions, warnings } = parseSkipping(HISTORY_MAPPING, history);
    expect(summary(executions).map(([line, symbol, side]) => [line, symbol, side])).toEqual([
      [2, 'AAPL', 'BUY'],
      [4, 'AAPL', 'SELL'],
      [6, 'TSLA', 'SELL'],
      [7, 'TSLA', 'BUY'],
    ]);
    expect(warnings).toEqual(['3 rows that are not trades were skipped, as chosen (a side that is not a trade\'s): line 3 "Dividend", line 5 "Bank Interest", line 8 "MoneyLink Transfer".']);
    // AAPL (190.25 − 189.50) × 100 = 75 − 2.05 = 72.95; TSLA short (245.10 − 243.60) × 50 = 75 − 0.50 = 74.50.
    expect(tripsOf(executions).map((trip) => [trip[0], trip[1], trip[6]])).toEqual([
      ['AAPL', 'LONG', '72.95'],
      ['TSLA', 'SHORT', '74.5'],
    ]);
  });

  it('still refuses a trade row it cannot read, and names at most 20 skipped rows', () => {
    const badQuantity = history.replace('Sell,AAPL,100,', 'Sell,AAPL,lots,');
    expect(captureError(() => parseSkipping(HISTORY_MAPPING, badQuantity))).toEqual(new ImportRowError(4, 'Quantity "lots" is not a number of shares or contracts'));
    const many = [history.trimEnd(), ...Array.from({ length: 25 }, (_, index) => `03/05/2026 09:${String(index).padStart(2, '0')}:00,Dividend,KO,,,,1.00`)].join('\n');
    const [warning] = parseSkipping(HISTORY_MAPPING, many).warnings;
    expect(warning).toMatch(/^28 rows that are not trades were skipped, as chosen .*line 25 "Dividend" and 8 more\.$/);
  });

  it('skips them in a file of whole trades too', () => {
    const trades = fixture('trades.csv');
    const [header, first, ...rest] = trades.trimEnd().split(/\r?\n/);
    const withNote = [header, first, header!.split(',').map((name) => (name === 'Side' ? 'Note' : '')).join(','), ...rest].join('\n');
    const { executions, warnings } = parseSkipping(TRADES_MAPPING, withNote);
    expect(executions.length).toBe(parseWith(TRADES_MAPPING, trades).executions.length);
    expect(warnings).toEqual(['1 row that is not a trade was skipped, as chosen (a side that is not a trade\'s): line 3 "Note".']);
  });
});
