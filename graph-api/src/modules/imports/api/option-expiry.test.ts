import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../../test/support/accounts';
import { describeEachDatabase } from '../../../../test/support/databases';
import { type ListedTrade, listedTrades, tradeShape, uploadFile } from '../../../../test/support/rest-imports';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';

const WEBULL = join(__dirname, '../csv/platforms/webull/fixtures');
/** Webull orders (no fees): 2 AAPL 20 Mar 200 calls bought at 1.50, 1 SPY 13 Mar 550 put sold at 2.00, both left open; a TSLA put bought at 3.00 and sold at 4.10. */
const EXPIRING = readFileSync(join(WEBULL, 'orders-records-expiring-options.csv'));
/** The AAPL calls sold at 0.40 on 19 March, before they expired. */
const CLOSING_CALL = readFileSync(join(WEBULL, 'orders-records-closing-call.csv'));

type ExpiryFields = ListedTrade & { exitKind: string | null; exitPrice: string | null; exitTime: string | null };

describeEachDatabase('Options still open at their expiry (docs/options.md)', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  const trades = async (browser: Browser) => (await listedTrades(browser)) as ExpiryFields[];
  const bySymbol = async (browser: Browser, symbol: string) => (await trades(browser)).find((trade) => trade.symbol === symbol)!;
  const stats = async (browser: Browser) => (await browser.get('/api/dashboard').expect(200)).body.performance_stats as Record<string, unknown>;

  it('closes them at 0 at 16:00 New York on the expiry date, counted in the dashboard; a later closing fill replaces the close', async () => {
    const { browser } = await signedUpBrowser(testApp, 'expiringoptions');
    const preview = (await upload(browser, EXPIRING, { preview: 'true' }).expect(200)).body.data;
    expect(preview).toMatchObject({ roundTripCount: 3, openPositionCount: 0 });
    expect(preview.roundTrips).toEqual(expect.arrayContaining([expect.objectContaining({ symbol: 'AAPL 260320C200', status: 'closed', exitKind: 'expired', exitPrice: '0' })]));

    const result = (await upload(browser, EXPIRING).expect(200)).body;
    expect(result).toMatchObject({ success: true, data: { tradesImported: 3, executionsImported: 4 } });
    expect(result.data.warnings.filter((warning: string) => warning.includes('expired'))).toEqual([]);
    // The long call loses its premium: (0 − 1.50) × 2 × 100; the short put keeps it: 2.00 × 100.
    expect((await trades(browser)).map(tradeShape)).toEqual(
      expect.arrayContaining([
        ['AAPL 260320C200', 'LONG', '2', 'closed', '-300'],
        ['SPY 260313P550', 'SHORT', '1', 'closed', '200'],
        ['TSLA 260320P300', 'LONG', '1', 'closed', '110'],
      ]),
    );
    expect(await bySymbol(browser, 'AAPL 260320C200')).toMatchObject({ exitKind: 'expired', exitPrice: '0', exitTime: '2026-03-20T20:00:00.000Z' });
    expect(await bySymbol(browser, 'SPY 260313P550')).toMatchObject({ exitKind: 'expired', exitTime: '2026-03-13T20:00:00.000Z' });
    expect(await bySymbol(browser, 'TSLA 260320P300')).toMatchObject({ exitKind: null, exitPrice: '4.1' });
    // By hand: −300 + 200 + 110 = 10; 2 winners of 3; wins 310, loss 300.
    expect(await stats(browser)).toMatchObject({ total_pnl: 10, total_trades: 3, win_rate: 2 / 3, avg_win: 155, avg_loss: -300 });

    // The real sale at 0.40 takes the expiry close's place in the same trade: (0.40 − 1.50) × 2 × 100.
    await upload(browser, CLOSING_CALL).expect(200);
    expect(await bySymbol(browser, 'AAPL 260320C200')).toMatchObject({ pnl: '-220', exitKind: null, exitPrice: '0.4', exitTime: '2026-03-19T18:00:09.000Z' });
    expect(await trades(browser)).toHaveLength(3);
    expect(await stats(browser)).toMatchObject({ total_pnl: 90, total_trades: 3 });

    // Either file again adds nothing, and nothing counts twice.
    expect((await upload(browser, EXPIRING, { preview: 'true' }).expect(200)).body.data).toMatchObject({ newExecutionCount: 0 });
    await upload(browser, CLOSING_CALL).expect(200);
    expect(await trades(browser)).toHaveLength(3);
    expect(await stats(browser)).toMatchObject({ total_pnl: 90, total_trades: 3 });

    // Another trader sees none of it.
    const { browser: other } = await signedUpBrowser(testApp, 'expiryother');
    expect(await trades(other)).toEqual([]);
  });

  it('closes, in the daily pass, a position that expired after its import, for its owner only; the dashboard follows', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'laterexpiry');
    const { browser: other, user: otherUser } = await signedUpBrowser(testApp, 'laterexpiryother');
    // A put expiring three days after the app's clock, bought two days before it, by both traders.
    const expiry = new Date(testApp.clock.now().getTime() + 3 * DAY_MS).toISOString().slice(0, 10);
    const file = webullOptionBuy(expiry, new Date(testApp.clock.now().getTime() - 2 * DAY_MS));
    await upload(browser, file).expect(200);
    await upload(other, file).expect(200);
    expect((await trades(browser)).map(tradeShape)).toEqual([[`QQQ ${expiry.slice(2).replaceAll('-', '')}P400`, 'LONG', '1', 'open', '0']]);

    // Not expired yet: the pass changes nothing.
    expect(await testApp.services.imports.closeExpiredOptions(testApp.orm.em.fork(), user.id)).toBe(0);
    testApp.clock.advance(5 * DAY_MS);
    expect(await testApp.services.imports.closeExpiredOptions(testApp.orm.em.fork(), user.id)).toBe(1);
    const [expired] = await trades(browser);
    expect(expired).toMatchObject({ status: 'closed', exitKind: 'expired', exitPrice: '0', pnl: '-125' });
    expect(await stats(browser)).toMatchObject({ total_pnl: -125, total_trades: 1 });
    // Run again, it finds nothing more; the other trader's position waits for their own pass.
    expect(await testApp.services.imports.closeExpiredOptions(testApp.orm.em.fork(), user.id)).toBe(0);
    expect((await trades(other))[0]).toMatchObject({ status: 'open', exitKind: null });
    expect(await testApp.services.imports.closeExpiredOptions(testApp.orm.em.fork(), otherUser.id)).toBe(1);
  });
});

const DAY_MS = 86_400_000;

/** A Webull options order record: one QQQ 400 put bought at 1.25, expiring on `expiry` (YYYY-MM-DD), filled at `filledAt`. */
function webullOptionBuy(expiry: string, filledAt: Date): string {
  const occ = `QQQ${expiry.slice(2).replaceAll('-', '')}P00400000`;
  const [year, month, day] = filledAt.toISOString().slice(0, 10).split('-');
  const time = `${month}/${day}/${year} 11:00:00 EST`;
  return `Name,Symbol,Side,Status,Filled,Total Qty,Price,Avg Price,Time-in-Force,Placed Time,Filled Time\n${occ},${occ},Buy,Filled,1,1,@1.25,1.2500000000,DAY,${time},${time}\n`;
}

function upload(browser: Browser, bytes: Buffer | string, fields: Record<string, string> = {}) {
  return uploadFile(browser, bytes, 'Webull_Orders_Records.csv', fields);
}
