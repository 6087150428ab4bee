import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Big from 'big.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../../test/support/accounts';
import { describeEachDatabase } from '../../../../test/support/databases';
import { listedTrades, tradeShape, uploadFile } from '../../../../test/support/rest-imports';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';

const WEBULL = join(__dirname, '../csv/platforms/webull/fixtures');
/** The real Webull stock export: META and DJT sold with no earlier buy in it, GLD bought and left open. */
const ORDERS = readFileSync(join(WEBULL, 'nkhanhtrn-orders-records.csv'));
/** A Webull options export whose covered-stock order sells that GLD. */
const OPTIONS = readFileSync(join(WEBULL, 'orders-records-options.csv'));
const HEADER = 'Name,Symbol,Side,Status,Filled,Total Qty,Price,Avg Price,Time-in-Force,Placed Time,Filled Time';
/** The earlier history: the META shares sold in ORDERS, bought in December. */
const EARLIER_META = [HEADER, 'Meta Platforms Inc,META,Buy,Filled,449,449,@600.00,600.00,DAY,12/01/2025 10:00:00 EST,12/01/2025 10:00:05 EST'].join('\r\n');

const META_NOTE = 'META: sold 449 with no earlier buy in your journal: import the earlier history, or this sale stays out of your P&L';
const DJT_NOTE = 'DJT: sold 3700 with no earlier buy in your journal: import the earlier history, or this sale stays out of your P&L';

describeEachDatabase('Positions opened before the imported history, and previews that match the import', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  const upload = (browser: Browser, csv: string | Buffer, preview = false) =>
    uploadFile(browser, csv, 'orders.csv', { platform: 'webull', ...(preview ? { preview: 'true' } : {}) }).expect(200);
  const tradesOf = listedTrades;
  const shape = tradeShape;

  it('names at most 20 pre-history sales in the preview and the result, the last line counting the rest', async () => {
    const { browser } = await signedUpBrowser(testApp, 'manysales');
    const sales = Array.from({ length: 30 }, (_, index) => `Stock ${index},S${index},Sell,Filled,10,10,@5.00,5.00,DAY,12/01/2025 10:00:${String(index).padStart(2, '0')} EST,12/01/2025 10:00:${String(index).padStart(2, '0')} EST`);
    const csv = [HEADER, ...sales].join('\r\n');
    const preview = (await upload(browser, csv, true)).body.data;
    // 31 notes: the 30 sales and Webull's note that its exports carry no fees.
    expect(preview.warnings).toHaveLength(20);
    expect(preview.warnings.at(-1)).toBe('…and 12 more');
    const result = (await upload(browser, csv)).body;
    expect(result.data.warnings).toHaveLength(20);
    expect(result.data.warnings.at(-1)).toBe('…and 12 more');
  });

  it('books no short for sales with no earlier buy: stores them, names them in the preview and the result, keeps them out of the P&L', async () => {
    const { browser } = await signedUpBrowser(testApp, 'prehistory');
    const preview = (await upload(browser, ORDERS, true)).body.data;
    expect(preview).toMatchObject({ executionCount: 7, newExecutionCount: 7, roundTripCount: 2, openPositionCount: 1, nothingNew: null });
    expect(preview.warnings).toEqual(expect.arrayContaining([DJT_NOTE, META_NOTE]));
    expect(preview.roundTrips.map(({ side }: { side: string }) => side)).not.toContain('SHORT');

    const result = (await upload(browser, ORDERS)).body;
    expect(result).toMatchObject({ message: 'Imported 2 trades from Webull', data: { tradesImported: 2, executionsImported: 7 } });
    expect(result.data.warnings).toEqual(expect.arrayContaining([DJT_NOTE, META_NOTE]));
    // GLDM: (96.1103 − 87.90) × 50 + (96.1103 − 85.65) × 50 + (96.1103 − 93.75) × 300 = 1641.62.
    expect((await tradesOf(browser)).map(shape)).toEqual([
      ['GLD', 'LONG', '100', 'open', '0'],
      ['GLDM', 'LONG', '400', 'closed', '1641.62'],
    ]);
  });

  it('resolves a stored pre-history sale into a round trip when the earlier history is imported later', async () => {
    const { browser } = await signedUpBrowser(testApp, 'resolved');
    await upload(browser, ORDERS);
    const preview = (await upload(browser, EARLIER_META, true)).body.data;
    // META bought 449 @ 600, sold @ 715.56: 115.56 × 449 = 51886.44.
    expect(preview).toMatchObject({ roundTripCount: 1, totalNetPnl: '51886.44', roundTrips: [{ symbol: 'META', side: 'LONG', status: 'closed', netPnl: '51886.44' }] });
    expect(preview.warnings).not.toContain(META_NOTE);
    const result = (await upload(browser, EARLIER_META)).body;
    expect(result).toMatchObject({ message: 'Imported 1 trades from Webull', data: { tradesImported: 1, executionsImported: 1 } });
    expect((await tradesOf(browser)).filter((trade) => trade.symbol === 'META').map(shape)).toEqual([['META', 'LONG', '449', 'closed', '51886.44']]);
  });

  it('keeps a stored pre-history sale out of every trade when a later file rebuilds its group', async () => {
    const { browser } = await signedUpBrowser(testApp, 'rebuilt');
    await upload(browser, ORDERS);
    const laterBuy = [HEADER, 'Meta Platforms Inc,META,Buy,Filled,10,10,@700.00,700.00,DAY,02/10/2026 10:00:00 EST,02/10/2026 10:00:05 EST'].join('\r\n');
    expect((await upload(browser, laterBuy)).body.data).toMatchObject({ tradesImported: 1 });
    // Rebuilt from the stored sale (still a close of shares bought before the history) and the new buy.
    expect((await tradesOf(browser)).filter((trade) => trade.symbol === 'META').map(shape)).toEqual([['META', 'LONG', '10', 'open', '0']]);
  });

  it('previews exactly what the import stores: a position an earlier import left open and this file closes', async () => {
    const { browser } = await signedUpBrowser(testApp, 'previewmatch');
    await upload(browser, ORDERS);
    const before = await tradesOf(browser);
    const preview = (await upload(browser, OPTIONS, true)).body.data;
    // GLD bought 100 @ 446.4448 (stored), sold 100 @ 478.52 in this file: 32.0752 × 100 = 3207.52.
    expect(preview.roundTrips).toEqual(expect.arrayContaining([expect.objectContaining({ symbol: 'GLD', side: 'LONG', status: 'closed', netPnl: '3207.52' })]));
    const result = (await upload(browser, OPTIONS)).body;
    expect(result.data.tradesImported).toBe(preview.roundTripCount);
    // What the import added or changed: every trade not in the journal, as it was, before it.
    const known = new Set(before.map((trade) => JSON.stringify(trade)));
    const added = (await tradesOf(browser)).filter((trade) => !known.has(JSON.stringify(trade)));
    expect(added).toHaveLength(preview.roundTripCount);
    expect(added.reduce((sum, trade) => sum.plus(trade.pnl), new Big(0)).toFixed(6)).toBe(new Big(preview.totalNetPnl).toFixed(6));
  });

  it('says plainly when a file adds nothing, in the preview and the result', async () => {
    const { browser } = await signedUpBrowser(testApp, 'nothingnew');
    expect((await upload(browser, HEADER, true)).body).toMatchObject({ message: 'This file holds no trades', data: { nothingNew: 'This file holds no trades' } });
    expect((await upload(browser, HEADER)).body).toMatchObject({ success: true, message: 'This file holds no trades', data: { tradesImported: 0 } });
    await upload(browser, ORDERS);
    expect((await upload(browser, ORDERS, true)).body.data).toMatchObject({ nothingNew: 'Nothing new: all 7 fills were already imported', newExecutionCount: 0 });
    expect((await upload(browser, ORDERS)).body).toMatchObject({ message: 'Nothing new: all 7 fills were already imported', data: { executionsImported: 0, duplicatesSkipped: 7 } });
  });
});
