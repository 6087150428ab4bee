import { describe, expect, it } from 'vitest';
import { ImportFormatError, ImportRowError } from '../../../../trades/domain/execution';
import type { CsvImportOptions } from '../../csv-importer';
import { readCsvTable } from '../../csv-text';
import { matchExecutions } from '../../../../trades/matching/round-trips';
import { dasTraderImporter } from './das-trader.importer';
import { reconcile } from '../../../reconciliation';

const OPTIONS: CsvImportOptions = { timeZone: 'America/New_York', tradeDate: '2026-07-15', now: new Date('2026-07-15T20:00:00Z') };
const HEADER = 'Time,Symbol,Side,Price,Qty,Route,Broker,Account,Type,Cloid,P / L,';
const parse = (lines: string[], options = OPTIONS) => dasTraderImporter.parse(readCsvTable([HEADER, ...lines].join('\r\n')), options);
const refusal = (lines: string[]) => {
  try {
    parse(lines);
  } catch (error) {
    return error instanceof ImportRowError ? `${error.line}: ${error.reason}` : error;
  }
  return 'accepted';
};

describe('DAS Trader importer', () => {
  it('reads each row as an execution on the trade date, in the chosen zone', () => {
    const { executions, warnings } = parse(['09:43:10,MU,B,50.99,400,SMRT,,TRIB1001,Margin,AUTO,0.00,', '9:45:48,sq,SS,74.260,125,SMRT,,TRIB1002,Margin,AUTO,0.00,']);
    expect(warnings).toEqual([]);
    expect(executions).toEqual([
      { line: 2, accountId: 'TRIB1001', instrument: { symbol: 'MU', assetClass: 'stock', multiplier: '1' }, side: 'BUY', quantity: '400', price: '50.99', commission: '0', fees: '0', executedAtMs: Date.parse('2026-07-15T13:43:10Z'), externalId: null, statedPnl: '0' },
      { line: 3, accountId: 'TRIB1002', instrument: { symbol: 'SQ', assetClass: 'stock', multiplier: '1' }, side: 'SELL', quantity: '125', price: '74.26', commission: '0', fees: '0', executedAtMs: Date.parse('2026-07-15T13:45:48Z'), externalId: null, statedPnl: '0' },
    ]);
  });

  it('reads B and BC as buys, S and SS as sells, in any case', () => {
    const sides = parse(['10:00:00,A,B,1,1', '10:00:01,A,bc,1,1', '10:00:02,A,s,1,1', '10:00:03,A,Ss,1,1']).executions.map((execution) => execution.side);
    expect(sides).toEqual(['BUY', 'BUY', 'SELL', 'SELL']);
  });

  it('marks S (shares held sold) and BC as closes; SS, which can close what is left of a long, and B are left to the matcher', () => {
    const effects = parse(['10:00:00,A,B,1,1', '10:00:01,A,bc,1,1', '10:00:02,A,s,1,1', '10:00:03,A,Ss,1,1']).executions.map((execution) => execution.positionEffect);
    expect(effects).toEqual([undefined, 'close', 'close', undefined]);
  });

  it('reads a B with a realized P / L as a cover: with no short before it in the journal it closes a short of an earlier day, and opens no long', () => {
    // 09:31 B 100 @ 10.50 with P / L -50.00 covers a short sold at 10.00 on an earlier day (not in
    // the file); 09:40 B 100 @ 10.00 (P / L 0.00, an opening buy) and 10:00 S 100 @ 10.20 are the
    // day's round trip: (10.20 − 10.00) × 100 = 20. Read as an opening buy, the cover made a long
    // of 200 whose sale closed the 10.50 lot: −30, and 100 left open.
    const { executions } = parse(['10:00:00,GOLD,S,10.20,100,SMRT,,TRIB1001,Margin,AUTO,20.00,', '09:31:00,GOLD,B,10.50,100,SMRT,,TRIB1001,Margin,AUTO,-50.00,', '09:40:00,GOLD,B,10.00,100,SMRT,,TRIB1001,Margin,AUTO,0.00,']);
    expect(executions.map((execution) => execution.positionEffect)).toEqual(['close', 'close', undefined]);
    const { roundTrips, preHistoryCloses } = matchExecutions(executions.map((execution, index) => ({ ...execution, id: `e${index + 1}`, sequence: index + 1 })));
    expect(roundTrips.map((trip) => [trip.direction, trip.status, trip.quantity, trip.netPnl])).toEqual([['LONG', 'closed', '100', '20']]);
    expect(preHistoryCloses).toMatchObject([{ executionId: 'e2', side: 'BUY', quantity: '100' }]);
    // DAS's own P / L (20 − 50 + 0) against ours (20): the −50 is the cover of the earlier day's short.
    const stated = executions.map((execution, index) => ({ kind: 'pnl' as const, executionId: `e${index + 1}`, symbol: execution.instrument.symbol, amount: execution.statedPnl!, quantity: execution.quantity }));
    expect(reconcile(stated, roundTrips, preHistoryCloses)).toMatchObject({
      broker: '-30',
      ours: '20',
      difference: '-50',
      reconciled: true,
      symbols: [{ symbol: 'GOLD', reasons: [{ reason: 'pre_history_close', amount: '-50' }], unexplained: null }],
    });
  });

  it('reads a B with a blank or zero P / L, or in a file without the column, as the matcher finds it; refuses a P / L that is not a number', () => {
    const effects = parse(['10:00:00,A,B,1,1,SMRT,,T,Margin,AUTO,,', '10:00:01,A,B,1,1,SMRT,,T,Margin,AUTO,-0.00,', '10:00:02,A,B,1,1']).executions.map((execution) => execution.positionEffect);
    expect(effects).toEqual([undefined, undefined, undefined]);
    expect(dasTraderImporter.parse(readCsvTable('Time,Symbol,Side,Price,Qty\n10:00:00,A,B,1,1\n'), OPTIONS).executions[0]!.positionEffect).toBeUndefined();
    expect(refusal(['10:00:00,A,B,1,1,SMRT,,T,Margin,AUTO,lots,'])).toBe('2: P / L "lots" is not a number');
  });

  it('reads times in winter as EST, and through a DST change as the zone does', () => {
    expect(parse(['09:30:00,A,B,1,1'], { ...OPTIONS, tradeDate: '2026-01-15' }).executions[0]!.executedAtMs).toBe(Date.parse('2026-01-15T14:30:00Z'));
    const nightOfChange = parse(['01:59:59,A,B,1,1', '03:00:00,A,S,1,1'], { ...OPTIONS, tradeDate: '2026-03-08' }).executions.map((execution) => new Date(execution.executedAtMs).toISOString());
    expect(nightOfChange).toEqual(['2026-03-08T06:59:59.000Z', '2026-03-08T07:00:00.000Z']);
    const leapSecond = parse(['23:59:59,A,B,1,1', '23:59:60,A,S,1,1']).executions.map((execution) => new Date(execution.executedAtMs).toISOString());
    expect(leapSecond).toEqual(['2026-07-16T03:59:59.000Z', '2026-07-16T04:00:00.000Z']);
  });

  it('finds columns by name in any order, takes the ECN fee as fees, and leaves the account blank without one', () => {
    const records = readCsvTable('Symb,Qty,Price,Side,Time,ECN Fee\nAAPL,10,190,B,10:00:00,0.30\n');
    expect(dasTraderImporter.parse(records, OPTIONS).executions[0]).toMatchObject({ accountId: '', quantity: '10', price: '190', fees: '0.3' });
  });

  it('reads quoted and padded cells like plain ones', () => {
    const [plain, quoted] = parse(['09:43:10,MU,B,50.99,400,SMRT,,TRIB1001,Margin,AUTO,0.00,', '"09:43:10"," MU ","B","50.99","400",SMRT,,"TRIB1001",Margin,AUTO,"0.00",']).executions;
    expect({ ...quoted, line: 2 }).toEqual(plain);
    expect(quoted!.instrument).toBe(plain!.instrument);
  });

  it('gives every row of one symbol the same instrument object', () => {
    const [first, second] = parse(['10:00:00,AAPL,B,1,1', '10:00:01,AAPL,S,1,1']).executions;
    expect(first!.instrument).toBe(second!.instrument);
  });

  it('refuses a bad row naming its line and the reason', () => {
    expect(refusal(['10:00:00,A,B,1,1', 'ten,A,B,1,1'])).toBe('3: Time "ten" is not a time (HH:MM:SS)');
    expect(refusal(['24:00:00,A,B,1,1'])).toBe('2: Time "24:00:00" is not a time of day');
    expect(refusal(['10:61:00,A,B,1,1'])).toBe('2: Time "10:61:00" is not a time of day');
    expect(refusal(['10:00:00,A,X,1,1'])).toBe('2: Unknown side "X" (expected B, S or SS)');
    expect(refusal(['10:00:00,A,toString,1,1'])).toBe('2: Unknown side "toString" (expected B, S or SS)');
    expect(refusal(['10:00:00,A,B,1,abc'])).toBe('2: Quantity "abc" is not a number');
    expect(refusal(['10:00:00,A,B,1,0'])).toBe('2: Quantity "0" must be more than 0');
    expect(refusal(['10:00:00,A,B,-1,1'])).toBe('2: Price "-1" is not a price');
    expect(refusal(['10:00:00,$$,B,1,1'])).toBe('2: "$$" is not a valid symbol');
  });

  it('refuses a file without the columns it needs, or not from DAS Trader at all', () => {
    expect(() => dasTraderImporter.parse(readCsvTable('Date,Symbol\n'), OPTIONS)).toThrow(ImportFormatError);
    expect(() => dasTraderImporter.parse(readCsvTable(''), OPTIONS)).toThrow(ImportFormatError);
    expect(dasTraderImporter.detect(readCsvTable(`${HEADER}\n`))).toBe(true);
    expect(dasTraderImporter.detect(readCsvTable('Account,T/D,Time,Symbol,Side,Price,Qty\n'))).toBe(false);
  });
});
