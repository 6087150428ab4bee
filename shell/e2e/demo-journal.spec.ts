import { expect, test, type Page } from '@playwright/test';
import { PsychologyAssessmentPage } from './pages/CoachingPages';
import { ImportTradeCenter } from './pages/ImportTradeCenter';
import { DashboardPage, TradeHistoryPage } from './pages/JournalPages';
import { collectConsoleErrors, elementsPastTheRightEdge, horizontalOverflow, seriousAccessibilityViolations, VIEWPORTS, waitForPageSettled } from './support/pageChecks';

// A visitor without an account. Never the shared signed-in state: starting the demo ends the
// session the browser had, and that one is every other test's.
test.use({ storageState: { cookies: [], origins: [] } });

const REFUSAL = 'This is the demo journal: sign up to keep your own trades';

/** Watch Demo, as the landing page's button does it: the request shares the page's cookies. */
async function watchDemo(page: Page) {
  const answer = await page.request.post('/api/demo/session', { data: {} });
  expect(answer.status(), await answer.text()).toBe(200);
  expect(await answer.json()).toEqual({ success: true });
}

/** The toasts (the live region of that name, not the Settings section also called Notifications). */
const toasts = (page: Page) => page.locator('[aria-live][aria-label="Notifications"]');

/** The label every signed-in screen of the demo carries. */
const demoLabel = (page: Page) => page.getByRole('region', { name: 'Demo journal' });

/** Each signed-in screen, and something on it that only a journal full of trades shows. */
const SCREENS: { path: string; shows: (page: Page) => Promise<void> }[] = [
  { path: '/dashboard', shows: async (page) => expect(new DashboardPage(page).statCard('Total P&L')).toContainText(/\$[\d,.]+\s*[1-9]\d{2} trades/) },
  { path: '/history', shows: async (page) => expect(new TradeHistoryPage(page).tradeButton(/^Open trade /).first()).toBeVisible() },
  { path: '/analytics', shows: async (page) => expect(page.getByRole('table', { name: /Symbol/ }).first()).toContainText('NVDA') },
  { path: '/insights', shows: async (page) => expect(page.getByRole('heading', { name: /^Leak: Entries 12:00-12:59/ })).toBeVisible() },
  { path: '/psychology', shows: async (page) => expect(page.getByRole('heading', { name: 'Your Trading Psychology Profile', level: 2 })).toBeVisible() },
  { path: '/playbook', shows: async (page) => expect(page.getByRole('heading', { name: 'Version 1', level: 2 })).toBeVisible() },
  { path: '/import', shows: async (page) => expect(page.getByRole('region', { name: 'Recent Imports' })).toContainText('Interactive Brokers') },
  { path: '/settings', shows: async (page) => expect(page.getByText('Demo Trader', { exact: true })).toBeVisible() },
];

for (const viewport of VIEWPORTS) {
  test(`a visitor browses every signed-in screen of the demo journal, labelled as generated sample data (${viewport.name})`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(viewport);
    const errors = collectConsoleErrors(page);
    await watchDemo(page);
    for (const { path, shows } of SCREENS) {
      await page.goto(path);
      await waitForPageSettled(page);
      await expect(demoLabel(page), path).toContainText('This is the demo journal: generated sample trades, read-only.');
      await expect(demoLabel(page).getByRole('link', { name: 'Sign Up to keep your own trades' })).toBeVisible();
      await shows(page);
      expect(await horizontalOverflow(page), `${path}: ${(await elementsPastTheRightEdge(page)).join(', ')}`).toBeLessThanOrEqual(0);
      expect(await seriousAccessibilityViolations(page), path).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
}

test("a demo trade opens its dialog with the chart of the demo's own candles and the analysis", async ({ page }) => {
  await watchDemo(page);
  const history = new TradeHistoryPage(page);
  await history.open();
  await history.table.getByRole('button', { name: /^Open trade / }).first().click();
  const dialog = page.getByRole('dialog', { name: /^Trade: / });
  await expect(dialog.getByRole('img', { name: /, 5m candles$/ })).toBeVisible();
  await expect(dialog.getByText('Candles: generated for the demo journal', { exact: true })).toBeAttached();
  await expect(dialog.getByRole('list', { name: 'Fills on the chart' }).getByRole('listitem').first()).toBeAttached();
  const excursions = dialog.getByLabel('Excursions');
  await expect(excursions).toBeVisible();
  await expect(excursions.getByText('Share of the move captured')).toBeVisible();
  await expect(dialog.getByRole('table', { name: /^Fills of this trade/ })).toContainText('(entry)');
});

test('writes on the pages are refused in the server words, and nothing changes', async ({ page }) => {
  test.setTimeout(180_000);
  await watchDemo(page);
  const refusal = page.getByText(REFUSAL, { exact: true }).first();

  // Trade History: a row's notes.
  const history = new TradeHistoryPage(page);
  await history.open();
  const firstRow = history.table.locator('tbody tr').first();
  const notesBefore = await firstRow.textContent();
  await history.table.getByRole('button', { name: /^Edit notes, tags and stop: / }).first().click();
  const form = page.getByRole('form', { name: /^Notes, tags and stop of / });
  await form.getByLabel('Notes', { exact: true }).fill('A visitor was here');
  await form.getByRole('button', { name: 'Save notes and tags' }).click();
  await expect(form.getByRole('status')).toHaveText(REFUSAL);
  await page.reload();
  await expect(history.table.locator('tbody tr').first()).toHaveText(notesBefore ?? '');

  // Dashboard: a day's journal entry.
  await new DashboardPage(page).open();
  await page.getByText('Show the data as a table').click();
  await page.getByRole('table', { name: /^Cumulative net P&L/ }).locator('tbody tr').last().getByRole('button').click();
  const day = page.getByRole('dialog', { name: /^How the P&L of .* is calculated$/ });
  await day.getByLabel('Plan', { exact: true }).fill('A visitor plan');
  await day.getByRole('button', { name: 'Save journal' }).click();
  await expect(day.getByRole('status').filter({ hasText: REFUSAL })).toBeVisible();
  await day.getByRole('button', { name: 'Close' }).click();

  // Import: a CSV is refused at its preview.
  const center = new ImportTradeCenter(page);
  await center.open();
  await center.uploadCsvFrom('DAS Trader Pro');
  await center.chooseCsv('das-trades.csv');
  await expect(center.toast).toContainText(REFUSAL);

  // Play Book: Regenerate.
  await page.goto('/playbook');
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(toasts(page)).toContainText('Failed to generate Play Book. Please try again.');
  await expect(refusal).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Version 1', level: 2 })).toBeVisible();

  // Psychology: Retake, answer every step, Complete.
  const assessment = new PsychologyAssessmentPage(page);
  await assessment.open();
  await page.getByRole('button', { name: 'Retake Assessment' }).click();
  await assessment.answerAllSteps({
    likert: Object.fromEntries(Array.from({ length: 15 }, (_, index) => [`q${index + 1}`, 3])),
    riskTolerance: 'Medium',
    tradingExperience: 'Beginner',
    preferredTimeframe: 'Day trading',
    tradingGoals: 'Try the demo',
    emotionalControl: 5,
    disciplineLevel: 5,
    stressHandling: 'Fair',
  });
  await assessment.complete.click();
  await expect(toasts(page)).toContainText('Failed to save assessment. Please try again.');
  await expect(refusal).toBeVisible();

  // Settings: a switch, the profile.
  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Daily Summary' }).click();
  await expect(toasts(page)).toContainText('Settings not saved');
  await expect(refusal).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Daily Summary' })).toHaveAttribute('aria-checked', 'false');
});

test("every save of Settings is refused in the server's words; Export All Data is a read and works", async ({ page }) => {
  test.setTimeout(120_000);
  await watchDemo(page);
  await page.goto('/settings');
  await waitForPageSettled(page);
  /** The toast titled `title` says the server's reason. */
  const refusedWith = (title: string) => expect(toasts(page).locator('[role="alert"], [role="status"]').filter({ hasText: title })).toContainText(REFUSAL);

  await page.getByLabel('Full Name').fill('A Visitor');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await refusedWith('Profile not updated');
  await page.getByLabel('Default Broker').selectOption('alpaca');
  await refusedWith('Settings not saved');

  await page.getByRole('button', { name: 'Change Password' }).click();
  const password = page.getByRole('dialog', { name: 'Change Password' });
  await password.getByLabel('New Password', { exact: true }).fill('a password of mine');
  await password.getByLabel('Confirm New Password').fill('a password of mine');
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(password).toContainText(REFUSAL);
  await page.keyboard.press('Escape');

  await page.getByRole('switch', { name: 'Two-Factor Auth' }).click();
  const twoFactor = page.getByRole('dialog', { name: 'Set up Two-Factor Auth' });
  await expect(twoFactor).toContainText(REFUSAL);
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Manage API Keys' }).click();
  const keys = page.getByRole('dialog', { name: 'API Keys' });
  await keys.getByLabel('Key name').fill('script');
  await keys.getByRole('button', { name: 'Create Key' }).click();
  await expect(toasts(page)).toContainText(REFUSAL);
  await expect(keys).toContainText('No API keys yet.');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Delete Account' }).click();
  const deletion = page.getByRole('dialog', { name: 'Delete Account' });
  await deletion.getByLabel(/^Type your username/).fill('demo trader');
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  await refusedWith('Account not deleted');
  await page.keyboard.press('Escape');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export All Data' }).click();
  expect((await download).suggestedFilename()).toMatch(/^trading-journal-export-\d{4}-\d{2}-\d{2}\.json$/);

  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Demo Trader');
  await expect(page.getByLabel('Default Broker')).toHaveValue('interactive_brokers');
  await expect(demoLabel(page)).toBeVisible();
});

test('at 390 px by keyboard: the label fits, its Sign Up link opens the sign-up form, and a refusal shows on screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await watchDemo(page);
  await page.goto('/settings');
  await waitForPageSettled(page);
  const label = demoLabel(page);
  await expect(label).toBeInViewport();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

  await page.getByRole('switch', { name: 'Weekly Report' }).focus();
  await page.keyboard.press('Space');
  await expect(toasts(page)).toContainText('Settings not saved');
  await expect(page.getByText(REFUSAL, { exact: true }).first()).toBeVisible();

  const signUp = label.getByRole('link', { name: 'Sign Up to keep your own trades' });
  await signUp.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sign-up$/);
  // The settings page leaves as the sign-up page comes: for a moment both headings are there.
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel('Username')).toBeVisible();
});
