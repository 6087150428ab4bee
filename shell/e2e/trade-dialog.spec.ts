import path from 'node:path';
import { expect as baseExpect, test as base, type Browser, type Page } from '@playwright/test';
import { newAccount, SignUpPage } from './pages/AuthPages';
import { fixtureFile, ImportTradeCenter } from './pages/ImportTradeCenter';
import { TradeHistoryPage } from './pages/JournalPages';
import { FAKE_ALPACA_KEY_ID, FAKE_ALPACA_SECRET_KEY, RESULTS_DIR } from './support/environment';
import { elementsPastTheRightEdge, horizontalOverflow, seriousAccessibilityViolations } from './support/pageChecks';

// The trade dialog of a trader with Alpaca keys stored (pointed at the fake market-data server,
// which has AAPL bars of 2025-03-14 from e2e/fixtures/alpaca-bars.json and nothing for TSLA) and
// the DAS day of das-trades.csv on that date: AAPL long 100 (189.50 → 190.25), TSLA short 50.
const expect = baseExpect.configure({ timeout: 20_000 });

const TRADE_DATE = '2025-03-14';

async function signUpTraderWithAlpaca(browser: Browser, baseURL: string | undefined): Promise<string> {
  const statePath = path.join(RESULTS_DIR, `trade-dialog-${process.pid}.json`);
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await new SignUpPage(page).signUp(newAccount('chart'));
  await expect(page).toHaveURL(/\/dashboard$/);
  const center = new ImportTradeCenter(page);
  await center.importDasDay(TRADE_DATE);
  await center.chooseApiBroker('Alpaca');
  await page.getByLabel('API Key ID').fill(FAKE_ALPACA_KEY_ID);
  await page.getByLabel('Secret Key').fill(FAKE_ALPACA_SECRET_KEY);
  await page.getByRole('button', { name: 'Connect API' }).click();
  await expect(page.getByText('Alpaca is connected', { exact: false })).toBeVisible();
  await context.storageState({ path: statePath });
  await context.close();
  return statePath;
}

/** Every test is signed in as that one trader, made once per worker (the tests run in order in one). */
const test = base.extend<object, { traderState: string }>({
  traderState: [async ({ browser }, use, workerInfo) => use(await signUpTraderWithAlpaca(browser, workerInfo.project.use.baseURL)), { scope: 'worker', timeout: 150_000 }],
  storageState: async ({ traderState }, use) => use(traderState),
});
test.describe.configure({ mode: 'serial', timeout: 120_000 });

async function openTrade(page: Page, symbol: 'AAPL' | 'TSLA') {
  const history = new TradeHistoryPage(page);
  await history.open();
  await history.tradeButton(new RegExp(`^Open trade ${symbol} .*Mar 14, 2025`)).click();
  return page.getByRole('dialog', { name: new RegExp(`^Trade: ${symbol} `) });
}

test('a trade with Alpaca candles: the chart with its fills marked, and the analysis measured on them', async ({ page }) => {
  const dialog = await openTrade(page, 'AAPL');
  await expect(dialog.getByRole('img', { name: 'AAPL, 5m candles' })).toBeVisible();
  // The candles for screen readers, as the chart shows them: first the trade with ten bars either side
  // (8:40 to 10:35), then the session, the API's window of 20 bars before the entry to 20 after the exit.
  const table = dialog.getByRole('table', { name: 'AAPL, 5m candles' });
  await expect(table.getByRole('rowheader').first()).toHaveText('Mar 14, 2025, 8:40 AM');
  await expect(table.getByRole('rowheader')).toHaveCount(24);
  await expect(dialog.getByRole('list', { name: 'Prices marked on the chart' }).getByRole('listitem')).toHaveText(['Entry 189.50', 'Exit 190.25']);
  await dialog.getByRole('button', { name: 'Session' }).click();
  await expect(table.getByRole('rowheader').first()).toHaveText('Mar 14, 2025, 7:50 AM');
  await expect(table.getByRole('rowheader')).toHaveCount(44);
  await expect(dialog.getByText('Candles: Alpaca (IEX feed)', { exact: true })).toBeAttached();
  await expect(dialog.getByRole('list', { name: 'Fills on the chart' }).getByRole('listitem')).toHaveText([
    'Buy 100 at 189.50 (entry), Mar 14, 2025, 9:31 AM',
    'Sell 100 at 190.25 (exit), Mar 14, 2025, 9:45 AM',
  ]);

  // By hand from alpaca-bars.json: the four candles inside (9:30 to 9:45) reach down to 189.45;
  // none beats the exit at 190.25, so the MFE is the exit and the whole move was kept.
  const excursions = dialog.getByLabel('Excursions');
  await expect(excursions).toBeVisible();
  await expect(excursions.getByRole('definition').nth(0)).toContainText('189.45');
  await expect(excursions.getByRole('definition').nth(0)).toContainText('0.05 per unit, $5.00');
  await expect(excursions.getByRole('definition').nth(1)).toContainText('190.25');
  await expect(excursions.getByRole('definition').nth(1)).toContainText('0.75 per unit, $75.00');
  await expect(excursions.getByText('Share of the move captured')).toBeVisible();
  await expect(excursions).toContainText('100%');
  await expect(excursions.getByText('Hindsight best entry')).toBeVisible();
  await expect(dialog.getByText(/^Confidence:/)).toContainText('%');
  await expect(dialog.getByRole('list', { name: 'Why this confidence' })).toContainText('candles');
});

test('the timeframe chosen is asked for, and remembered when the dialog opens again', async ({ page }) => {
  let dialog = await openTrade(page, 'AAPL');
  await expect(dialog.getByRole('table', { name: 'AAPL, 5m candles' })).toBeAttached();
  await expect(dialog.getByLabel('Timeframe')).toHaveValue('5m');
  await dialog.getByLabel('Timeframe').selectOption('15m');
  await expect(dialog.getByRole('table', { name: 'AAPL, 15m candles' })).toBeAttached();
  await expect(dialog.getByRole('img', { name: 'AAPL, 15m candles' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('trade-chart-timeframe'))).toBe('15m');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  dialog = await openTrade(page, 'AAPL');
  await expect(dialog.getByLabel('Timeframe')).toHaveValue('15m');
  await expect(dialog.getByRole('table', { name: 'AAPL, 15m candles' })).toBeAttached();
});

test('a trade without candles: Chart data not available, the analysis says what it could not measure, and a candle CSV fills the chart', async ({ page }) => {
  const dialog = await openTrade(page, 'TSLA');
  await expect(dialog.getByText('Chart data not available')).toBeVisible();
  await expect(dialog.getByText(/^Not measured without candles of TSLA itself: MAE, MFE/)).toBeVisible();
  await expect(dialog.getByText(/No candles of TSLA cover this trade, so MAE and MFE are not measured/)).toBeVisible();
  await expect(dialog.getByLabel('Excursions')).toHaveCount(0);

  const form = dialog.getByRole('form', { name: 'Import candles for TSLA' });
  await form.getByLabel('Candle CSV file').setInputFiles(fixtureFile('tsla-candles-bad-row.csv'));
  await form.getByRole('button', { name: 'Import candles' }).click();
  await expect(form.getByRole('alert')).toContainText('Line 3:');
  await expect(dialog.getByText('Chart data not available')).toBeVisible();

  await form.getByLabel('Candle CSV file').setInputFiles(fixtureFile('tsla-candles-5m.csv'));
  await form.getByRole('button', { name: 'Import candles' }).click();
  await expect(dialog.getByRole('img', { name: 'TSLA, 5m candles' })).toBeVisible();
  await expect(dialog.getByText('Candles: your upload', { exact: true })).toBeAttached();
  await expect(dialog.getByLabel('Excursions')).toBeVisible();
});

test('on a 390 px phone, by keyboard: the dialog opens, the timeframe changes, nothing scrolls sideways, axe finds nothing serious', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const history = new TradeHistoryPage(page);
  await history.open();
  const button = history.tradeButton(/^Open trade AAPL .*Mar 14, 2025/);
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Trade: AAPL / });
  await expect(dialog.getByRole('img', { name: 'AAPL, 5m candles' })).toBeVisible();
  await expect(dialog.getByLabel('Excursions')).toBeVisible();

  const timeframe = dialog.getByLabel('Timeframe');
  for (let presses = 0; presses < 15 && !(await timeframe.evaluate((element) => element === document.activeElement)); presses++) await page.keyboard.press('Tab');
  await expect(timeframe).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(timeframe).toHaveValue('10m');
  await expect(dialog.getByRole('table', { name: 'AAPL, 10m candles' })).toBeAttached();

  expect(await horizontalOverflow(page), (await elementsPastTheRightEdge(page)).join('\n')).toBe(0);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});
