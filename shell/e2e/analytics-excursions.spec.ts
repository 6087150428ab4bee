import path from 'node:path';
import { expect as baseExpect, test as base, type Browser, type Page } from '@playwright/test';
import { newAccount, SignUpPage } from './pages/AuthPages';
import { fixtureFile, ImportTradeCenter } from './pages/ImportTradeCenter';
import { TradeHistoryPage } from './pages/JournalPages';
import { RESULTS_DIR } from './support/environment';
import { collectConsoleErrors, elementsPastTheRightEdge, horizontalOverflow, seriousAccessibilityViolations } from './support/pageChecks';

// The MAE/MFE scatter of /analytics (issue 18) for a trader of their own: the DAS day of
// das-trades.csv on 2025-06-11 (a day no other suite trades or holds candles of; candles uploaded
// are the uploader's alone), AAPL long +$75 and TSLA short +$75 closed, NVDA open; then 5m candles of TSLA
// imported in its trade dialog from tsla-candles-5m-2025-06-11.csv, in the trader's zone (New York).
//
// By hand, TSLA short 50 from 245.10 (10:02:40) to 243.60 (10:20:03): the candles inside are 10:00
// to 10:20; their highest high 245.40 is 0.30 against it ($15.00 on 50), their lowest low 243.10 is
// 2.00 in its favour ($100.00); the exit kept 1.50 of the 2.00: 75%.
const expect = baseExpect.configure({ timeout: 20_000 });
const TRADE_DATE = '2025-06-11';

async function signUpTraderWithCandles(browser: Browser, baseURL: string | undefined): Promise<string> {
  const statePath = path.join(RESULTS_DIR, `analytics-excursions-${process.pid}.json`);
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await new SignUpPage(page).signUp(newAccount('scatter'));
  await expect(page).toHaveURL(/\/dashboard$/);
  const center = new ImportTradeCenter(page);
  await center.importDasDay(TRADE_DATE);

  // The trade dialog's own candle import, as a trader without Alpaca gives a trade its candles.
  const history = new TradeHistoryPage(page);
  await history.open();
  await history.tradeButton(/^Open trade TSLA .*Jun 11, 2025/).click();
  const dialog = page.getByRole('dialog', { name: /^Trade: TSLA / });
  const form = dialog.getByRole('form', { name: 'Import candles for TSLA' });
  await form.getByLabel('Candle CSV file').setInputFiles(fixtureFile('tsla-candles-5m-2025-06-11.csv'));
  await form.getByRole('button', { name: 'Import candles' }).click();
  await expect(dialog.getByRole('img', { name: 'TSLA, 5m candles' })).toBeVisible();
  await context.storageState({ path: statePath });
  await context.close();
  return statePath;
}

const test = base.extend<object, { traderState: string }>({
  traderState: [async ({ browser }, use, workerInfo) => use(await signUpTraderWithCandles(browser, workerInfo.project.use.baseURL)), { scope: 'worker', timeout: 150_000 }],
  storageState: async ({ traderState }, use) => use(traderState),
});
test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function openScatter(page: Page) {
  await page.goto('/analytics');
  await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
  return page.getByRole('region', { name: 'MAE and MFE of your trades' });
}

test('the scatter shows the trade with candles, says how many have them, and opens its trade from its table by keyboard', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  const scatter = await openScatter(page);
  await expect(scatter).toContainText('1 of 2 closed trades have candles.');
  await expect(scatter).toContainText('This page only reads candles already held, it never fetches them.');
  await expect(scatter).toContainText('Not enough data');
  await expect(scatter.getByRole('img', { name: 'MAE against MFE, one point per trade' })).toBeVisible();
  await expect(scatter.getByRole('list', { name: 'Legend' })).toHaveText(/Winner \(1\)\s*Loser \(0\)\s*Scratch \(0\)/);

  const toggle = scatter.getByRole('button', { name: 'Show the trade as a table' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const table = scatter.getByRole('table', { name: 'MAE and MFE of each trade, newest first' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr').first()).toHaveText(/^TSLA\s*Jun 11, 2025, 10:20 AM\s*Winner\s*\+\$75\.00\s*\$15\.00\s*\$100\.00\s*—\s*—\s*75%$/);

  const open = table.getByRole('button', { name: 'Open trade TSLA short, Jun 11, 2025, 10:20 AM' });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Trade: TSLA short/ });
  await expect(dialog).toBeVisible();
  // The dialog measures the trade as the scatter does.
  const excursions = dialog.getByLabel('Excursions');
  await expect(excursions.getByRole('definition').nth(0)).toHaveText('245.40 at Jun 11, 2025, 10:02 AM: 0.30 per unit, $15.00');
  await expect(excursions.getByRole('definition').nth(1)).toHaveText('243.10 at Jun 11, 2025, 10:10 AM: 2.00 per unit, $100.00');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('a point of the chart opens its trade too', async ({ page }) => {
  const scatter = await openScatter(page);
  // Victory draws each point as a path that takes the pointer; the one point is TSLA's.
  await scatter.locator('svg[role="img"] path[style*="cursor: pointer"]').first().click();
  await expect(page.getByRole('dialog', { name: /^Trade: TSLA short/ })).toBeVisible();
});

test('works at 390 px: no sideways scroll and no serious axe violation, with the table open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const scatter = await openScatter(page);
  await expect(scatter.getByRole('img', { name: 'MAE against MFE, one point per trade' })).toBeVisible();
  await scatter.getByRole('button', { name: 'Show the trade as a table' }).click();
  await expect(scatter.getByRole('table')).toBeVisible();
  expect(await horizontalOverflow(page), (await elementsPastTheRightEdge(page)).join('\n')).toBeLessThanOrEqual(0);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});
