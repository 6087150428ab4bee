import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { JOURNAL_DAYS, journalTest as test, TradeHistoryPage } from './pages/JournalPages';

// Each test loads the dashboard's or history's calls on a shared 2-core machine: allow for it.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

test('lists every imported trade, newest first, and the header search opens it filtered', async ({ page }) => {
  const history = new TradeHistoryPage(page);
  await history.open();
  await expect.poll(() => history.symbols()).toEqual(['AAPL', 'MSFT', 'NVDA', 'TSLA', 'AAPL']);
  await expect(page.getByText('Showing 5 of 5 trades')).toBeVisible();

  const shell = new AppShell(page);
  await page.goto('/dashboard');
  await shell.search.fill('msft');
  await shell.search.press('Enter');
  await expect(page).toHaveURL(/\/history\?search=msft$/);
  await expect(history.search).toHaveValue('msft');
  await expect.poll(() => history.symbols()).toEqual(['MSFT']);
});

test('filter, time period and date range apply with Apply Filters; search applies on Enter', async ({ page }) => {
  const history = new TradeHistoryPage(page);
  await history.open();
  await expect.poll(() => history.symbols()).toHaveLength(5);

  await page.getByLabel('Filter', { exact: true }).selectOption('losers');
  await expect.poll(() => history.symbols()).toHaveLength(5);
  await history.apply();
  await expect.poll(() => history.symbols()).toEqual(['MSFT']);

  await page.getByLabel('Filter', { exact: true }).selectOption('short');
  await history.apply();
  await expect.poll(() => history.symbols()).toEqual(['TSLA']);

  await page.getByLabel('Filter', { exact: true }).selectOption('all');
  await page.getByRole('button', { name: 'Date Range' }).click();
  await page.getByLabel('From', { exact: true }).fill(JOURNAL_DAYS.second);
  await page.getByLabel('To', { exact: true }).fill(JOURNAL_DAYS.second);
  await history.apply();
  await expect.poll(() => history.symbols()).toEqual(['AAPL', 'MSFT']);
  await expect(page).toHaveURL(new RegExp(`from=${JOURNAL_DAYS.second}&to=${JOURNAL_DAYS.second}`));

  await page.getByRole('button', { name: 'Clear dates' }).click();
  await page.getByLabel('Time period').selectOption('today');
  await history.apply();
  await expect(page.getByText('No trades match these filters.')).toBeVisible();

  await page.getByLabel('Time period').selectOption('all');
  await history.search.fill('tsla');
  await history.search.press('Enter');
  await expect.poll(() => history.symbols()).toEqual(['TSLA']);
});

test('notes, a setup tag, a mistake tag and a stop are saved on a trade, searched and filtered by', async ({ page }) => {
  const history = new TradeHistoryPage(page);
  await history.open();
  await history.tradeButton('MSFT').click();
  const dialog = page.getByRole('dialog', { name: /^Trade: MSFT long/ });
  await expect(dialog.getByRole('region', { name: 'How its P&L adds up' })).toContainText('(405.50 − 410.00) × 10 × 1 = -$45.00');
  await expect(dialog).toContainText('Chart data not available');
  await dialog.getByLabel('Notes', { exact: true }).fill('Faded the opening range too early');
  await dialog.getByRole('combobox', { name: 'Setups' }).fill('Opening range');
  await dialog.getByRole('button', { name: 'Add setups tag' }).click();
  await dialog.getByRole('combobox', { name: 'Mistakes' }).fill('Early entry');
  await dialog.getByRole('combobox', { name: 'Mistakes' }).press('Enter');
  await dialog.getByLabel('Planned stop price').fill('407.75');
  await dialog.getByRole('button', { name: 'Save notes and tags' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  // Risk 2.25 × 10 = $22.50; -$45.00 is -2R.
  await expect(dialog).toContainText('R-multiple: -2R');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const row = history.table.getByRole('row').filter({ has: page.getByRole('button', { name: /^Open trade MSFT / }) });
  await expect(row).toContainText('Opening range');
  await expect(row).toContainText('Early entry');
  await expect(row).toContainText('Faded the opening range');

  await history.search.fill('opening range');
  await history.search.press('Enter');
  await expect.poll(() => history.symbols()).toEqual(['MSFT']);

  await history.open();
  await page.getByLabel('Tag').selectOption({ label: 'Mistake: Early entry (1)' });
  await history.apply();
  await expect.poll(() => history.symbols()).toEqual(['MSFT']);
});

test('a stop on the wrong side of the entry is refused with the reason and changes nothing', async ({ page }) => {
  const history = new TradeHistoryPage(page);
  await history.open();
  await history.tradeButton('TSLA').click();
  const dialog = page.getByRole('dialog', { name: /^Trade: TSLA short/ });
  await dialog.getByLabel('Planned stop price').fill('200');
  await dialog.getByRole('button', { name: 'Save notes and tags' }).click();
  await expect(dialog.getByRole('status')).toContainText('The stop of a short trade must be above its entry price');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await history.tradeButton('TSLA').click();
  await expect(page.getByRole('dialog').getByLabel('Planned stop price')).toHaveValue('');
});

test('Export downloads the filtered trades as CSV', async ({ page }) => {
  const history = new TradeHistoryPage(page);
  await history.open('?filter=winners');
  await expect.poll(() => history.symbols()).toEqual(['AAPL', 'TSLA', 'AAPL']);
  const link = page.getByRole('link', { name: 'Export' });
  const response = await page.request.get((await link.getAttribute('href')) ?? '');
  expect(response.status(), await response.text()).toBe(200);
  const csv = (await response.text()).trim().split(/\r?\n/);
  expect(csv).toHaveLength(4);
  expect(csv.slice(1).map((line) => line.split(',').find((cell) => /^(AAPL|TSLA|MSFT|NVDA)$/.test(cell)))).toEqual(['AAPL', 'TSLA', 'AAPL']);

  const download = page.waitForEvent('download');
  await link.click();
  expect((await download).suggestedFilename()).toMatch(/^trades-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('works at 390 px by keyboard, with no sideways scroll and no serious axe violation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const history = new TradeHistoryPage(page);
  await history.open();
  await expect.poll(() => history.symbols()).toHaveLength(5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  await history.tradeButton('AAPL').first().focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(history.tradeButton('AAPL').first()).toBeFocused();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter(({ impact }) => impact === 'serious' || impact === 'critical').map(({ id, nodes }) => `${id}: ${nodes[0]?.target.join(' ')}`)).toEqual([]);
});
