import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../../test/support/accounts';
import { dasTradesCsv, type DasFill } from '../../../../test/support/das-csv';
import { describeEachDatabase } from '../../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';

const DAYS = ['2026-07-01', '2026-07-02', '2026-07-06', '2026-07-07', '2026-07-08'];

/** Nine round trips a day over symbols every day shares, so concurrent imports meet in every group. */
const DAY_OF_NINE: DasFill[] = ['MU', 'SQ', 'AMD', 'TSLA', 'NVDA', 'META', 'PLTR', 'SOFI', 'F'].flatMap((symbol, index) => [
  { time: `10:0${index}:00`, symbol, side: index % 3 === 0 ? 'SS' : 'B', price: '20.00', qty: 100 },
  { time: `11:0${index}:00`, symbol, side: index % 3 === 0 ? 'B' : 'S', price: `20.${10 + index}`, qty: 100 },
]);

/**
 * A day that also carries a position overnight: the day's first AAPL fill closes the position the
 * day before opened. Imported in any order, every day's import rebuilds the AAPL group of the others.
 */
const CARRYING_DAY: DasFill[] = [
  { time: '09:31:00', symbol: 'AAPL', side: 'S', price: '190.50', qty: 100 },
  ...DAY_OF_NINE.slice(0, 6),
  { time: '15:59:00', symbol: 'AAPL', side: 'B', price: '189.75', qty: 100 },
];

const upload = (browser: Browser, fills: readonly DasFill[], tradeDate: string) =>
  browser.post('/api/csv-upload-v2').attach('file', Buffer.from(dasTradesCsv(fills)), `das-${tradeDate}.csv`).field('platform', 'das_trader').field('tradeDate', tradeDate).field('timeZone', 'America/New_York');

/** What a trader's journal holds, without the row ids that differ between two users' copies. */
async function journalOf(testApp: TestApp, browser: Browser, userId: number) {
  const trades = ((await browser.get('/api/trades?limit=1000').expect(200)).body as Array<Record<string, unknown>>)
    .map(({ symbol, side, quantity, entryPrice, exitPrice, pnl, fees, status, entryTime, exitTime }) => JSON.stringify({ symbol, side, quantity, entryPrice, exitPrice, pnl, fees, status, entryTime, exitTime }))
    .sort();
  const executions = (
    (await testApp.orm.em.getConnection().execute(
      `select ai.symbol, e.side, e.quantity, e.price, e.executed_at
         from execution e join account_instrument ai on ai.id = e.account_instrument_id
        where ai.user_id = ?`,
      [userId],
    )) as Array<Record<string, unknown>>
  )
    .map(({ symbol, side, quantity, price, executed_at }) => `${String(symbol)} ${String(side)} ${Number(quantity)} @ ${Number(price)} ${new Date(executed_at as string).toISOString()}`)
    .sort();
  return { trades, executions };
}

describeEachDatabase('Concurrent imports', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  it('five days of one trader imported at once store every trade, as one after another would', async () => {
    const serial = await signedUpBrowser(testApp, 'serial');
    for (const day of DAYS) await upload(serial.browser, DAY_OF_NINE, day).expect(200);
    const concurrent = await signedUpBrowser(testApp, 'concurrent');

    const answers = await Promise.all(DAYS.map((day) => upload(concurrent.browser, DAY_OF_NINE, day)));

    expect(answers.map((answer) => [answer.status, answer.body.data?.tradesImported])).toEqual(DAYS.map(() => [200, 9]));
    const expected = await journalOf(testApp, serial.browser, serial.user.id);
    expect(expected.trades).toHaveLength(45);
    expect(await journalOf(testApp, concurrent.browser, concurrent.user.id)).toEqual(expected);
  });

  it('the same file sent twice at once is stored once: one import adds it, the other finds it there', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'twice');
    const answers = await Promise.all([upload(browser, DAY_OF_NINE, DAYS[0]!), upload(browser, DAY_OF_NINE, DAYS[0]!)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.data.executionsImported as number).sort()).toEqual([0, 18]);
    expect((await journalOf(testApp, browser, user.id)).trades).toHaveLength(9);
  });

  it('many traders importing overlapping days at once each get exactly their serial result', async () => {
    const serial = await signedUpBrowser(testApp, 'carry_serial');
    for (const day of DAYS) await upload(serial.browser, CARRYING_DAY, day).expect(200);
    const expected = await journalOf(testApp, serial.browser, serial.user.id);
    const traders = await Promise.all([1, 2, 3, 4, 5].map(() => signedUpBrowser(testApp, 'carry')));

    // 25 imports at once, each trader's days in a different order.
    const answers = await Promise.all(traders.flatMap(({ browser }, trader) => DAYS.map((_, index) => upload(browser, CARRYING_DAY, DAYS[(index + trader) % DAYS.length]!))));

    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.body)).toEqual([]);
    for (const { browser, user } of traders) expect(await journalOf(testApp, browser, user.id)).toEqual(expected);
  });
});
