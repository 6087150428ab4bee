import { expect, test } from '@playwright/test';
import { newAccount, SignUpPage } from './pages/AuthPages';
import { ImportTradeCenter } from './pages/ImportTradeCenter';
import { DashboardPage, TradeHistoryPage } from './pages/JournalPages';

// An account of its own: its whole journal is the options file.
test.use({ storageState: { cookies: [], origins: [] } });

// tradezero-options.csv: an SPXW call bought on 2 March 2026 and never sold (it expired on 9 March,
// so the journal closes it at 0: -$1,250.65 with its commission), and two AAPL puts bought and sold
// (+$180.00 less $2.60 of commissions: +$177.40). docs/options.md.
test('an options file: contracts by name, the expired call closed at 0 and marked, the figures counting it', async ({ page }) => {
  await new SignUpPage(page).signUp(newAccount('options'));
  await expect(page).toHaveURL(/\/dashboard$/);
  const center = new ImportTradeCenter(page);
  await center.open();
  await center.chooseCsv('tradezero-options.csv', { platform: 'TradeZero' });
  await center.confirmImport();
  await expect(center.toast).toContainText('Imported 2 trades from TradeZero');

  const history = new TradeHistoryPage(page);
  await history.open();
  const row = (name: string) => history.table.getByRole('row').filter({ has: page.getByRole('button', { name: new RegExp(`^Open trade ${name} `) }) });
  const expired = row('SPXW 9 Mar 26 6970 C');
  await expect(expired).toContainText('-$1,250.65');
  await expect(expired.getByText('Expired', { exact: true })).toBeVisible();
  const sold = row('AAPL 20 Mar 26 190 P');
  await expect(sold).toContainText('+$177.40');
  await expect(sold.getByText('Expired', { exact: true })).toHaveCount(0);

  await history.tradeButton('SPXW 9 Mar 26 6970 C').click();
  const dialog = page.getByRole('dialog', { name: /^Trade: SPXW 9 Mar 26 6970 C / });
  await expect(dialog).toContainText('Expired (closed at 0)');
  await expect(dialog).toContainText('SPXW  260309C06970000');

  const dashboard = new DashboardPage(page);
  await dashboard.open();
  await expect(dashboard.statCard('Total P&L')).toContainText('-$1,073.25');
  await expect(dashboard.statCard('Total P&L')).toContainText('2 trades');
  await expect(dashboard.statCard('Win Rate')).toContainText('1 of 2 closed trades');
});
