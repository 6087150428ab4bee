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

test('the P&L header sorts the history by P&L, largest first, then smallest first; the URL keeps the sort', async ({ page }) => {
  const history = new TradeHistoryPage(page);
  await history.open();
  await expect.poll(() => history.symbols()).toHaveLength(5);
  await expect(page.getByRole('columnheader', { name: 'Entry time' })).toHaveAttribute('aria-sort', 'descending');

  await history.table.getByRole('button', { name: 'P&L', exact: true }).click();
  await expect(page).toHaveURL(/\/history\?sort=pnl&dir=desc$/);
  await expect(page.getByRole('table', { name: 'Trade history, by P&L, largest first' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'P&L' })).toHaveAttribute('aria-sort', 'descending');
  // AAPL and TSLA made +$75.00 each on day one, the largest.
  await expect.poll(async () => (await history.pnls())[0]).toBe('+$75.00');
  await expect.poll(async () => (await history.pnls())[1]).toBe('+$75.00');

  await history.table.getByRole('button', { name: 'P&L', exact: true }).click();
  await expect(page).toHaveURL(/\/history\?sort=pnl&dir=asc$/);
  await expect.poll(() => history.symbols()).toEqual(expect.arrayContaining(['MSFT']));
  await expect.poll(async () => (await history.symbols())[0]).toBe('MSFT');
  expect((await history.pnls())[0]).toBe('-$45.00');

  // A reload keeps the order.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Trade history, by P&L, smallest first' })).toBeVisible();
  await expect.poll(async () => (await history.symbols())[0]).toBe('MSFT');
});

test('filter, time period and date range apply as chosen (Apply Filters stays); search applies on Enter', async ({ page }) => {
  const history = new TradeHistoryPage(page);
  await history.open();
  await expect.poll(() => history.symbols()).toHaveLength(5);

  // The list follows the choice without Apply Filters.
  await page.getByLabel('Filter', { exact: true }).selectOption('losers');
  await expect.poll(() => history.symbols()).toEqual(['MSFT']);
  await expect(page).toHaveURL(/filter=losers/);
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

  // The filter bar's Tags is the history's one tag filter (the history has no Tag select of its own).
  await history.open();
  await expect(page.getByRole('search', { name: 'Filter bar' }).getByLabel('Tag', { exact: true })).toHaveCount(0);
  await page.getByLabel('Tags', { exact: true }).selectOption({ label: 'Mistake: Early entry' });
  await expect(page).toHaveURL(/\/history\?tags=\d+$/);
  await expect.poll(() => history.symbols()).toEqual(['MSFT']);
  // An old link's single ?tag= opens as the bar's tags.
  const tagId = new URL(page.url()).searchParams.get('tags');
  await history.open(`?tag=${tagId}`);
  await expect(page).toHaveURL(new RegExp(`/history\\?tags=${tagId}$`));
  await expect.poll(() => history.symbols()).toEqual(['MSFT']);
});

test('a stop on the wrong side of the entry is refused with the reason and changes nothing', async ({ page }) => {
  const history = new TradeHistoryPage(page);
  await history.open();
  await history.tradeButton('TSLA').click();
  const dialog = page.getByRole('dialog', { name: /^Trade: TSLA short/ });
  await dialog.getByLabel('Planned stop price').fill('200');
  await dialog.getByRole('button', { name: 'Save notes and tags' }).click();
  // The dialog has other live regions (the AI analysis says it is loading): the refusal is the form's.
  await expect(dialog.getByRole('status').filter({ hasText: 'The stop of a short trade must be above its entry price' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await history.tradeButton('TSLA').click();
  await expect(page.getByRole('dialog').getByLabel('Planned stop price')).toHaveValue('');
});

test("the trade dialog lists the trade's fills, which add up to its P&L", async ({ page }) => {
  const history = new TradeHistoryPage(page);
  await history.open();
  await history.tradeButton('MSFT').click();
  const dialog = page.getByRole('dialog', { name: /^Trade: MSFT long/ });
  const fills = dialog.getByRole('table', { name: 'Fills of this trade, in the order they were matched' });
  // Bought 10 at 410.00, sold 10 at 405.50: (405.50 − 410.00) × 10 = -$45.00, as the P&L section says.
  await expect(fills.getByRole('row')).toHaveCount(3);
  await expect(fills.getByRole('row').nth(1)).toHaveText(/9:35:00 AM\s*Buy \(entry\)\s*10\s*410\.00\s*\$0\.00\s*\$0\.00/);
  await expect(fills.getByRole('row').nth(2)).toHaveText(/9:50:00 AM\s*Sell \(exit\)\s*10\s*405\.50\s*\$0\.00\s*\$0\.00/);
  await dialog.getByRole('button', { name: 'Close' }).click();

  await history.tradeButton('NVDA').click();
  const open = page.getByRole('dialog', { name: /^Trade: NVDA long/ });
  await expect(open.getByRole('table', { name: /^Fills of this trade/ }).getByRole('row')).toHaveCount(2);
  await expect(open.getByRole('table', { name: /^Fills of this trade/ })).toContainText('Buy (entry)');
});

/** A history row's Edit button (trades are named by symbol, side and the time they are dated by). */
const editButton = (history: TradeHistoryPage, trade: RegExp) => history.table.getByRole('button', { name: trade });
// `has` looks inside each row: the button is named from the page, not the table.
const rowOf = (history: TradeHistoryPage, trade: RegExp) => history.table.getByRole('row').filter({ has: history.page.getByRole('button', { name: trade }) });

/** Opens a row's editor by keyboard and writes the notes, one setup and one mistake (each added with Enter). */
async function editRow(history: TradeHistoryPage, trade: RegExp, { notes = '', setup = '', mistake = '', stop = '' }) {
  const { page } = history;
  await editButton(history, trade).focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: /^Notes, tags and stop of / });
  await expect(form.getByLabel('Notes', { exact: true })).toBeFocused();
  if (notes) await page.keyboard.type(notes);
  for (const [kind, name] of [['Setups', setup], ['Mistakes', mistake]] as const) {
    if (!name) continue;
    await form.getByRole('combobox', { name: kind }).fill(name);
    await form.getByRole('combobox', { name: kind }).press('Enter');
  }
  if (stop) await form.getByLabel('Planned stop price').fill(stop);
  return form;
}

const AAPL_DAY_TWO = /^Edit notes, tags and stop: AAPL long, .* 10:40 AM$/;
const AAPL_DAY_ONE = /^Edit notes, tags and stop: AAPL long, .* 9:45 AM$/;
const NVDA_OPEN = /^Edit notes, tags and stop: NVDA long, /;

test('notes, tags and stop are edited in the history row by keyboard; a stop on the wrong side is refused and changes nothing', async ({ page }) => {
  const history = new TradeHistoryPage(page);
  await history.open();
  const form = await editRow(history, AAPL_DAY_TWO, { notes: 'Scaled in late', setup: 'Pullback', mistake: 'Late exit', stop: '191.5' });
  await form.getByRole('button', { name: 'Save notes and tags' }).click();
  await expect(form.getByRole('status')).toHaveText('The stop of a long trade must be below its entry price (190).');

  await form.getByLabel('Planned stop price').fill('189');
  await form.getByRole('button', { name: 'Save notes and tags' }).click();
  await expect(form).toBeHidden();
  await expect(editButton(history, AAPL_DAY_TWO)).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /^Saved the notes, tags and stop of AAPL long/ })).toBeVisible();

  // Stored: after a reload the row still shows them, and the dialog gives the R-multiple of the stop.
  await page.reload();
  const row = rowOf(history, AAPL_DAY_TWO);
  for (const text of ['Scaled in late', 'Pullback', 'Late exit']) await expect(row).toContainText(text);
  await row.getByRole('button', { name: /^Open trade AAPL/ }).click();
  // Risk |190 − 189| × 50 = $50; +$50 is 1R.
  await expect(page.getByRole('dialog')).toContainText('R-multiple: 1R');
  await page.keyboard.press('Escape');

  // Escape leaves an editor without saving.
  await editRow(history, AAPL_DAY_TWO, { notes: ' and again' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('form', { name: /^Notes, tags and stop of / })).toBeHidden();
  await expect(editButton(history, AAPL_DAY_TWO)).toBeFocused();
  await expect(row).not.toContainText('and again');
});

test('Manage tags lists tags with their trade counts, renames one and merges one into another', async ({ page }) => {
  const history = new TradeHistoryPage(page);
  await history.open();
  let form = await editRow(history, AAPL_DAY_ONE, { setup: 'Bull flag', mistake: 'No plan' });
  await form.getByRole('button', { name: 'Save notes and tags' }).click();
  await expect(form).toBeHidden();
  form = await editRow(history, NVDA_OPEN, { setup: 'Bullflag' });
  await form.getByRole('button', { name: 'Save notes and tags' }).click();
  await expect(form).toBeHidden();

  const manage = page.getByRole('button', { name: 'Manage tags' });
  await manage.click();
  const dialog = page.getByRole('dialog', { name: 'Manage tags' });
  const setups = dialog.getByRole('list', { name: 'Setups' });
  await expect(setups.getByRole('listitem').filter({ hasText: 'Bull flag' })).toContainText('1 trade');
  await expect(setups.getByRole('listitem').filter({ hasText: 'Bullflag' })).toContainText('1 trade');

  await dialog.getByRole('button', { name: 'Rename No plan' }).click();
  await dialog.getByLabel('New name').fill('Without a plan');
  await dialog.getByLabel('New name').press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('Renamed “No plan” to “Without a plan”.');

  // A name its kind already has is refused, with the reason, and changes nothing.
  await dialog.getByRole('button', { name: 'Rename Bullflag' }).click();
  await dialog.getByLabel('New name').fill('bull FLAG');
  await dialog.getByLabel('New name').press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('A setup tag named "Bull flag" already exists. Merge the two tags instead.');

  await dialog.getByRole('button', { name: 'Merge Bullflag into another tag' }).click();
  await dialog.getByLabel('Merge into').selectOption({ label: 'Bull flag (1 trade)' });
  await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Merged “Bullflag” into “Bull flag”, which is now on 2 trades.');
  await expect(setups.getByRole('listitem').filter({ hasText: 'Bull flag' })).toContainText('2 trades');
  await expect(setups).not.toContainText('Bullflag');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(manage).toBeFocused();
  await expect(rowOf(history, NVDA_OPEN)).toContainText('Bull flag');
  await expect(rowOf(history, AAPL_DAY_ONE)).toContainText('Without a plan');
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
  // A card per trade (no table): the first one on the first screen, with its side, P&L and times.
  await expect.poll(() => history.cardSymbols()).toHaveLength(5);
  await expect(history.table).toHaveCount(0);
  const first = history.cards.getByRole('listitem').first();
  await expect(first).toBeInViewport({ ratio: 1 });
  await expect(first.getByText(/^(Long|Short)$/)).toBeVisible();
  await expect(first).toContainText(/[+-]\$[\d,]+\.\d{2}|Open/);
  await expect(first.getByRole('checkbox', { name: /^Select trade / })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  // The Sort select stands in for the column headers.
  await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Symbol, A to Z' });
  await expect(page).toHaveURL(/sort=symbol&dir=asc/);
  await expect.poll(async () => (await history.cardSymbols())[0]).toBe('AAPL');
  await history.tradeButton('AAPL').first().focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(history.tradeButton('AAPL').first()).toBeFocused();
  // A row's editor and the Manage tags dialog fit the phone too.
  await history.cards.getByRole('button', { name: /^Edit notes, tags and stop: NVDA/ }).click();
  await expect(page.getByRole('form', { name: /^Notes, tags and stop of NVDA/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  const axe = async () => (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations;
  const serious = (violations: Awaited<ReturnType<typeof axe>>) => violations.filter(({ impact }) => impact === 'serious' || impact === 'critical').map(({ id, nodes }) => `${id}: ${nodes[0]?.target.join(' ')}`);
  expect(serious(await axe())).toEqual([]);
  await page.getByRole('button', { name: 'Manage tags' }).click();
  await expect(page.getByRole('dialog', { name: 'Manage tags' })).toBeVisible();
  expect(serious(await axe())).toEqual([]);
  await page.keyboard.press('Escape');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.filter(({ impact }) => impact === 'serious' || impact === 'critical').map(({ id, nodes }) => `${id}: ${nodes[0]?.target.join(' ')}`)).toEqual([]);
});

test('on a phone one Filters button, beside the search, shows every choice and counts both kinds', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const history = new TradeHistoryPage(page);
  await history.open();
  await expect.poll(() => history.cardSymbols()).toHaveLength(5);
  // One filter control (issue 29): one form, one Filters button, in the search's row.
  await expect(page.getByRole('search')).toHaveCount(1);
  const bar = page.getByRole('search', { name: 'Filter bar' });
  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toHaveCount(1);
  const [box, button] = [(await history.search.boundingBox())!, (await filters.boundingBox())!];
  expect(Math.abs(box.y + box.height / 2 - (button.y + button.height / 2))).toBeLessThan(8);
  await expect(history.cards.getByRole('listitem').first()).toBeInViewport({ ratio: 1 });
  await expect(bar.getByLabel('Time period')).toBeHidden();

  await filters.click();
  for (const label of ['Filter', 'Time period', 'Account', 'Platform', 'Symbol or underlying', 'Side', 'Tags']) await expect(bar.getByLabel(label, { exact: true })).toBeVisible();
  await bar.getByRole('button', { name: 'Date Range' }).click();
  await expect(bar.getByLabel('From', { exact: true })).toBeVisible();
  // The history's Filter and the bar's Side: both counted.
  await bar.getByLabel('Filter', { exact: true }).selectOption('winners');
  await expect(page).toHaveURL(/filter=winners/);
  await bar.getByLabel('Side', { exact: true }).selectOption('long');
  await expect(page).toHaveURL(/filter=winners.*side=long/);
  await expect(filters).toHaveText('Filters (2)');
  await expect.poll(() => history.cardSymbols()).toEqual(['AAPL', 'AAPL']);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
});
