import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../../test/support/accounts';
import { dasTradesCsv, type DasFill } from '../../../../test/support/das-csv';
import { describeEachDatabase } from '../../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';

// Re-import idempotence on random DAS Trader files through the whole import (parse, dedupe keys,
// matching, storage): importing a file again adds nothing and changes no trade, and importing the
// first part of a file, then the whole, gives the trades of importing the whole once. Fills share
// seconds and repeat exactly (identical fills are both real), which is where dedupe keys are tested hardest.

const DAY = { tradeDate: '2026-07-15', timeZone: 'America/New_York' };
const RUNS = { numRuns: 12 };

const fillArbitrary: fc.Arbitrary<DasFill> = fc.record({
  time: fc.integer({ min: 0, max: 40 }).map((second) => `09:31:${String(second).padStart(2, '0')}`),
  symbol: fc.constantFrom('AAPL', 'TSLA'),
  side: fc.constantFrom('B' as const, 'S' as const, 'SS' as const),
  price: fc.constantFrom('10.00', '10.05', '9.97'),
  qty: fc.constantFrom(100, 50, 25),
  account: fc.constantFrom('TRIB1001', 'TRIB2002'),
});
// Some fills appear twice in a row: the same fill at the same second, as a broker reports two fills.
const fileArbitrary = fc
  .array(fc.tuple(fillArbitrary, fc.boolean()), { minLength: 1, maxLength: 30 })
  .map((rows) => rows.flatMap(([fill, twice]) => (twice ? [fill, fill] : [fill])));

describeEachDatabase('Re-importing (property)', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    // Each run signs up fresh accounts: more than the default registrations an IP may make an hour.
    testApp = await startTestApp({ ...database.env, RATE_LIMIT_REGISTER_PER_IP: '1000/1h' });
  });
  afterAll(() => testApp.close());

  const upload = async (browser: Browser, fills: readonly DasFill[]) => {
    let pending = browser.post('/api/csv-upload-v2').attach('file', Buffer.from(dasTradesCsv(fills)), 'day.csv');
    for (const [name, value] of Object.entries(DAY)) pending = pending.field(name, value);
    return (await pending.expect(200)).body as { data: { executionsImported: number; duplicatesSkipped: number } };
  };
  // Trades without their ids, which differ between accounts and rebuilds. Trades of one entry time
  // in different accounts or instruments are listed in the order they were stored, which a rebuild
  // of one group changes: the trades are compared as a set.
  const tradesOf = async (browser: Browser) =>
    ((await browser.get('/api/trades?limit=1000').expect(200)).body as Array<Record<string, unknown>>).map(({ id: _id, ...trade }) => JSON.stringify(trade)).sort();

  it('adds nothing when a file is imported again, and leaves every trade as it was', async () => {
    await fc.assert(
      fc.asyncProperty(fileArbitrary, async (fills) => {
        const { browser } = await signedUpBrowser(testApp, 'prop');
        expect((await upload(browser, fills)).data).toMatchObject({ executionsImported: fills.length, duplicatesSkipped: 0 });
        const trades = await tradesOf(browser);
        expect((await upload(browser, fills)).data).toMatchObject({ executionsImported: 0, duplicatesSkipped: fills.length });
        expect(await tradesOf(browser)).toEqual(trades);
      }),
      RUNS,
    );
  });

  it('gives the same trades for the first part of a file then the whole as for the whole at once', async () => {
    await fc.assert(
      fc.asyncProperty(fileArbitrary, fc.nat(), async (fills, cut) => {
        const part = fills.slice(0, cut % (fills.length + 1));
        const { browser: once } = await signedUpBrowser(testApp, 'propwhole');
        await upload(once, fills);
        const { browser: inTwo } = await signedUpBrowser(testApp, 'proppart');
        await upload(inTwo, part);
        expect((await upload(inTwo, fills)).data).toMatchObject({ executionsImported: fills.length - part.length, duplicatesSkipped: part.length });
        expect(await tradesOf(inTwo)).toEqual(await tradesOf(once));
      }),
      RUNS,
    );
  });
});
