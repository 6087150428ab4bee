import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedUpBrowser } from '../../../../test/support/accounts';
import { describeEachDatabase } from '../../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';

// A DAS Trader Trades window with its P / L column (written only on closing fills). MU: bought 100
// @ 50, sold @ 51.25: DAS says 125, so do we. GOLD: covered 100 @ 10.50 (P / L −50: a short of an
// earlier day, not in the journal), then bought @ 10 and sold @ 10.20 (20). NVDA: bought 10 @ 100,
// sold @ 110, but DAS says 93.20: a difference nothing known explains.
const DAS_WITH_PNL = [
  'Time,Symbol,Side,Price,Qty,Route,Broker,Account,Type,Cloid,P / L,',
  '09:30:00,MU,B,50,100,SMRT,,TR1,Margin,AUTO,0.00,',
  '09:31:00,GOLD,B,10.50,100,SMRT,,TR1,Margin,AUTO,-50.00,',
  '09:40:00,GOLD,B,10.00,100,SMRT,,TR1,Margin,AUTO,0.00,',
  '09:45:00,NVDA,B,100,10,SMRT,,TR1,Margin,AUTO,0.00,',
  '09:50:00,NVDA,S,110,10,SMRT,,TR1,Margin,AUTO,93.20,',
  '10:00:00,GOLD,S,10.20,100,SMRT,,TR1,Margin,AUTO,20.00,',
  '10:15:00,MU,S,51.25,100,SMRT,,TR1,Margin,AUTO,125.00,',
].join('\r\n');

describeEachDatabase('Import reconciliation', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  it("shows the file's own P&L, ours and the difference per symbol and in total, with the reason when known, and flags the rest", async () => {
    const { browser } = await signedUpBrowser(testApp, 'reconcile');
    const preview = (
      await browser
        .post('/api/csv-upload-v2')
        .attach('file', Buffer.from(DAS_WITH_PNL), 'das.csv')
        .field('platform', 'das_trader')
        .field('tradeDate', '2026-07-15')
        .field('timeZone', 'America/New_York')
        .field('preview', 'true')
        .expect(200)
    ).body.data;
    expect(preview.reconciliation).toEqual({
      broker: '188.2',
      ours: '245',
      difference: '-56.8',
      reconciled: false,
      symbols: [
        { symbol: 'GOLD', broker: '-30', ours: '20', difference: '-50', reasons: [{ reason: 'pre_history_close', amount: '-50' }], unexplained: null },
        { symbol: 'MU', broker: '125', ours: '125', difference: '0', reasons: [], unexplained: null },
        { symbol: 'NVDA', broker: '93.2', ours: '100', difference: '-6.8', reasons: [], unexplained: '-6.8' },
      ],
    });
  });

  it('has nothing to reconcile for a file that states no P&L of its own', async () => {
    const { browser } = await signedUpBrowser(testApp, 'reconcile-none');
    const csv = 'Time,Symbol,Side,Price,Qty,Account\r\n09:30:00,MU,B,50,100,TR1\r\n10:15:00,MU,S,51.25,100,TR1';
    const preview = (await browser.post('/api/csv-upload-v2').attach('file', Buffer.from(csv), 'das.csv').field('platform', 'das_trader').field('tradeDate', '2026-07-15').field('preview', 'true').expect(200)).body.data;
    expect(preview.reconciliation).toBeNull();
  });

  it('keeps the reconciliation with the import: in the result, and in Recent Imports for its owner only', async () => {
    const { browser } = await signedUpBrowser(testApp, 'reconcile-kept');
    const result = (
      await browser.post('/api/csv-upload-v2').attach('file', Buffer.from(DAS_WITH_PNL), 'das.csv').field('platform', 'das_trader').field('tradeDate', '2026-07-15').field('timeZone', 'America/New_York').expect(200)
    ).body.data;
    expect(result.reconciliation).toMatchObject({ broker: '188.2', ours: '245', difference: '-56.8', reconciled: false });
    const recent = await browser.graphql('{ recentImports { reconciled reconciliation { broker ours difference reconciled symbols { symbol broker ours difference reasons { reason amount } unexplained } } } }');
    expect(recent.errors).toBeUndefined();
    expect(recent.data?.recentImports).toEqual([
      {
        reconciled: false,
        reconciliation: {
          broker: '188.2',
          ours: '245',
          difference: '-56.8',
          reconciled: false,
          symbols: [
            { symbol: 'GOLD', broker: '-30', ours: '20', difference: '-50', reasons: [{ reason: 'PRE_HISTORY_CLOSE', amount: '-50' }], unexplained: null },
            { symbol: 'MU', broker: '125', ours: '125', difference: '0', reasons: [], unexplained: null },
            { symbol: 'NVDA', broker: '93.2', ours: '100', difference: '-6.8', reasons: [], unexplained: '-6.8' },
          ],
        },
      },
    ]);
    const other = await signedUpBrowser(testApp, 'reconcile-other');
    expect((await other.browser.graphql('{ recentImports { reconciliation { broker } } }')).data?.recentImports).toEqual([]);
  });

  it("lists an import's own trades in the history (Recent Imports' link), for its owner only", async () => {
    const { browser } = await signedUpBrowser(testApp, 'reconcile-history');
    const upload = (csv: string, date: string) =>
      browser.post('/api/csv-upload-v2').attach('file', Buffer.from(csv), 'das.csv').field('platform', 'das_trader').field('tradeDate', date).field('timeZone', 'America/New_York').expect(200);
    const first = (await upload(DAS_WITH_PNL, '2026-07-15')).body.data.uploadId;
    const second = (await upload('Time,Symbol,Side,Price,Qty,Account\r\n09:30:00,AMD,B,100,10,TR1\r\n09:40:00,AMD,S,101,10,TR1', '2026-07-16')).body.data.uploadId;
    const symbolsOf = async (importId: string) => {
      const answer = await browser.graphql('query($importId: ID) { tradeHistory(filter: { importId: $importId }) { trades { symbol } } }', { importId });
      expect(answer.errors).toBeUndefined();
      return (answer.data?.tradeHistory as { trades: { symbol: string }[] }).trades.map((trade) => trade.symbol).sort();
    };
    expect(await symbolsOf(first)).toEqual(['GOLD', 'MU', 'NVDA']);
    expect(await symbolsOf(second)).toEqual(['AMD']);
    expect((await browser.get(`/api/trades?importId=${second}`).expect(200)).body.map((trade: { symbol: string }) => trade.symbol)).toEqual(['AMD']);
    expect((await browser.get('/api/trades?importId=abc').expect(400)).body.message).toBe('Import id must be a whole number.');
    // Every import that did not reconcile (the DAS file with its unexplained NVDA), not the one without figures of its own.
    const unreconciled = await browser.graphql('{ tradeHistory(filter: { unreconciledOnly: true }) { trades { symbol } summary { tradeCount } } }');
    expect(unreconciled.errors).toBeUndefined();
    expect((unreconciled.data?.tradeHistory as { trades: { symbol: string }[] }).trades.map((trade) => trade.symbol).sort()).toEqual(['GOLD', 'MU', 'NVDA']);
    expect((await browser.get('/api/trades/summary?unreconciled=true').expect(200)).body.tradeCount).toBe(3);
    expect((await browser.get('/api/trades?unreconciled=maybe').expect(400)).body.message).toBe('Unreconciled must be true or false.');
    const other = await signedUpBrowser(testApp, 'rec-hist-other');
    const foreign = await other.browser.graphql('query($importId: ID) { tradeHistory(filter: { importId: $importId }) { trades { id } } }', { importId: first });
    expect(foreign.errors?.[0]).toMatchObject({ message: 'That import holds no trades of yours: it may have been undone, or added nothing new.', extensions: { code: 'NOT_FOUND' } });
    expect((await other.browser.get(`/api/trades?importId=${first}`).expect(404)).body.error).toBe('import_not_found');
    // Another trader's unreconciled imports are not theirs: nothing of the first trader's shows.
    expect((await other.browser.graphql('{ tradeHistory(filter: { unreconciledOnly: true }) { trades { id } } }')).data?.tradeHistory).toEqual({ trades: [] });
  });

  it("reconciles a file of net amounts (Schwab's Amount) trade by trade, leaving out what is still open or closes a position opened before", async () => {
    const { browser } = await signedUpBrowser(testApp, 'reconcile-amounts');
    const preview = (await browser.post('/api/csv-upload-v2').attach('file', Buffer.from(SCHWAB_TRANSACTIONS), 'schwab.csv').field('platform', 'schwab').field('preview', 'true').expect(200)).body.data;
    expect(preview.reconciliation).toEqual({
      broker: '356.63',
      ours: '356.63',
      difference: '0',
      reconciled: true,
      symbols: [
        { symbol: 'AMD', broker: '274.96', ours: '274.96', difference: '0', reasons: [], unexplained: null },
        { symbol: 'NIO', broker: '-25.02', ours: '-25.02', difference: '0', reasons: [], unexplained: null },
        { symbol: 'SPY 260306P570', broker: '-50.66', ours: '-50.66', difference: '0', reasons: [], unexplained: null },
        { symbol: 'SPY 260306P580', broker: '157.35', ours: '157.35', difference: '0', reasons: [], unexplained: null },
      ],
    });
  });
});

// A Schwab Transactions export (newest first): AMD bought 200 and sold in two parts; NIO shorted
// and covered; a put sold and bought back; a put bought that expired (blank Amount: no cash);
// META sold with no purchase in the file (opened before it: left out); TSLA bought and still held.
const SCHWAB_TRANSACTIONS = [
  '"Date","Action","Symbol","Description","Quantity","Price","Fees & Comm","Amount"',
  '"03/09/2026 as of 03/06/2026","Expired","SPY 03/06/2026 570.00 P","PUT SPDR S&P 500 ETF $570 EXP 03/06/26","-1","","",""',
  '"03/06/2026","Sell","AMD","ADVANCED MICRO DEVICES","150","$151.50","$0.03","$22,724.97"',
  '"03/05/2026","Buy to Close","SPY 03/06/2026 580.00 P","PUT SPDR S&P 500 ETF $580 EXP 03/06/26","2","$2.30","$1.32","-$461.32"',
  '"03/05/2026","Buy to Cover","NIO","NIO INC ADR","500","$4.25","","-$2,125.00"',
  '"03/04/2026","Sell","AMD","ADVANCED MICRO DEVICES","50","$151.00","$0.01","$7,549.99"',
  '"03/04/2026","Sell Short","NIO","NIO INC ADR","500","$4.20","$0.02","$2,099.98"',
  '"03/03/2026","Buy","TSLA","TESLA INC","10","$250.00","","-$2,500.00"',
  '"03/03/2026","Buy","AMD","ADVANCED MICRO DEVICES","200","$150.00","","-$30,000.00"',
  '"03/03/2026","Buy to Open","SPY 03/06/2026 570.00 P","PUT SPDR S&P 500 ETF $570 EXP 03/06/26","1","$0.50","$0.66","-$50.66"',
  '"03/03/2026","Sell to Open","SPY 03/06/2026 580.00 P","PUT SPDR S&P 500 ETF $580 EXP 03/06/26","2","$3.10","$1.33","$618.67"',
  '"03/02/2026","Sell","META","META PLATFORMS INC","10","$700.00","$0.02","$6,999.98"',
].join('\r\n');
