import path from 'node:path';
import { expect as baseExpect, test as base, type Page } from '@playwright/test';
import { newAccount, SignUpPage } from './pages/AuthPages';
import { ImportTradeCenter } from './pages/ImportTradeCenter';
import { DashboardPage, newYorkDaysAgo } from './pages/JournalPages';
import { RESULTS_DIR } from './support/environment';
import { elementsPastTheRightEdge, horizontalOverflow, seriousAccessibilityViolations } from './support/pageChecks';

// The import, the insights run after it and the page's calls share a 2-core machine: allow for it.
const expect = baseExpect.configure({ timeout: 20_000 });

/**
 * das-insights-hour.csv plants one pattern the engine must find: 24 AMD/INTC round trips entered
 * between 10:00 and 10:49 New York time, every one a loser (-$40 to -$80), and 24 entered between
 * 14:00 and 14:49, every one a winner (+$15 to +$35). Same symbols, size and holding time in both
 * hours, so the hour of entry is the difference.
 */
const PLANTED_LEAK = 'Leak: Entries 10:00-10:59 (America/New_York)';

const test = base.extend<object, { insightsState: string }>({
  insightsState: [
    async ({ browser }, use, workerInfo) => {
      const statePath = path.join(RESULTS_DIR, `insights-${workerInfo.workerIndex}-${process.pid}.json`);
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, storageState: { cookies: [], origins: [] } });
      const page = await context.newPage();
      await new SignUpPage(page).signUp(newAccount(`insights${workerInfo.workerIndex}`));
      await expect(page).toHaveURL(/\/dashboard$/);
      const center = new ImportTradeCenter(page);
      await center.open();
      await center.uploadCsvFrom('DAS Trader Pro');
      await center.chooseCsv('das-insights-hour.csv', { tradeDate: newYorkDaysAgo(2) });
      await center.confirmImport();
      await expect(center.uploadResult).toContainText('Imported');
      await context.storageState({ path: statePath });
      await context.close();
      await use(statePath);
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  storageState: async ({ insightsState }, use) => use(insightsState),
});

test.describe.configure({ timeout: 120_000 });

async function openInsights(page: Page) {
  await page.goto('/insights');
  await page.getByRole('heading', { name: 'AI Insights', level: 1 }).waitFor();
}

test('/insights shows the planted pattern with its evidence, confidence, time and its 24 trades, each opening its dialog', async ({ page }) => {
  await openInsights(page);
  const patterns = page.getByRole('region', { name: 'Pattern Recognition' });
  const leak = patterns.getByRole('article', { name: PLANTED_LEAK });
  await expect(leak).toContainText('Sample size 24 trades');
  await expect(leak).toContainText(/Confidence (9\d|100)%: Very strong/);
  await expect(leak).toContainText('corrected for the');
  await expect(leak.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
  const evidence = leak.getByRole('table', { name: 'Evidence' });
  await expect(evidence.getByRole('row', { name: /^Win rate 0\.0%$/ })).toBeVisible();
  await expect(evidence.getByRole('row', { name: /^Sample size 24 trades$/ })).toBeVisible();

  await leak.getByRole('button', { name: 'Show its 24 trades' }).click();
  const trades = leak.getByRole('table', { name: `The trades behind “${PLANTED_LEAK}”` });
  await expect(trades.locator('tbody tr')).toHaveCount(24);
  await expect(leak.getByRole('status')).toHaveText('Showing 24 trades of 24.');
  // Every trade behind the leak is one of the planted 10 AM losers.
  for (const pnl of await trades.locator('tbody tr td:nth-last-child(2)').allTextContents()) expect(pnl).toMatch(/^-\$[4-8]\d\.00$/);
  await trades.getByRole('button', { name: /^Open trade (AMD|INTC) / }).first().click();
  const dialog = page.getByRole('dialog', { name: /^Trade: (AMD|INTC) long/ });
  await expect(dialog).toContainText('10:');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await leak.getByRole('button', { name: 'Hide its trades' }).click();
  await expect(trades).toBeHidden();

  await expect(patterns.getByRole('article', { name: 'Edge: Entries 14:00-14:59 (America/New_York)' })).toContainText('Sample size 24 trades');
  await expect(page.getByRole('region', { name: 'Risk Alerts' }).getByRole('article', { name: 'Daily loss beyond your limit' })).toContainText('Confidence 100%: Measured');
  await expect(page.getByRole('region', { name: 'Recommendations' }).getByRole('article').first()).toContainText('Based on');
});

test('the dashboard card shows the newest three insights with their times, and View Full Analysis opens /insights', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.open();
  const card = dashboard.card('AI Insights');
  await expect(card.getByRole('listitem')).toHaveCount(3);
  await expect(card.locator('time')).toHaveCount(3);
  const titles = await card.getByRole('heading', { level: 3 }).allTextContents();
  await card.getByRole('link', { name: 'View Full Analysis' }).click();
  await expect(page).toHaveURL(/\/insights$/);
  // The card's three are insights of the page.
  for (const title of titles) await expect(page.getByRole('article', { name: title, exact: true }).first()).toBeVisible();
});

test('/insights on a 390 px phone with a trades panel open: by keyboard, no sideways scroll, no serious axe violation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openInsights(page);
  const leak = page.getByRole('article', { name: PLANTED_LEAK });
  const show = leak.getByRole('button', { name: 'Show its 24 trades' });
  await show.focus();
  await page.keyboard.press('Enter');
  await expect(leak.getByRole('button', { name: 'Hide its trades' })).toHaveAttribute('aria-expanded', 'true');
  await expect(leak.getByRole('table', { name: `The trades behind “${PLANTED_LEAK}”` }).locator('tbody tr')).toHaveCount(24);
  const overflow = await horizontalOverflow(page);
  expect(overflow, `wider than the window by ${overflow}px: ${(await elementsPastTheRightEdge(page)).join('; ')}`).toBeLessThanOrEqual(0);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('the import that found the leak rang the bell: its count, the new insight in the list, opened and marked read', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.open();
  const header = page.getByRole('banner');
  const bell = header.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  const unread = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label'))!)![1]);
  expect(unread).toBeGreaterThanOrEqual(1);
  await bell.click();
  const centre = page.getByRole('region', { name: 'Notification centre' });
  const entry = centre.getByRole('link', { name: new RegExp(`^Unread: New insight: ${PLANTED_LEAK.replace(/[()]/g, '\\$&')}`) });
  await expect(entry).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await entry.click();
  await expect(page).toHaveURL(/\/insights$/);
  await expect(centre).toBeHidden();
  await expect(header.getByRole('button', { name: unread === 1 ? 'Notifications, none unread' : `Notifications, ${unread - 1} unread` })).toBeVisible();
});
