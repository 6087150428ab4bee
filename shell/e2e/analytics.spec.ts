import { expect as baseExpect } from '@playwright/test';
import { journalTest as test } from './pages/JournalPages';
import { horizontalOverflow, seriousAccessibilityViolations } from './support/pageChecks';

// The page computes every figure on a shared 2-core machine: allow for it.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

// The trader of JournalPages, imported through the Import Trade Center (times in New York):
// AAPL long +$75 (09:31), TSLA short +$75 (10:02), MSFT long -$45 (09:35), AAPL long +$50 (10:10); NVDA open.
async function openAnalytics(page: import('@playwright/test').Page) {
  await page.goto('/analytics');
  await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
}

test('the cards and the breakdowns show the imported trades’ figures, each bucket with its sample and ranges', async ({ page }) => {
  await openAnalytics(page);
  const risk = page.getByRole('region', { name: 'Risk Analysis' });
  await expect(risk).toContainText('Max drawdown$45.00');
  await expect(risk).toContainText('Largest loss-$45.00');
  await expect(page.getByRole('region', { name: 'Trend' })).toContainText('Not enough data');
  await expect(page.getByRole('region', { name: 'Timing' })).toContainText('Best hour of entryNone with 20+ trades');

  const symbols = page.getByRole('table', { name: 'Symbol, by bucket' });
  await expect(symbols.locator('tbody tr')).toHaveCount(3);
  await expect(symbols.locator('tbody tr').nth(0)).toContainText('AAPL');
  await expect(symbols.locator('tbody tr').nth(0)).toContainText('Not enough data');
  await expect(symbols.locator('tbody tr').nth(0)).toContainText('2 trades');
  await expect(symbols.locator('tbody tr').nth(0)).toContainText('100.0%');
  await expect(symbols.locator('tbody tr').nth(0)).toContainText('+$62.50');
  await expect(symbols.locator('tbody tr').nth(0)).toContainText('+$125.00');
  const hours = page.getByRole('table', { name: 'Hour of entry' });
  await expect(hours.locator('tbody th')).toHaveText([/^09:00-09:59/, /^10:00-10:59/]);
  await expect(hours.locator('tbody tr').nth(0)).toContainText('+$30.00');
  await expect(page.getByRole('table', { name: 'Long vs short, by bucket' }).locator('tbody tr')).toHaveText([/^Long.*3.*\+\$80\.00$/, /^Short.*1.*\+\$75\.00$/]);
  await expect(page.getByRole('img', { name: 'P&L by hour of entry' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'P&L by weekday' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Distribution of trade results' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'R-multiple (trades with a planned stop)', exact: true })).toContainText('4 closed trades without a planned stop are not in this breakdown.');
});

test('a bucket opens its trades, each opening the trade dialog, by keyboard', async ({ page }) => {
  await openAnalytics(page);
  const symbols = page.getByRole('table', { name: 'Symbol, by bucket' });
  await symbols.getByRole('button', { name: 'AAPL: show its 2 trades' }).focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog', { name: 'Symbol: AAPL' });
  await expect(panel).toContainText('2 trades, newest first.');
  await expect(panel.getByRole('table').locator('tbody th')).toHaveText(['AAPL', 'AAPL']);
  await panel.getByRole('button', { name: /^Open trade AAPL/ }).first().click();
  const trade = page.getByRole('dialog', { name: /^Trade: AAPL long/ });
  await expect(trade).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(trade).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});

test('works at 390 px: no sideways scroll and no serious axe violation, on the page and in a bucket’s trades', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAnalytics(page);
  await expect(page.getByRole('table', { name: 'Hour of entry' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  // Every breakdown fits its card: no column (the total, once) hidden behind a sideways scroll.
  const tables = page.locator('table:has(tbody th button)');
  expect(await tables.count()).toBeGreaterThan(5);
  const scrolledAway = await tables.evaluateAll((found) =>
    found.filter((table) => table.parentElement!.scrollWidth > table.parentElement!.clientWidth + 1).map((table) => table.querySelector('caption')?.textContent),
  );
  expect(scrolledAway).toEqual([]);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.getByRole('table', { name: 'Weekday' }).getByRole('button').first().click();
  await expect(page.getByRole('dialog').getByRole('table')).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});
