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
});
