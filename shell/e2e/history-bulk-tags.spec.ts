import { expect as baseExpect } from '@playwright/test';
import { journalTest as test, TradeHistoryPage } from './pages/JournalPages';

// The history's calls on a shared 2-core machine: allow for them.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

const TAG = 'Bulk tagged e2e';

test('selects two trades, adds one tag to both at once, and both rows show it; on a phone the whole page is selected and the tag taken off', async ({ page }) => {
  const history = new TradeHistoryPage(page);
  await history.open();
  await expect.poll(() => history.symbols()).toHaveLength(5);
  const rowOf = (symbol: string) => history.table.locator('tbody tr').filter({ has: page.getByRole('button', { name: new RegExp(`^Open trade ${symbol} `) }) });

  await history.table.getByRole('checkbox', { name: /^Select trade MSFT long, / }).check();
  // The keyboard: Space on a focused box.
  await history.table.getByRole('checkbox', { name: /^Select trade TSLA short, / }).focus();
  await page.keyboard.press('Space');
  const bar = page.getByRole('form', { name: 'Tag the selected trades' });
  await expect(bar.getByRole('status')).toHaveText('2 selected');
  await expect(page.getByRole('checkbox', { name: 'Select every trade shown' })).not.toBeChecked();

  await bar.getByRole('combobox', { name: 'Tag', exact: true }).fill(TAG);
  await bar.getByRole('button', { name: 'Add tag' }).click();
  await expect(bar.getByRole('status')).toHaveText(`2 selected. Added “${TAG}” to 2 trades.`);
  await expect(rowOf('MSFT')).toContainText(TAG);
  await expect(rowOf('TSLA')).toContainText(TAG);
  for (const symbol of ['NVDA']) await expect(rowOf(symbol)).not.toContainText(TAG);
  // Saved: a reload shows them still.
  await page.reload();
  await expect(rowOf('MSFT')).toContainText(TAG);
  await expect(rowOf('TSLA')).toContainText(TAG);

  await page.setViewportSize({ width: 390, height: 844 });
  // A phone shows cards, each with its box, and the tag on the cards of the tagged trades.
  await expect(history.card('MSFT')).toContainText(TAG);
  await expect(history.card('MSFT').getByRole('checkbox', { name: /^Select trade MSFT long, / })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select every trade shown' }).check();
  await expect(bar.getByRole('status')).toHaveText('5 selected');
  await bar.getByRole('combobox', { name: 'Tag', exact: true }).fill(TAG);
  await bar.getByRole('button', { name: 'Remove tag' }).click();
  await expect(bar.getByRole('status')).toHaveText(`5 selected. Removed “${TAG}” from 5 trades.`);
  await expect(history.cards).not.toContainText(TAG);
  // The page is no wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await bar.getByRole('button', { name: 'Clear selection' }).click();
  await expect(bar.getByRole('button', { name: 'Add tag' })).toHaveCount(0);
});
