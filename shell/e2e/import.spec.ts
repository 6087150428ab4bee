import { expect, test } from '@playwright/test';
import { newAccount, SignUpPage } from './pages/AuthPages';
import { ImportTradeCenter } from './pages/ImportTradeCenter';
import { FAKE_ALPACA_KEY_ID, FAKE_ALPACA_SECRET_KEY } from './support/environment';

// Each test imports into an account of its own, so counts and histories do not race other tests.
test.use({ storageState: { cookies: [], origins: [] } });

test.beforeEach(async ({ page }) => {
  await new SignUpPage(page).signUp(newAccount('import'));
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a DAS Trader export is previewed, confirmed and listed in Recent Imports', async ({ page }) => {
  const center = new ImportTradeCenter(page);
  await center.open();
  await expect(center.recentImports.getByText('No recent imports')).toBeVisible();
  await expect(center.recentImportsCount).toHaveText('0');

  await center.uploadCsvFrom('DAS Trader Pro');
  await expect(center.toast).toContainText('Platform Selected');
  await expect(center.tab('CSV Upload')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Platform', { exact: true })).toHaveValue('das_trader');

  await center.chooseCsv('das-trades.csv', { tradeDate: '2025-03-14' });
  await expect(center.preview.getByRole('heading', { name: 'Preview: DAS Trader Pro' })).toBeVisible();
  await expect(center.previewFigure('Executions')).toHaveText('5');
  await expect(center.previewFigure('New')).toHaveText('5');
  await expect(center.previewFigure('Round trips')).toHaveText('3');
  await expect(center.previewFigure('Open positions')).toHaveText('1');
  await expect(center.previewFigure('Total net P&L')).toHaveText('+$150.00');
  await expect(center.preview.getByRole('table', { name: 'Round trips' })).toContainText('TSLA');

  await center.confirmImport();
  await expect(center.toast).toContainText('Upload Successful');
  await expect(center.toast).toContainText('Imported 3 trades from DAS Trader Pro');
  await expect(center.uploadResult).toContainText('Imported 3 trades from DAS Trader Pro');
  await expect(page.getByRole('progressbar', { name: 'Processing your file...' })).toBeHidden();

  const entry = center.recentImports.getByRole('listitem').first();
  await expect(entry).toContainText('DAS Trader Pro');
  await expect(entry).toContainText('CSV');
  await expect(entry).toContainText('completed');
  await expect(entry).toContainText('3 trades');
  await expect(entry).toContainText('0 duplicates skipped');
  await expect(center.recentImportsCount).toHaveText('1');

  await page.getByRole('button', { name: 'Upload Another File' }).click();
  await expect(page.getByRole('button', { name: 'Choose a CSV file to upload' })).toBeVisible();
});

test('a file with a bad row is refused with its line number and imports nothing', async ({ page }) => {
  const center = new ImportTradeCenter(page);
  await center.open();
  await center.chooseCsv('das-bad-row.csv', { platform: 'DAS Trader Pro', tradeDate: '2025-03-14' });

  await expect(page.getByRole('alert').filter({ hasText: 'This file cannot be imported' })).toContainText('Line 4: Unknown side "X"');
  await expect(page.getByRole('button', { name: 'Confirm import' })).toHaveCount(0);
  await expect(center.recentImports.getByText('No recent imports')).toBeVisible();
  await expect(center.recentImportsCount).toHaveText('0');
});

test('Alpaca fills of the last 30 days are imported through its API', async ({ page }) => {
  const center = new ImportTradeCenter(page);
  await center.open();
  await center.chooseApiBroker('Alpaca');
  await page.getByLabel('API Key ID').fill(FAKE_ALPACA_KEY_ID);
  await page.getByLabel('Secret Key').fill(FAKE_ALPACA_SECRET_KEY);
  await expect(page.getByLabel('Secret Key')).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Connect API' }).click();

  await expect(center.toast).toContainText('Import Successful');
  const imported = /Imported (\d+) trades from Alpaca/;
  await expect(center.toast).toContainText(imported);
  const trades = Number(imported.exec((await center.toast.textContent()) ?? '')?.[1]);
  expect(trades).toBeGreaterThan(0);
  const entry = center.recentImports.getByRole('listitem').first();
  await expect(entry).toContainText('Alpaca');
  await expect(entry).toContainText(`${trades} trades`);
  await expect(entry).toContainText('API');
  await expect(entry).toContainText('completed');
  // The credentials were kept: Alpaca now shows as connected, with its Auto-import.
  await expect(page.getByText('Alpaca is connected', { exact: false })).toBeVisible();
  const autoImport = page.getByRole('region', { name: 'Auto-import of Alpaca' });
  await expect(autoImport).toContainText('Turn on Auto-import trades in Settings');
  await expect(autoImport).toContainText('Never');
  // Sync now fetches the last 7 days again: every fill is already imported.
  await autoImport.getByRole('button', { name: 'Sync now' }).click();
  await expect(center.toast).toContainText('Nothing new from Alpaca.');
  await expect(autoImport).toContainText('0 trades added');
});
