import { expect as baseExpect, type Page } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { DashboardPage, JOURNAL_DAYS, journalTest as test, TradeHistoryPage } from './pages/JournalPages';

// Each view loads its figures on a shared 2-core machine: allow for it.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });

const filterBar = (page: Page) => page.getByRole('search', { name: 'Filter bar' });

// The trader of JournalPages: AAPL +$75 and TSLA +$75 (NVDA open) on day one, MSFT -$45 and AAPL +$50 on day two.
test('a filter applied on the dashboard is in the URL and carried to /analytics, AI Insights and the history', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.open();
  await expect(dashboard.statCard('Total P&L')).toContainText('+$155.00');

  const symbol = filterBar(page).getByLabel('Symbol or underlying');
  await symbol.fill('aapl');
  await symbol.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\?symbol=AAPL$/);
  // AAPL alone: +$75 and +$50, two trades, fewer than a figure needs to say much.
  await expect(dashboard.statCard('Total P&L')).toContainText('+$125.00');
  await expect(dashboard.statCard('Win Rate')).toContainText('2 of 2 closed trades');
  await expect(page.getByRole('note').filter({ hasText: 'This filter keeps 2 closed trades' })).toBeVisible();
  await expect(filterBar(page)).toContainText('AAPL');
  await expect(dashboard.card('Recent Trades').getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/history?symbol=AAPL');

  // The same filter on /analytics: its figures are AAPL's.
  await filterBar(page).getByRole('link', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/analytics\?symbol=AAPL$/);
  await expect(filterBar(page).getByLabel('Symbol or underlying')).toHaveValue('AAPL');
  const symbols = page.getByRole('table', { name: 'Symbol, by bucket' });
  await expect(symbols.locator('tbody tr')).toHaveCount(1);
  await expect(symbols.locator('tbody tr').nth(0)).toContainText('+$125.00');
  await expect(page.getByRole('table', { name: 'Long vs short, by bucket' }).locator('tbody tr')).toHaveText([/^Long.*2.*\+\$125\.00$/]);

  // On AI Insights: the engine's findings over AAPL's trades (too few for any).
  await filterBar(page).getByRole('link', { name: 'AI Insights' }).click();
  await expect(page).toHaveURL(/\/insights\?symbol=AAPL$/);
  await expect(page.getByText('Found over the filtered trades')).toBeVisible();
  await expect(page.getByText(/No finding in the filtered trades/)).toBeVisible();

  // In the history: AAPL's trades only; a side added there is in the URL too.
  await filterBar(page).getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/history\?symbol=AAPL$/);
  const history = new TradeHistoryPage(page);
  await expect.poll(() => history.symbols()).toEqual(['AAPL', 'AAPL']);
  await filterBar(page).getByLabel('Side').selectOption('short');
  await expect(page).toHaveURL(/\/history\?symbol=AAPL&side=short$/);
  await expect(page.getByText('No trades match these filters.')).toBeVisible();

  // Back on the dashboard by its link, Clear filters shows every trade again.
  await filterBar(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard\?symbol=AAPL&side=short$/);
  await filterBar(page).getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(dashboard.statCard('Total P&L')).toContainText('+$155.00');
});

test('a period compares with the one before, and a bookmarked filter opens as it was', async ({ page }) => {
  // Day two alone, compared with as many days just before it (no trade entered then).
  await page.goto(`/analytics?from=${JOURNAL_DAYS.second}&to=${JOURNAL_DAYS.second}&compare=1`);
  await expect(filterBar(page).getByLabel('From')).toHaveValue(JOURNAL_DAYS.second);
  const comparison = page.getByRole('region', { name: 'Compared with the previous period' });
  await expect(comparison).toContainText('Net P&L');
  await expect(comparison).toContainText('Too few trades to tell');
  await expect(page.getByRole('table', { name: 'Symbol, by bucket' }).locator('tbody tr')).toHaveCount(2);

  await page.goto(`/dashboard?from=${JOURNAL_DAYS.second}&to=${JOURNAL_DAYS.second}`);
  const dashboard = new DashboardPage(page);
  // MSFT -$45 and AAPL +$50 were entered on day two.
  await expect(dashboard.statCard('Total P&L')).toContainText('+$5.00');
  await filterBar(page).getByRole('switch', { name: 'Compare with previous period' }).click();
  await expect(page).toHaveURL(/compare=1/);
  await expect(page.getByRole('region', { name: 'Compared with the previous period' })).toContainText('Net P&L');
});

test("Account and Platform offer the trader's own, an old link's account is kept, and the sidebar's links carry the filter", async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.open();
  await expect(dashboard.statCard('Total P&L')).toContainText('+$155.00');
  // Both days were imported from DAS Trader, account TRPA1001.
  const account = filterBar(page).getByLabel('Account');
  const platform = filterBar(page).getByLabel('Platform');
  await expect(account.locator('option')).toHaveText(['All accounts', 'TRPA1001']);
  await expect(platform.locator('option')).toHaveText(['All platforms', 'DAS Trader Pro']);
  await account.selectOption('TRPA1001');
  await expect(page).toHaveURL(/\/dashboard\?account=TRPA1001$/);
  await platform.selectOption({ label: 'DAS Trader Pro' });
  const symbol = filterBar(page).getByLabel('Symbol or underlying');
  await symbol.fill('AAPL');
  await symbol.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\?account=TRPA1001&platform=das_trader&symbol=AAPL$/);
  await expect(dashboard.statCard('Total P&L')).toContainText('+$125.00');

  // The sidebar's Analytics, not the bar's link: the same filter, applied.
  await new AppShell(page).navItem('Analytics').click();
  await expect(page).toHaveURL(/\/analytics\?account=TRPA1001&platform=das_trader&symbol=AAPL$/);
  await expect(filterBar(page).getByLabel('Account')).toHaveValue('TRPA1001');
  await expect(filterBar(page).getByLabel('Symbol or underlying')).toHaveValue('AAPL');
  const symbols = page.getByRole('table', { name: 'Symbol, by bucket' });
  await expect(symbols.locator('tbody tr')).toHaveCount(1);
  await expect(symbols.locator('tbody tr').nth(0)).toContainText('+$125.00');

  // An account of an old link that is none of the trader's: still shown and applied, keeping no trade.
  await page.goto('/dashboard?account=GONE-1');
  await expect(filterBar(page).getByLabel('Account')).toHaveValue('GONE-1');
  await expect(filterBar(page).getByLabel('Account').locator('option:checked')).toHaveText('GONE-1 (no trades)');
  await expect(dashboard.statCard('Total P&L')).toContainText('$0.00');
});
