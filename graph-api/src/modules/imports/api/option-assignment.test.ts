import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../../test/support/accounts';
import { describeEachDatabase } from '../../../../test/support/databases';
import { uploadFile } from '../../../../test/support/rest-imports';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';

const IBKR_HEADER = 'Trades,Header,DataDiscriminator,Asset Category,Currency,Symbol,Date/Time,Quantity,T. Price,C. Price,Proceeds,Comm/Fee,Basis,Realized P/L,MTM P/L,Code';
const IBKR_OPTIONS = [
  IBKR_HEADER,
  'Trades,Data,Order,Equity and Index Options,USD,SPY 19DEC25 450 P,"2025-12-10, 10:00:00",-2,3.10,3.10,620,-1.40,-618.6,0,0,O',
  'Trades,Data,Order,Equity and Index Options,USD,SPY 19DEC25 450 P,"2025-12-19, 16:20:00",2,0,0,0,0,618.6,618.6,0,A;C',
  'Trades,Data,Order,Equity and Index Options,USD,AAPL 19DEC25 190 C,"2025-12-10, 10:00:00",1,2.00,2.00,-200,-0.70,200.7,0,0,O',
  'Trades,Data,Order,Equity and Index Options,USD,AAPL 19DEC25 190 C,"2025-12-19, 16:20:00",-1,0,0,0,0,-200.7,-200.7,0,C;Ex',
];
/** IBKR books the option's A / Ex row and the shares' row itself: a short SPY put assigned, a long AAPL call exercised. */
const IBKR_STATEMENT = [
  'Statement,Header,Field Name,Field Value',
  'Statement,Data,Title,Activity Statement',
  'Account Information,Header,Field Name,Field Value',
  'Account Information,Data,Account,U7000001',
  IBKR_HEADER,
  'Trades,Data,Order,Stocks,USD,SPY,"2025-12-19, 16:20:00",200,450,450,-90000,0,90000,0,0,O;A',
  'Trades,Data,Order,Stocks,USD,AAPL,"2025-12-19, 16:20:00",100,190,190,-19000,0,19000,0,0,O;Ex',
  ...IBKR_OPTIONS,
].join('\n');
/** The same account's option rows only (no shares), as another trader's file. */
const IBKR_OPTIONS_ONLY = ['Statement,Header,Field Name,Field Value', 'Account Information,Data,Account,U7000001', ...IBKR_OPTIONS].join('\n');

/** thinkorswim lists no fill for the shares: a short AAPL call assigned, the shares added (sold at the strike). */
const THINKORSWIM = [
  'Account Statement for 123456789 (margin) since 4/1/26 through 4/2/26',
  '',
  'Cash Balance',
  'DATE,TIME,TYPE,REF #,DESCRIPTION,Misc Fees,Commissions & Fees,AMOUNT,BALANCE',
  '4/2/26,23:00:00,RAD,="5",Removed due to Assignment CALL APPLE INC $190 EXP 04/02/26: ASSIGN: 1.0 .AAPL260402C190,,,,',
  '',
  'Account Trade History',
  ',Exec Time,Spread,Side,Qty,Pos Effect,Symbol,Exp,Strike,Type,Price,Net Price,Order Type',
  ',4/1/26 09:33:58,SINGLE,SELL,-1,TO OPEN,AAPL,2 APR 26,190,CALL,1.50,1.50,LMT',
].join('\n');

interface LinkedTrade {
  id: string;
  symbol: string;
  status: string;
  pnl: string;
  exitKind: 'EXPIRED' | 'ASSIGNED' | 'EXERCISED' | null;
  assignmentLink: { tradeId: string; symbol: string; kind: string; linkedIs: string; sharesOpened: boolean } | null;
}

const TRADES = `query { trades(limit: 100) { id symbol status pnl exitKind assignmentLink { tradeId symbol kind linkedIs sharesOpened } } }`;

describeEachDatabase('Assignment and exercise (docs/options.md)', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  const trades = async (browser: Browser) => {
    const answer = await browser.graphql(TRADES);
    expect(answer.errors).toBeUndefined();
    return (answer.data as { trades: LinkedTrade[] }).trades;
  };
  const bySymbol = (list: readonly LinkedTrade[], symbol: string) => list.find((trade) => trade.symbol === symbol)!;

  it('closes IBKR A / Ex options at 0 so marked, keeps the shares IBKR booked (never doubled), and links each to the other', async () => {
    const { browser } = await signedUpBrowser(testApp, 'ibkrassign');
    const result = (await uploadFile(browser, IBKR_STATEMENT, 'U7000001_activity.csv').expect(200)).body;
    expect(result).toMatchObject({ success: true, data: { executionsImported: 6, tradesImported: 4 } });
    const list = await trades(browser);
    expect(list).toHaveLength(4);
    const put = bySymbol(list, 'SPY 251219P450');
    const call = bySymbol(list, 'AAPL 251219C190');
    const spy = bySymbol(list, 'SPY');
    const aapl = bySymbol(list, 'AAPL');
    // The short put keeps its premium (620 − 1.40); the long call loses its own (−200 − 0.70).
    expect(put).toMatchObject({ status: 'closed', exitKind: 'ASSIGNED', pnl: '618.6' });
    expect(call).toMatchObject({ status: 'closed', exitKind: 'EXERCISED', pnl: '-200.7' });
    expect(spy).toMatchObject({ status: 'open', exitKind: null });
    expect(put.assignmentLink).toEqual({ tradeId: spy.id, symbol: 'SPY', kind: 'assigned', linkedIs: 'shares', sharesOpened: true });
    expect(spy.assignmentLink).toEqual({ tradeId: put.id, symbol: 'SPY 251219P450', kind: 'assigned', linkedIs: 'option', sharesOpened: true });
    expect(call.assignmentLink).toEqual({ tradeId: aapl.id, symbol: 'AAPL', kind: 'exercised', linkedIs: 'shares', sharesOpened: true });
    expect(aapl.assignmentLink).toEqual({ tradeId: call.id, symbol: 'AAPL 251219C190', kind: 'exercised', linkedIs: 'option', sharesOpened: true });

    // The same file again adds nothing and keeps the links.
    expect((await uploadFile(browser, IBKR_STATEMENT, 'U7000001_activity.csv').expect(200)).body.data).toMatchObject({ executionsImported: 0 });
    expect((await trades(browser)).map((trade) => trade.assignmentLink?.tradeId ?? null).sort()).toEqual([call.id, put.id, spy.id, aapl.id].sort());

    // Another trader with the same account and contracts but no shares links to nothing of the first one's.
    const { browser: other } = await signedUpBrowser(testApp, 'ibkrassignother');
    await uploadFile(other, IBKR_OPTIONS_ONLY, 'U7000001_activity.csv').expect(200);
    const theirs = await trades(other);
    expect(theirs.map((trade) => [trade.symbol, trade.exitKind, trade.assignmentLink])).toEqual(
      expect.arrayContaining([
        ['SPY 251219P450', 'ASSIGNED', null],
        ['AAPL 251219C190', 'EXERCISED', null],
      ]),
    );
    const answer = await other.graphql(`query { trade(id: "${spy.id}") { id assignmentLink { tradeId } } }`);
    expect(answer.errors?.[0]?.message).toMatch(/does not exist/);
  });

  it('adds the shares a thinkorswim assignment delivered, at the strike, linked to the option', async () => {
    const { browser } = await signedUpBrowser(testApp, 'tosassign');
    await uploadFile(browser, THINKORSWIM, 'statement.csv', { timeZone: 'America/New_York' }).expect(200);
    const list = await trades(browser);
    const call = bySymbol(list, 'AAPL 260402C190');
    const shares = bySymbol(list, 'AAPL');
    expect(call).toMatchObject({ status: 'closed', exitKind: 'ASSIGNED', pnl: '150' });
    expect(shares).toMatchObject({ status: 'open', exitKind: null });
    expect(call.assignmentLink).toMatchObject({ tradeId: shares.id, kind: 'assigned', linkedIs: 'shares' });
    expect(shares.assignmentLink).toMatchObject({ tradeId: call.id, symbol: 'AAPL 260402C190', linkedIs: 'option', sharesOpened: true });
  });
});
