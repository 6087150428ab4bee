import { expect, test } from '@playwright/test';
import { newAccount, SignUpPage } from './pages/AuthPages';
import { ImportTradeCenter } from './pages/ImportTradeCenter';
import { DashboardPage, TradeHistoryPage } from './pages/JournalPages';

// An account of its own: its whole journal is the spreads file.
test.use({ storageState: { cookies: [], origins: [] } });

// webull-spreads.csv: an SPXW call vertical (+$800), an AAPL iron condor (-$60), a QQQ put vertical
// rolled into another (-$100, then +$170), a KO covered call (+$150) and MSFT shares (+$100): six
// positions of thirteen trades, $1,060 in all (docs/options.md, "Multi-leg positions").
test('an options file of spreads: every figure counts positions, the history marks the legs, the dialog lists them', async ({ page }) => {
  await new SignUpPage(page).signUp(newAccount('spreads'));
  await expect(page).toHaveURL(/\/dashboard$/);
  const center = new ImportTradeCenter(page);
  await center.open();
  await center.chooseCsv('webull-spreads.csv', { platform: 'Webull' });
  await center.confirmImport();
  await expect(center.toast).toContainText('from Webull');

  const dashboard = new DashboardPage(page);
  await dashboard.open();
  await expect(dashboard.statCard('Total P&L')).toContainText('+$1,060.00');
  await expect(dashboard.statCard('Total P&L')).toContainText('6 trades');
  await expect(dashboard.statCard('Win Rate')).toContainText('4 of 6 closed trades');
  await expect(dashboard.statCard('Max Drawdown')).toContainText('$160.00');
  // The vertical is one +$800 trade, not a +$1,600 leg and a -$800 one.
  const topSymbols = dashboard.card('Top Performing Symbols');
  await expect(topSymbols.getByRole('row').nth(1)).toContainText('SPXW');
  await expect(topSymbols.getByRole('row').nth(1)).toContainText('+$800.00');

  const history = new TradeHistoryPage(page);
  await history.open();
  const row = (name: string) => history.table.getByRole('row').filter({ has: page.getByRole('button', { name: new RegExp(`^Open trade ${name} `) }) });
  await expect(row('SPXW 6 Mar 26 6900 C')).toContainText('Vertical');
  await expect(row('SPXW 6 Mar 26 6900 C')).toContainText('+$1,600.00');
  await expect(row('AAPL 20 Mar 26 220 C')).toContainText('Iron condor');
  await expect(row('MSFT')).not.toContainText('Vertical');

  await history.tradeButton('SPXW 6 Mar 26 6900 C').click();
  const dialog = page.getByRole('dialog', { name: /^Trade: SPXW 6 Mar 26 6900 C / });
  await expect(dialog.getByRole('heading', { name: 'Position: Vertical on SPXW' })).toBeVisible();
  await expect(dialog).toContainText('Every figure counts its position\'s: +$800.00');
  await expect(dialog).toContainText('Net debit$1,000.00');
  await expect(dialog).toContainText('Max loss$1,000.00');
  await expect(dialog).toContainText('R (P&L ÷ max loss)0.80R');
  const legs = dialog.getByRole('table', { name: 'Legs of this position' });
  await expect(legs.getByRole('row')).toHaveCount(3);
  await expect(legs).toContainText('SPXW 6 Mar 26 6910 C');
  await expect(legs).toContainText('-$800.00');
  await page.keyboard.press('Escape');

  // Split the covered call's call off: it and the shares count apart, seven trades.
  await history.tradeButton('KO 20 Mar 26 62 C').click();
  const call = page.getByRole('dialog', { name: /^Trade: KO 20 Mar 26 62 C / });
  await expect(call.getByRole('heading', { name: 'Position: Covered call on KO' })).toBeVisible();
  await call.getByRole('button', { name: 'Count this leg on its own' }).click();
  await expect(call.getByRole('heading', { name: /^Position:/ })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await dashboard.open();
  await expect(dashboard.statCard('Total P&L')).toContainText('7 trades');
  await expect(dashboard.statCard('Total P&L')).toContainText('+$1,060.00');
});
