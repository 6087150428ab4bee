import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../../test/support/accounts';
import { describeEachDatabase } from '../../../../test/support/databases';
import { uploadFile } from '../../../../test/support/rest-imports';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';

// A Fidelity history (dates only): AAPL bought 2 Mar, sold 3 Mar; MSFT bought and sold on 4 Mar.
const FIDELITY = [
  '',
  '',
  'Run Date,Account,Account Number,Action,Symbol,Description,Type,Price ($),Quantity,Commission ($),Fees ($),Accrued Interest ($),Amount ($),Settlement Date',
  '03/04/2026,Individual - TOD,Z90000001,YOU SOLD MICROSOFT CORP (MSFT) (Cash),MSFT,MICROSOFT CORP,Cash,405,"-5","","","",2025,03/05/2026',
  '03/04/2026,Individual - TOD,Z90000001,YOU BOUGHT MICROSOFT CORP (MSFT) (Cash),MSFT,MICROSOFT CORP,Cash,400,5,"","","","-2000",03/05/2026',
  '03/03/2026,Individual - TOD,Z90000001,YOU SOLD APPLE INC (AAPL) (Cash),AAPL,APPLE INC,Cash,192.5,"-10","","","",1925,03/04/2026',
  '03/02/2026,Individual - TOD,Z90000001,YOU BOUGHT APPLE INC (AAPL) (Cash),AAPL,APPLE INC,Cash,190,10,"","","","-1900",03/03/2026',
].join('\r\n');
// DAS Trader, with real times: one round trip at 09:30-09:45 New York.
const DAS = 'Time,Symbol,Side,Price,Qty,Account\r\n09:30:00,NVDA,B,100,10,TR1\r\n09:45:00,NVDA,S,101,10,TR1';

describeEachDatabase('Fills whose file gives no time of day (docs/importing.md, "time not given")', (database) => {
  let testApp: TestApp;
  let trader: Browser;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
    trader = (await signedUpBrowser(testApp, 'untimed')).browser;
    expect((await uploadFile(trader, FIDELITY, 'Accounts_History.csv', { platform: 'fidelity' }).expect(200)).body.success).toBe(true);
    expect((await uploadFile(trader, DAS, 'das.csv', { platform: 'das_trader', tradeDate: '2026-03-05', timeZone: 'America/New_York' }).expect(200)).body.success).toBe(true);
  });
  afterAll(() => testApp.close());

  it('marks their trades as without a time, in GraphQL, in REST and in the export, and keeps the mark through a rebuild', async () => {
    const timesOf = async () => {
      const answer = await trader.graphql('{ trades(limit: 10) { symbol timeGiven } }');
      expect(answer.errors).toBeUndefined();
      return Object.fromEntries((answer.data!.trades as { symbol: string; timeGiven: boolean }[]).map((trade) => [trade.symbol, trade.timeGiven]));
    };
    expect(await timesOf()).toEqual({ AAPL: false, MSFT: false, NVDA: true });
    const listed = (await trader.get('/api/trades').expect(200)).body as { symbol: string; timeGiven: boolean }[];
    expect(listed.find((trade) => trade.symbol === 'AAPL')?.timeGiven).toBe(false);
    const csv = (await trader.get('/api/trades/export.csv').expect(200)).text.split('\r\n');
    const column = csv[0]!.split(',').indexOf('time_given');
    expect(column).toBeGreaterThan(0);
    expect(csv.slice(1).filter(Boolean).map((line) => line.split(',')[column]).sort()).toEqual(['no', 'no', 'yes']);
    // Importing the same history again stores nothing new; a later sale of AAPL rebuilds the group from stored fills.
    const later = FIDELITY.split('\r\n').slice(0, 3).concat('03/06/2026,Individual - TOD,Z90000001,YOU BOUGHT APPLE INC (AAPL) (Cash),AAPL,APPLE INC,Cash,191,1,"","","","-191",03/09/2026').join('\r\n');
    expect((await uploadFile(trader, later, 'Accounts_History.csv', { platform: 'fidelity' }).expect(200)).body.success).toBe(true);
    expect(await timesOf()).toEqual({ AAPL: false, MSFT: false, NVDA: true });
  });

  it('leaves them out of the hour of entry and of holding time, saying how many, and keeps them everywhere a date is enough', async () => {
    const answer = await trader.graphql('{ analyticsBreakdowns { closedTrades breakdowns { dimension tradesLeftOut buckets { key tradeCount } } timing { medianWinnerHoldMinutes } } }');
    expect(answer.errors).toBeUndefined();
    const analytics = answer.data!.analyticsBreakdowns as { closedTrades: number; breakdowns: { dimension: string; tradesLeftOut: number; buckets: { key: string; tradeCount: number }[] }[]; timing: { medianWinnerHoldMinutes: number | null } };
    expect(analytics.closedTrades).toBe(3);
    const breakdown = (dimension: string) => analytics.breakdowns.find((entry) => entry.dimension === dimension)!;
    const filled = (dimension: string) => breakdown(dimension).buckets.filter((bucket) => bucket.tradeCount > 0).map((bucket) => [bucket.key, bucket.tradeCount]);
    expect(breakdown('HOUR').tradesLeftOut).toBe(2);
    expect(filled('HOUR')).toEqual([['9', 1]]);
    expect(breakdown('HOLDING').tradesLeftOut).toBe(2);
    expect(breakdown('WEEKDAY').tradesLeftOut).toBe(0);
    // Only NVDA's 15 minutes are a real hold.
    expect(analytics.timing.medianWinnerHoldMinutes).toBe(15);
  });
});
