import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../test/support/test-app';
import { importDasDay } from '../../../test/support/trade-history';

const CHOICES = '{ journalFilterChoices { accounts { name platform } platforms { id name } } }';
const CREATE_MANUAL = 'mutation Create($input: ManualTradeInput!) { createManualTrade(input: $input) { id } }';
const MANUAL = { symbol: 'AMD', side: 'LONG', quantity: '1', entryPrice: '10', entryTime: '2026-03-02T14:30:00Z' };

interface Choices {
  accounts: { name: string; platform: string }[];
  platforms: { id: string; name: string }[];
}

const choicesOf = async (browser: Browser): Promise<Choices> => {
  const answer = await browser.graphql(CHOICES);
  expect(answer.errors).toBeUndefined();
  return answer.data!.journalFilterChoices as Choices;
};

describeEachDatabase("the filter bar's account and platform choices (docs/filter-bar.md)", (database) => {
  let testApp: TestApp;
  let trader: Browser;
  let other: Browser;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
    trader = (await signedUpBrowser(testApp, 'choices')).browser;
    other = (await signedUpBrowser(testApp, 'otherchoices')).browser;
    // Two DAS accounts, "Main" and "main" being two (exact names, as the filter matches them).
    await importDasDay(trader, '2026-03-02', [
      { time: '14:30:00', symbol: 'AAPL', side: 'B', price: '10', qty: 100, account: 'SIDE' },
      { time: '14:40:00', symbol: 'AAPL', side: 'S', price: '11', qty: 100, account: 'SIDE' },
      { time: '15:00:00', symbol: 'MSFT', side: 'B', price: '400', qty: 10, account: 'Main' },
      { time: '15:10:00', symbol: 'MSFT', side: 'B', price: '401', qty: 10, account: 'main' },
    ]);
    // By hand: once without an account (no account to offer), once in the trader's own "Paper".
    await trader.graphql(CREATE_MANUAL, { input: MANUAL });
    await trader.graphql(CREATE_MANUAL, { input: { ...MANUAL, symbol: 'NVDA', accountId: 'Paper' } });
    await importDasDay(other, '2026-03-02', [{ time: '14:30:00', symbol: 'TSLA', side: 'B', price: '10', qty: 1, account: 'OTHER-ACCOUNT' }]);
  });
  afterAll(() => testApp.close());

  it("offers the trader's own accounts and platforms, each once, sorted, and never another user's", async () => {
    expect(await choicesOf(trader)).toEqual({
      accounts: [
        { name: 'Main', platform: 'das_trader' },
        { name: 'Paper', platform: 'manual' },
        { name: 'SIDE', platform: 'das_trader' },
        { name: 'main', platform: 'das_trader' },
      ],
      platforms: [
        { id: 'das_trader', name: 'DAS Trader Pro' },
        { id: 'manual', name: 'Entered by hand' },
      ],
    });
    expect(await choicesOf(other)).toEqual({ accounts: [{ name: 'OTHER-ACCOUNT', platform: 'das_trader' }], platforms: [{ id: 'das_trader', name: 'DAS Trader Pro' }] });
  });

  it('names each trade\'s platform as the choices name it (the trade dialog\'s Platform)', async () => {
    const answer = await trader.graphql('{ trades(limit: 10) { symbol platform platformName } }');
    expect(answer.errors).toBeUndefined();
    const trades = answer.data!.trades as { symbol: string; platform: string; platformName: string }[];
    const { platforms } = await choicesOf(trader);
    expect(trades.length).toBeGreaterThan(2);
    for (const trade of trades) expect(trade.platformName).toBe(platforms.find(({ id }) => id === trade.platform)!.name);
    expect(trades.find(({ symbol }) => symbol === 'AMD')!.platformName).toBe('Entered by hand');
  });

  it('answers the same over REST, and nothing for a trader without trades', async () => {
    expect((await trader.get('/api/trades/filter-choices').expect(200)).body).toEqual(await choicesOf(trader));
    const newcomer = (await signedUpBrowser(testApp, 'nochoices')).browser;
    expect(await choicesOf(newcomer)).toEqual({ accounts: [], platforms: [] });
  });

  it('drops an account once its last trade is gone (an undone import)', async () => {
    const { browser } = await signedUpBrowser(testApp, 'undonechoices');
    await importDasDay(browser, '2026-03-02', [{ time: '14:30:00', symbol: 'IBM', side: 'B', price: '10', qty: 1, account: 'GONE' }]);
    expect((await choicesOf(browser)).accounts).toEqual([{ name: 'GONE', platform: 'das_trader' }]);
    const { id } = ((await browser.graphql('{ recentImports(limit: 1) { id } }')).data!.recentImports as { id: string }[])[0]!;
    expect((await browser.graphql('mutation U($id: ID!) { undoImport(importId: $id) { fillsAdded } }', { id })).errors).toBeUndefined();
    expect(await choicesOf(browser)).toEqual({ accounts: [], platforms: [] });
  });
});
