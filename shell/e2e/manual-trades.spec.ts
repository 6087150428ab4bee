import { expect, test } from '@playwright/test';
import { newAccount, SignUpPage } from './pages/AuthPages';
import { TradeHistoryPage } from './pages/JournalPages';
import { seriousAccessibilityViolations } from './support/pageChecks';

// An account of its own: its journal holds only what the test enters by hand. Its times are typed
// in the account's Timezone (New York), in the past.
test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ timeout: 120_000 });

test('a trade entered by hand is added, edited, closed and deleted, marked Manual in the history, its dialog and the dashboard', async ({ page }) => {
  await new SignUpPage(page).signUp(newAccount('manual'));
  await expect(page).toHaveURL(/\/dashboard$/);
  const history = new TradeHistoryPage(page);
  await history.open();

  // Add: a refused field is named under it and nothing is stored; then an open PLTR long.
  await page.getByRole('button', { name: 'Add trade' }).click();
  const adding = page.getByRole('dialog', { name: 'Add a trade' });
  const form = adding.getByRole('form', { name: 'Add a trade' });
  await form.getByLabel('Symbol').fill('PLTR');
  await form.getByLabel('Entry price').fill('20');
  await form.getByLabel('Entry time').fill('2026-01-05T10:00');
  await form.getByRole('button', { name: 'Add trade' }).click();
  await expect(form.getByLabel('Quantity')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Quantity')).toHaveAccessibleDescription('Quantity is required.');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await form.getByLabel('Quantity').fill('10');
  await form.getByRole('button', { name: 'Add trade' }).click();
  await expect(adding).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Added PLTR long' })).toBeVisible();
  const row = history.table.getByRole('row', { name: /PLTR/ });
  await expect(row).toContainText('Manual');
  await expect(row).toContainText('Open');

  // Edit it in its dialog: 20 shares.
  await history.tradeButton('PLTR').click();
  const dialog = page.getByRole('dialog', { name: /^Trade: PLTR long/ });
  await expect(dialog.getByRole('heading', { name: 'Entered by hand' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Edit trade' }).click();
  const editing = dialog.getByRole('form', { name: 'Edit trade' });
  await expect(editing.getByLabel('Symbol')).toHaveValue('PLTR');
  await editing.getByLabel('Quantity').fill('20');
  await editing.getByRole('button', { name: 'Save trade' }).click();
  await expect(editing).toBeHidden();

  // Close the position by hand at 25: +$100 (20 x 5).
  await dialog.getByRole('button', { name: 'Close position' }).click();
  const closing = dialog.getByRole('form', { name: 'Close position' });
  await expect(closing).toContainText('Closes the 20 still open');
  await closing.getByLabel('Exit price').fill('25');
  await closing.getByLabel('Exit time').fill('2026-01-06T15:30');
  await closing.getByRole('button', { name: 'Close position' }).click();
  await expect(closing).toBeHidden();
  await expect(dialog.getByRole('region', { name: 'Net P&L' })).toContainText('$100.00');
  await expect(dialog.getByRole('region', { name: 'Net P&L' })).toContainText('Manual');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(row).toContainText('$100.00');
  await expect(row).toContainText('Manual');

  // The dashboard counts it, and lists it as Manual.
  await page.goto('/dashboard');
  const recent = page.getByRole('table', { name: 'Recent trades, newest first' });
  await expect(recent.getByRole('row', { name: /PLTR/ })).toContainText('Manual');
  await expect(recent.getByRole('row', { name: /PLTR/ })).toContainText('$100.00');
  const trades = (await (await page.request.get('/api/trades')).json()) as { symbol: string; pnl: string; manual: boolean; status: string }[];
  expect(trades.map(({ symbol, pnl, manual, status }) => ({ symbol, pnl, manual, status }))).toEqual([{ symbol: 'PLTR', pnl: '100', manual: true, status: 'closed' }]);

  // Delete it: the history and the dashboard are empty again.
  await history.open();
  await history.tradeButton('PLTR').click();
  await dialog.getByRole('button', { name: 'Delete trade' }).click();
  await dialog.getByRole('button', { name: 'Yes, delete trade' }).click();
  await expect(dialog).toBeHidden();
  await expect(history.table.getByRole('row', { name: /PLTR/ })).toHaveCount(0);
  expect(await (await page.request.get('/api/trades')).json()).toEqual([]);
  await page.goto('/dashboard');
  await expect(page.getByText('No trades yet. Upload a CSV to see your trading data!').first()).toBeVisible();
});
