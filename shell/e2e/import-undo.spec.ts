import { expect, test } from '@playwright/test';
import { newAccount, SignUpPage } from './pages/AuthPages';
import { ImportTradeCenter } from './pages/ImportTradeCenter';

// An account of its own: the undo empties its journal.
test.use({ storageState: { cookies: [], origins: [] } });

test('an import is undone from Recent Imports after saying what it removes: its trades leave the journal, the record stays as undone', async ({ page }) => {
  await new SignUpPage(page).signUp(newAccount('undo'));
  await expect(page).toHaveURL(/\/dashboard$/);
  const center = new ImportTradeCenter(page);
  await center.open();
  await center.chooseCsv('das-trades.csv', { platform: 'DAS Trader Pro', tradeDate: '2025-03-14' });
  await center.confirmImport();
  await expect(center.toast).toContainText('Imported 3 trades from DAS Trader Pro');
  expect(((await (await page.request.get('/api/trades')).json()) as unknown[]).length).toBe(3);

  const entry = center.recentImports.getByRole('listitem').first();
  await entry.getByRole('button', { name: /^Undo DAS Trader Pro import of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Undo this import?' });
  await expect(dialog).toContainText('This import added 5 fills in 3 trades.');
  await expect(dialog.getByRole('list', { name: 'What undoing does' })).toContainText('Removes the 5 fills this import added');
  await expect(dialog.getByRole('table')).toContainText('TSLA');
  // Nothing is removed by looking.
  expect(((await (await page.request.get('/api/trades')).json()) as unknown[]).length).toBe(3);

  await dialog.getByRole('button', { name: 'Undo Import' }).click();
  await expect(page.getByText('Import Undone')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(center.recentImports.getByRole('listitem').first()).toContainText('undone');
  await expect(center.recentImports.getByRole('button', { name: /^Undo / })).toHaveCount(0);
  expect(await (await page.request.get('/api/trades')).json()).toEqual([]);
});
