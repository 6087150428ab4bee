import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../../test/support/accounts';
import { dasTradesCsv, type DasFill, manyDasRoundTrips } from '../../../../test/support/das-csv';
import { describeEachDatabase } from '../../../../test/support/databases';
import { userRowCount } from '../../../../test/support/user-rows';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';

const DAY = { tradeDate: '2026-07-15', timeZone: 'America/New_York' };

// Hand-computed: MU long 400 @ 50.99 → out 400 @ 51.24: +100.00. SQ short 125 @ 74.26, covered
// 125 @ 74.06: +25.00. THST long 300 @ 2.88, sold 225 @ 2.77 (an "SS" that closes the long) and
// 75 @ 2.80: -24.75 - 6.00 = -30.75.
const DAY_FILLS: DasFill[] = [
  { time: '09:43:10', symbol: 'MU', side: 'B', price: '50.99', qty: 400 },
  { time: '09:45:48', symbol: 'SQ', side: 'SS', price: '74.26', qty: 125 },
  { time: '09:50:00', symbol: 'THST', side: 'B', price: '2.88', qty: 300 },
  { time: '09:54:56', symbol: 'THST', side: 'SS', price: '2.77', qty: 225 },
  { time: '09:58:00', symbol: 'THST', side: 'S', price: '2.80', qty: 75 },
  { time: '10:01:00', symbol: 'SQ', side: 'B', price: '74.06', qty: 125 },
  { time: '10:15:30', symbol: 'MU', side: 'S', price: '51.24', qty: 400 },
];

describeEachDatabase('Trade imports', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  const upload = (browser: Browser, csv: string | Buffer, fields: Record<string, string> = DAY, fileName = 'trades.csv') => {
    let pending = browser.post('/api/csv-upload-v2').attach('file', Buffer.isBuffer(csv) ? csv : Buffer.from(csv), fileName);
    for (const [name, value] of Object.entries(fields)) pending = pending.field(name, value);
    return pending;
  };
  const tradesOf = async (browser: Browser) => (await browser.get('/api/trades?limit=1000').expect(200)).body as Array<Record<string, unknown>>;
  const countRows = (table: string, userId: number) => userRowCount(testApp.orm, table, userId);

  it('imports a DAS Trader file into round trips, P&L to the cent, newest first', async () => {
    const { browser } = await signedUpBrowser(testApp, 'import');
    const response = await upload(browser, dasTradesCsv(DAY_FILLS)).expect(200);
    expect(response.body).toMatchObject({
      success: true,
      message: 'Imported 3 trades from DAS Trader Pro',
      data: { tradesImported: 3, executionsImported: 7, duplicatesSkipped: 0, uploadId: expect.any(String), processingTimeMs: expect.any(Number) },
    });
    const trades = await tradesOf(browser);
    expect(trades.map(({ symbol, side, quantity, entryPrice, exitPrice, pnl, status }) => ({ symbol, side, quantity, entryPrice, exitPrice, pnl, status }))).toEqual([
      { symbol: 'THST', side: 'LONG', quantity: '300', entryPrice: '2.88', exitPrice: '2.7775', pnl: '-30.75', status: 'closed' },
      { symbol: 'SQ', side: 'SHORT', quantity: '125', entryPrice: '74.26', exitPrice: '74.06', pnl: '25', status: 'closed' },
      { symbol: 'MU', side: 'LONG', quantity: '400', entryPrice: '50.99', exitPrice: '51.24', pnl: '100', status: 'closed' },
    ]);
    // 09:43:10 New York summer time is 13:43:10 UTC.
    expect(trades[2]).toMatchObject({ entryTime: '2026-07-15T13:43:10.000Z', exitTime: '2026-07-15T14:15:30.000Z' });
  });

  it('adds nothing when the same file is imported again, and says how many fills it skipped', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'reimport');
    await upload(browser, dasTradesCsv(DAY_FILLS)).expect(200);
    const again = await upload(browser, dasTradesCsv(DAY_FILLS)).expect(200);
    expect(again.body.data).toMatchObject({ tradesImported: 0, executionsImported: 0, duplicatesSkipped: 7 });
    expect(await tradesOf(browser)).toHaveLength(3);
    expect(await countRows('execution', user.id)).toBe(7);
  });

  it('keeps identical fills of one file (both are real) and still recognises them on re-import', async () => {
    const { browser } = await signedUpBrowser(testApp, 'twins');
    const fills: DasFill[] = [
      { time: '10:04:28', symbol: 'SQ', side: 'B', price: '74.04', qty: 200 },
      { time: '10:04:28', symbol: 'SQ', side: 'B', price: '74.04', qty: 200 },
      { time: '10:30:00', symbol: 'SQ', side: 'S', price: '74.54', qty: 400 },
    ];
    expect((await upload(browser, dasTradesCsv(fills)).expect(200)).body.data).toMatchObject({ executionsImported: 3, tradesImported: 1 });
    expect((await tradesOf(browser))[0]).toMatchObject({ quantity: '400', pnl: '200' });
    expect((await upload(browser, dasTradesCsv(fills)).expect(200)).body.data).toMatchObject({ executionsImported: 0, duplicatesSkipped: 3 });
  });

  it('rebuilds round trips across imports: a later file that closes an earlier position', async () => {
    const { browser } = await signedUpBrowser(testApp, 'across');
    await upload(browser, dasTradesCsv([{ time: '09:31:00', symbol: 'AAPL', side: 'B', price: '190.00', qty: 100 }])).expect(200);
    expect(await tradesOf(browser)).toMatchObject([{ symbol: 'AAPL', status: 'open', exitPrice: null, exitTime: null, pnl: '0' }]);
    const closing = await upload(browser, dasTradesCsv([{ time: '15:59:00', symbol: 'AAPL', side: 'S', price: '191.50', qty: 100 }])).expect(200);
    expect(closing.body.data).toMatchObject({ tradesImported: 1, executionsImported: 1 });
    expect(await tradesOf(browser)).toMatchObject([{ symbol: 'AAPL', status: 'closed', exitPrice: '191.5', pnl: '150' }]);
  });

  it('places a later import’s fill after the stored fills of the same instant, now and when the group is rebuilt', async () => {
    const { browser } = await signedUpBrowser(testApp, 'instant');
    const opening = { time: '10:00:00', symbol: 'NVDA', side: 'B', price: '120.00', qty: 50 } as const;
    await upload(browser, dasTradesCsv([opening])).expect(200);
    // Same second: read before the stored buy, it would open a short that the buy then closes.
    await upload(browser, dasTradesCsv([opening, { ...opening, side: 'S', price: '120.40' }])).expect(200);
    const closed = [{ symbol: 'NVDA', side: 'LONG', status: 'closed', quantity: '50', pnl: '20' }];
    expect(await tradesOf(browser)).toMatchObject(closed);
    // A third file rebuilds the group from the database, where the row ids keep that order.
    await upload(browser, dasTradesCsv([{ ...opening, time: '11:00:00', price: '121.00' }])).expect(200);
    expect((await tradesOf(browser)).map(({ side, status, pnl }) => ({ side, status, pnl }))).toEqual([
      { side: 'LONG', status: 'open', pnl: '0' },
      { side: 'LONG', status: 'closed', pnl: '20' },
    ]);
  });

  it('stores executions by account instrument and time (fills of one instant in file order), so the index takes each group in order', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'storeorder');
    const fills: DasFill[] = [
      { time: '10:05:00', symbol: 'MSFT', side: 'B', price: '400', qty: 10 },
      { time: '09:31:00', symbol: 'AAPL', side: 'B', price: '190', qty: 100 },
      { time: '10:05:00', symbol: 'MSFT', side: 'S', price: '401', qty: 10 },
      { time: '09:30:00', symbol: 'MSFT', side: 'B', price: '399', qty: 5 },
      { time: '09:45:00', symbol: 'AAPL', side: 'S', price: '191', qty: 100 },
      { time: '10:10:00', symbol: 'MSFT', side: 'S', price: '402', qty: 5 },
    ];
    await upload(browser, dasTradesCsv(fills)).expect(200);
    const stored = (await testApp.orm.em.getConnection().execute(
      'select ai.symbol, e.source_line from execution e join account_instrument ai on ai.id = e.account_instrument_id where ai.user_id = ? order by e.id',
      [user.id],
    )) as Array<{ symbol: string; source_line: number | string }>;
    // MSFT appears first in the file, so its account instrument has the lower id. Lines count the header.
    expect(stored.map(({ symbol, source_line }) => `${symbol}:${source_line}`)).toEqual(['MSFT:5', 'MSFT:2', 'MSFT:4', 'MSFT:7', 'AAPL:3', 'AAPL:6']);
    // The data export lists them in time order (ties in file order).
    const exported = JSON.parse((await browser.get('/api/account/export').expect(200)).text).sections.executions as Array<{ symbol: string; sourceLine: number }>;
    expect(exported.map(({ symbol, sourceLine }) => `${symbol}:${sourceLine}`)).toEqual(['MSFT:5', 'AAPL:3', 'AAPL:6', 'MSFT:2', 'MSFT:4', 'MSFT:7']);
    // The 10:05 buy before the 10:05 sell, as the file has them: one long of 15, not a flip.
    const trades = await tradesOf(browser);
    expect(trades.map(({ symbol, side, quantity, status, pnl }) => ({ symbol, side, quantity, status, pnl }))).toEqual([
      { symbol: 'AAPL', side: 'LONG', quantity: '100', status: 'closed', pnl: '100' },
      { symbol: 'MSFT', side: 'LONG', quantity: '15', status: 'closed', pnl: '25' },
    ]);
  });

  it('keeps two accounts trading the same symbol on the same day apart', async () => {
    const { browser } = await signedUpBrowser(testApp, 'accounts');
    const fills: DasFill[] = [
      { time: '09:35:00', symbol: 'TSLA', side: 'B', price: '200', qty: 10, account: 'ACC1' },
      { time: '09:36:00', symbol: 'TSLA', side: 'SS', price: '201', qty: 5, account: 'ACC2' },
      { time: '09:40:00', symbol: 'TSLA', side: 'S', price: '202', qty: 10, account: 'ACC1' },
      { time: '09:41:00', symbol: 'TSLA', side: 'B', price: '200', qty: 5, account: 'ACC2' },
    ];
    await upload(browser, dasTradesCsv(fills)).expect(200);
    const trades = await tradesOf(browser);
    expect(trades.map(({ accountId, side, pnl }) => ({ accountId, side, pnl }))).toEqual([
      { accountId: 'ACC2', side: 'SHORT', pnl: '5' },
      { accountId: 'ACC1', side: 'LONG', pnl: '20' },
    ]);
  });

  it('tells apart accounts whose names differ only in letter case, on every database', async () => {
    const { browser } = await signedUpBrowser(testApp, 'casing');
    const fills: DasFill[] = [
      { time: '09:35:00', symbol: 'AMD', side: 'B', price: '150', qty: 10, account: 'Main' },
      { time: '09:36:00', symbol: 'AMD', side: 'B', price: '151', qty: 10, account: 'main' },
      { time: '09:40:00', symbol: 'AMD', side: 'S', price: '152', qty: 10, account: 'Main' },
    ];
    expect((await upload(browser, dasTradesCsv(fills)).expect(200)).body.data).toMatchObject({ executionsImported: 3, tradesImported: 2 });
    expect((await upload(browser, dasTradesCsv(fills)).expect(200)).body.data).toMatchObject({ executionsImported: 0, duplicatesSkipped: 3 });
    const trades = await tradesOf(browser);
    expect(trades.map(({ accountId, status, pnl }) => ({ accountId, status, pnl }))).toEqual([
      { accountId: 'main', status: 'open', pnl: '0' },
      { accountId: 'Main', status: 'closed', pnl: '20' },
    ]);
  });

  it('refuses a file with a bad row, naming the line, and stores nothing from it', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'badrow');
    const csv = dasTradesCsv(DAY_FILLS).replace('09:54:56,THST,SS,2.77,225', '09:54:56,THST,SS,2.77,abc');
    const response = await upload(browser, csv).expect(400);
    expect(response.body).toMatchObject({ success: false, error: 'row_error', line: 5 });
    expect(response.body.details).toMatch(/^Line 5: /);
    expect(await countRows('execution', user.id)).toBe(0);
    expect(await tradesOf(browser)).toEqual([]);
    const history = await browser.graphql('{ recentImports { status errors platform method tradesCount } }');
    expect(history.data?.recentImports).toEqual([{ status: 'FAILED', errors: [response.body.details], platform: 'das_trader', method: 'CSV', tradesCount: 0 }]);
  });

  it('applies the upload rules of SPEC §5', async () => {
    const { browser } = await signedUpBrowser(testApp, 'rules');
    const noFile = await browser.post('/api/csv-upload-v2').field('platform', 'das_trader').expect(400);
    expect(noFile.body).toMatchObject({ success: false, message: 'No file provided' });
    const notCsv = await upload(browser, dasTradesCsv(DAY_FILLS), DAY, 'trades.txt').expect(400);
    expect(notCsv.body).toMatchObject({ success: false, message: 'Only CSV files are supported' });
    expect((await upload(browser, dasTradesCsv(DAY_FILLS), DAY, 'TRADES.CSV').expect(200)).body.success).toBe(true);
    const tooLarge = await upload(browser, Buffer.alloc(10 * 1024 * 1024 + 1, 'a')).expect(413);
    expect(tooLarge.body).toMatchObject({ success: false, message: 'File size must be less than 10MB' });
  });

  it('refuses a signed-out upload with 401', async () => {
    const response = await request(testApp.app).post('/api/csv-upload-v2').set('Origin', testApp.config.publicUrl).attach('file', Buffer.from('a,b\n'), 'x.csv').expect(401);
    expect(response.body.message).toBe('Authentication required. Please sign in.');
  });

  it('refuses a file that is not the chosen platform, naming what was expected', async () => {
    const { browser } = await signedUpBrowser(testApp, 'mismatch');
    const response = await upload(browser, dasTradesCsv(DAY_FILLS), { ...DAY, platform: 'webull' }).expect(400);
    expect(response.body.error).toBe('format_error');
    expect(response.body.message).toMatch(/Webull/);
    expect(response.body.message).toMatch(/DAS Trader/);
  });

  it('shows each user only their own trades and imports', async () => {
    const owner = await signedUpBrowser(testApp, 'owner');
    const other = await signedUpBrowser(testApp, 'other');
    await upload(owner.browser, dasTradesCsv(DAY_FILLS)).expect(200);
    expect(await tradesOf(other.browser)).toEqual([]);
    const otherView = await other.browser.graphql('{ recentImports { id } importCount trades { id } }');
    expect(otherView.data).toEqual({ recentImports: [], importCount: 0, trades: [] });
    // The same file in the other account is new there: dedupe is per user.
    expect((await upload(other.browser, dasTradesCsv(DAY_FILLS)).expect(200)).body.data.executionsImported).toBe(7);
  });

  describe('when the database fails mid-import', () => {
    it('leaves nothing of the import behind', async () => {
      const { browser, user } = await signedUpBrowser(testApp, 'dbfail');
      const fills = manyDasRoundTrips(600);
      fills.splice(1100, 0, { time: '14:00:00', symbol: 'BOOM', side: 'B', price: '1', qty: 1 });
      await installFailingTrigger(testApp, database.kind);
      try {
        const response = await upload(browser, dasTradesCsv(fills)).expect(503);
        expect(response.body).toMatchObject({ success: false, error: 'storage_failed' });
      } finally {
        await dropFailingTrigger(testApp);
      }
      expect(await countRows('execution', user.id)).toBe(0);
      expect(await countRows('trade', user.id)).toBe(0);
      // With the fault gone the same file imports whole.
      expect((await upload(browser, dasTradesCsv(fills)).expect(200)).body.data.executionsImported).toBe(1201);
    });
  });
});

async function installFailingTrigger(testApp: TestApp, kind: 'sqlite' | 'mysql'): Promise<void> {
  const connection = testApp.orm.em.getConnection();
  if (kind === 'sqlite') {
    await connection.execute("create trigger fail_on_boom before insert on execution when new.account_instrument_id in (select id from account_instrument where symbol = 'BOOM') begin select raise(abort, 'injected failure'); end");
  } else {
    await connection.execute(
      "create trigger fail_on_boom before insert on execution for each row begin if new.account_instrument_id in (select id from account_instrument where symbol = 'BOOM') then signal sqlstate '45000' set message_text = 'injected failure'; end if; end",
    );
  }
}

async function dropFailingTrigger(testApp: TestApp): Promise<void> {
  await testApp.orm.em.getConnection().execute('drop trigger if exists fail_on_boom');
}
