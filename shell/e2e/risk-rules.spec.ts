import { expect as baseExpect, type Page, test } from '@playwright/test';
import { newAccount, SignUpPage } from './pages/AuthPages';
import { ImportTradeCenter } from './pages/ImportTradeCenter';
import { JOURNAL_DAYS } from './pages/JournalPages';
import { elementsPastTheRightEdge, horizontalOverflow, seriousAccessibilityViolations } from './support/pageChecks';

// Risk rules in a real browser: set on the Play Book page, broken by an import, told by the bell.
test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const unreadOf = async (page: Page) => {
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, / });
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
};

async function expectFitsAndAccessible(page: Page) {
  const overflow = await horizontalOverflow(page);
  expect(overflow, `wider than the window by ${overflow}px: ${(await elementsPastTheRightEdge(page)).join('; ')}`).toBeLessThanOrEqual(0);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

test('a daily loss limit set on the Play Book page is broken by an import, and the bell count rises', async ({ page }, testInfo) => {
  await new SignUpPage(page).signUp(newAccount('riskrules'));
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/playbook');
  const form = page.getByRole('form', { name: 'Risk rules' });
  await expect(form.getByText(/No risk rules yet/)).toBeVisible();
  await form.getByRole('button', { name: 'Add rule' }).click();
  await form.getByLabel('Limit', { exact: true }).fill('0');
  await form.getByRole('button', { name: 'Save risk rules' }).click();
  await expect(form.getByRole('alert')).toContainText('Rule 1 (Daily loss limit): Limit must be a number above 0');
  await form.getByLabel('Limit', { exact: true }).fill('400');
  await form.getByRole('button', { name: 'Save risk rules' }).click();
  await expect(page.getByText('Risk rules saved')).toBeVisible();
  await expectFitsAndAccessible(page);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await expectFitsAndAccessible(page);
    await page.screenshot({ path: testInfo.outputPath(`risk-rules-${width}.png`), fullPage: true });
  }

  const before = await unreadOf(page);
  const center = new ImportTradeCenter(page);
  await center.open();
  await center.uploadCsvFrom('DAS Trader Pro');
  await center.chooseCsv('das-losing-day.csv', { tradeDate: JOURNAL_DAYS.second });
  await center.confirmImport();
  await expect(center.uploadResult).toContainText('Imported');

  // The bell asks again when the window gets the focus; a reload is the same question.
  await expect(async () => {
    await page.reload();
    expect(await unreadOf(page)).toBe(before + 1);
  }).toPass({ timeout: 30_000 });
  await page.getByRole('banner').getByRole('button', { name: /^Notifications, / }).click();
  await expect(page.getByRole('region', { name: 'Notification centre' }).getByRole('link', { name: /Daily loss limit broken/ })).toBeVisible();
});
