import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect } from '@playwright/test';
import { DashboardPage, JOURNAL_DAYS, journalTest as test } from './pages/JournalPages';

// Each test loads the dashboard's or history's calls on a shared 2-core machine: allow for it.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

// The trader of JournalPages: AAPL +$75 and TSLA +$75 (NVDA open) on day one, MSFT -$45 and AAPL +$50 on day two.
test('the stat cards show the imported trades’ figures in their SPEC formats and colours', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.open();
  await expect(dashboard.statCard('Total P&L')).toContainText('+$155.00');
  await expect(dashboard.statCard('Total P&L')).toContainText('4 trades · 1 open');
  await expect(dashboard.statCard('Win Rate')).toContainText('75.0%');
  await expect(dashboard.statCard('Win Rate').getByText('75.0%')).toHaveCSS('color', 'rgb(34, 197, 94)');
  await expect(dashboard.statCard('Win Rate')).toContainText('3 of 4 closed trades');
  await expect(dashboard.statCard('Profit Factor')).toContainText('4.44');
  await expect(dashboard.statCard('Max Drawdown')).toContainText('$45.00');

  const recent = dashboard.card('Recent Trades');
  await expect(recent.getByRole('table')).toContainText('NVDA');
  await expect(recent.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/history');
  const symbols = dashboard.card('Top Performing Symbols').getByRole('table');
  // Each symbol's trade count is under its name: the three columns fit the dashboard's side column,
  // none cut off behind a sideways scroll.
  await expect(symbols.getByRole('row').nth(1)).toContainText('AAPL2 trades+$125.00100.0%');
  await expect(symbols.getByRole('row').nth(3)).toContainText('MSFT1 trade-$45.000.0%');
  expect(await symbols.evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth)).toBe(0);
  await expect(dashboard.card('Advanced Analytics')).toContainText('Best day');
  await expect(dashboard.card('AI Insights').getByRole('link', { name: 'View Full Analysis' })).toHaveAttribute('href', '/insights');
});

test('every stat card opens its formula, its numbers and the trades behind it, each opening the trade', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.open();
  await page.getByRole('button', { name: 'Explain Max Drawdown' }).click();
  const panel = page.getByRole('dialog', { name: 'How Max Drawdown is calculated' });
  await expect(panel.getByRole('region', { name: 'Formula' })).toContainText('peak');
  await expect(panel.getByRole('region', { name: 'Your numbers' })).toContainText('$45.00');
  const trades = panel.getByRole('table', { name: 'The trades behind it' });
  await expect(trades.locator('tbody th')).toHaveText(['MSFT']);
  await trades.getByRole('button', { name: /^Open trade MSFT/ }).click();
  const trade = page.getByRole('dialog', { name: /^Trade: MSFT long/ });
  await expect(trade.getByRole('region', { name: 'How its P&L adds up' })).toContainText('-$45.00 − $0.00 − $0.00 = -$45.00');
  await page.keyboard.press('Escape');
  await expect(trade).toBeHidden();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Escape');

  for (const [card, expected] of [['Total P&L', 4], ['Win Rate', 4], ['Profit Factor', 4]] as const) {
    await page.getByRole('button', { name: `Explain ${card}` }).click();
    const dialog = page.getByRole('dialog', { name: `How ${card} is calculated` });
    await expect(dialog.getByRole('table', { name: 'The trades behind it' }).locator('tbody tr')).toHaveCount(expected);
    await dialog.getByRole('button', { name: 'Close' }).click();
  }
});

test('the equity curve switches 1M, 3M, 1Y and All; a day opens its trades and its journal entry', async ({ page }) => {
  const dashboard = new DashboardPage(page);
  await dashboard.open();
  const range = page.getByRole('group', { name: 'Chart range' });
  await expect(range.getByRole('button')).toHaveText(['1M', '3M', '1Y', 'All']);
  await expect(range.getByRole('button', { name: '1M' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('img', { name: 'Cumulative net P&L, the last month' })).toBeVisible();
  await range.getByRole('button', { name: 'All' }).click();
  await expect(range.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByText('Show the data as a table').click();
  const table = page.getByRole('table', { name: 'Cumulative net P&L, all time' });
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table.locator('tbody tr').last()).toContainText('+$5.00$155.00');

  await table.locator('tbody tr').last().getByRole('button').click();
  const day = page.getByRole('dialog', { name: /^How the P&L of .* is calculated$/ });
  await expect(day.getByRole('table', { name: 'The trades behind it' }).locator('tbody th')).toHaveText(['MSFT', 'AAPL']);
  await day.getByLabel('Plan', { exact: true }).fill('Only the first hour');
  await day.getByLabel('Review').fill('Took a loss on MSFT, stopped in time');
  await day.getByRole('button', { name: 'Save journal' }).click();
  await expect(day.getByText('Saved.')).toBeVisible();
  await day.getByRole('button', { name: 'Close' }).click();

  const calendar = dashboard.card('Daily P&L');
  const dayNumber = Number(JOURNAL_DAYS.second.slice(8));
  await expect(calendar.getByRole('button', { name: new RegExp(` ${dayNumber}, \\d{4}: \\+\\$5\\.00, 2 trades, journal entry$`) })).toBeVisible();
});

test('the dashboard works at 390 px with no sideways scroll and no serious axe violation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const dashboard = new DashboardPage(page);
  await dashboard.open();
  await expect(dashboard.statCard('Total P&L')).toContainText('+$155.00');
  await expect(dashboard.card('Advanced Analytics')).toContainText('Best day');
  // The equity curve is below the first screen: its drawing (victory) loads when it is scrolled to.
  const curve = dashboard.card('Performance').getByRole('img', { name: /^Cumulative net P&L/ });
  await expect(curve).toHaveCount(0);
  await dashboard.card('Performance').scrollIntoViewIfNeeded();
  await expect(curve).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter(({ impact }) => impact === 'serious' || impact === 'critical').map(({ id, nodes }) => `${id}: ${nodes[0]?.target.join(' ')}`)).toEqual([]);
});
