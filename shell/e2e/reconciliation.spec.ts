import { expect, test } from '@playwright/test';
import { newAccount, SignUpPage } from './pages/AuthPages';
import { ImportTradeCenter } from './pages/ImportTradeCenter';

// An account of its own: the history is checked to hold exactly this import's trades.
test.use({ storageState: { cookies: [], origins: [] } });

// das-with-pnl.csv: DAS Trader's own P / L. MU agrees (+125); GOLD's −50 covers a short of an
// earlier day (named); NVDA's 93.20 against our 100 is a difference nothing known explains.
test("the broker's own P&L is set against the journal's in the preview, the result and Recent Imports, and the import's trades open in the history", async ({ page }) => {
  await new SignUpPage(page).signUp(newAccount('reconcile'));
  await expect(page).toHaveURL(/\/dashboard$/);
  const center = new ImportTradeCenter(page);
  await center.open();
  await center.chooseCsv('das-with-pnl.csv', { platform: 'DAS Trader Pro', tradeDate: '2026-07-15' });

  const compared = center.preview.getByRole('region', { name: "Broker's figures against ours" });
  await expect(compared.getByRole('note')).toContainText('Does not reconcile');
  const rows = compared.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toHaveText(/^NVDA\+\$93\.20\+\$100\.00-\$6\.80$/);
  await expect(rows.nth(2)).toHaveText('Why NVDA differs: Unexplained -$6.80');
  await expect(rows.nth(4)).toHaveText('Why GOLD differs: Closes a position opened before this history: -$50.00');
  await expect(rows.last()).toHaveText(/^Total\+\$188\.20\+\$245\.00-\$56\.80$/);

  await center.confirmImport();
  await expect(center.uploadResult.getByRole('region', { name: "Broker's figures against ours" })).toContainText('-$6.80');

  const entry = center.recentImports.getByRole('listitem').first();
  await expect(entry).toContainText('does not reconcile');
  await entry.getByRole('button', { name: 'Compare with broker' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare with broker' });
  await expect(dialog.getByRole('region', { name: "Broker's figures against ours" })).toContainText('NVDA');
  await dialog.getByRole('button', { name: 'Close' }).click();

  await entry.getByRole('link', { name: /^Trades of DAS Trader Pro import of/ }).click();
  await expect(page).toHaveURL(/\/history\?import=\d+$/);
  await expect(page.getByRole('note').filter({ hasText: 'Only the trades of import' })).toBeVisible();
  await expect(page.getByText('Showing 3 of 3 trades')).toBeVisible();
});
