import { expect as baseExpect, type Page, test } from '@playwright/test';
import { newAccount, SignUpPage } from './pages/AuthPages';
import { ImportTradeCenter } from './pages/ImportTradeCenter';
import { makeRunDueAs, queuedRunOf } from './support/jobQueue';
import { measureLayout } from './support/layoutChecks';
import { mailTo } from './support/mailbox';
import { elementsPastTheRightEdge, horizontalOverflow, seriousAccessibilityViolations } from './support/pageChecks';

// The Weekly Report end to end (issue #30): switched on in Settings, its run made due as if Sunday
// had come, mailed through the real SMTP path, and its link followed into the report page.
test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/** das-losing-day.csv on Monday 2 March 2026: AAPL -$300 and MSFT -$250, so the week is -$550.00. */
const MONDAY = '2026-03-02';
/** 17:00 New York time on Sunday 8 March 2026 (clocks went forward that morning): the end of that week. */
const SUNDAY_SUMMARY_TIME = '2026-03-08T21:00:00.000Z';
const TITLE = 'Weekly report for Mon, Mar 2, 2026 to Sun, Mar 8, 2026';

async function expectFitsAndAccessible(page: Page) {
  const overflow = await horizontalOverflow(page);
  expect(overflow, `wider than the window by ${overflow}px: ${(await elementsPastTheRightEdge(page)).join('; ')}`).toBeLessThanOrEqual(0);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

test('Weekly Report: turned on in Settings, mailed at its time with the chart, its link opens the same figures', async ({ page }, testInfo) => {
  const account = newAccount('weekly');
  await new SignUpPage(page).signUp(account);
  await expect(page).toHaveURL(/\/dashboard$/);

  const center = new ImportTradeCenter(page);
  await center.open();
  await center.uploadCsvFrom('DAS Trader Pro');
  await center.chooseCsv('das-losing-day.csv', { tradeDate: MONDAY });
  await center.confirmImport();
  await expect(center.uploadResult).toContainText('Imported 2 trades');

  // On by default, so the server queues the trader's next Sunday run; turned off, the run is
  // cancelled; turned on again before its time, the same run is queued again.
  const queuedRun = () => queuedRunOf(account.email, 'weekly-report');
  await expect.poll(() => queuedRun() !== null, { timeout: 30_000 }).toBe(true);
  await page.goto('/settings');
  const weekly = page.getByRole('switch', { name: 'Weekly Report' });
  await expect(weekly).toHaveAttribute('aria-checked', 'true');
  await weekly.click();
  await expect(weekly).toHaveAttribute('aria-checked', 'false');
  await expect.poll(() => queuedRun(), { timeout: 30_000 }).toBeNull();
  await weekly.click();
  await expect(weekly).toHaveAttribute('aria-checked', 'true');
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Weekly Report' })).toHaveAttribute('aria-checked', 'true');
  let run = queuedRun();
  await expect.poll(() => (run = queuedRun()) !== null, { timeout: 30_000 }).toBe(true);

  // The clock is moved to a Sunday evening for that run.
  makeRunDueAs(run!, SUNDAY_SUMMARY_TIME);

  const mail = await mailTo(account.email, /^Weekly report /);
  expect(mail.subject).toBe(`${TITLE}: -$550.00`);
  expect(mail.text).toContain('Net P&L: -$550.00\nTrades: 2\nWin rate: 0.0% (0 of 2 trades)\nBest trade: MSFT -$250.00 (2026-03-02)\nWorst trade: AAPL -$300.00 (2026-03-02)');
  /** A header's value as sent, unfolded (mailparser folds List-* headers into its own shape). */
  const headerOf = (name: string) => mail.headerLines.find(({ key }) => key === name)?.line.replace(/^[^:]+:\s*/, '').replace(/\r?\n\s+/g, '');
  expect(headerOf('list-unsubscribe')).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/reports\/unsubscribe\?token=[^>]+>$/);
  expect(headerOf('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  // The chart: an inline PNG the HTML shows by its Content-ID.
  const [chart] = mail.attachments;
  expect(chart?.contentType).toBe('image/png');
  expect(mail.html).toContain(`src="cid:${chart!.cid}"`);
  // A PNG (its signature); its pixels are checked in graph-api's reports tests.
  expect(chart!.content.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');

  const link = /View this report in the app: (\S+)/.exec(mail.text ?? '')?.[1];
  expect(link).toMatch(/\/reports\/weekly\?week=2026-03-02$/);
  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
  const figures = page.getByRole('region', { name: 'Figures' });
  await expect(figures).toContainText('Net P&L-$550.00');
  await expect(figures).toContainText('Trades2');
  await expect(figures).toContainText('Previous four weeks');
  await expect(page.getByRole('region', { name: 'Equity curve' })).toBeVisible();
  await expectFitsAndAccessible(page);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    // The chart is drawn once it comes near the viewport: bring it there, and wait for it.
    await page.getByRole('region', { name: 'Equity curve' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Equity curve' }).getByRole('img', { name: /Cumulative net P&L, week of 2026-03-02/ })).toBeVisible();
    await expectFitsAndAccessible(page);
    // No text over text, cut off or under 11 px, nothing wider than its column (docs/building-a-page.md).
    expect(await measureLayout(page)).toEqual({ overlaps: [], clipped: [], tooSmall: [], widerThanColumn: [], sidewaysScroll: 0 });
    await page.screenshot({ path: testInfo.outputPath(`weekly-report-${width}.png`), fullPage: true });
  }
  // Printed, the page is the report alone: no sidebar, header or week buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('navigation', { name: 'Weeks' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: TITLE })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // The bell's entry for the mail links to the same page; the previous week has no trades.
  await page.getByRole('banner').getByRole('button', { name: /^Notifications, / }).click();
  await expect(page.getByRole('region', { name: 'Notification centre' }).getByRole('link', { name: new RegExp(TITLE) })).toHaveAttribute('href', '/reports/weekly?week=2026-03-02');
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Previous week' }).click();
  await expect(page).toHaveURL(/\/reports\/weekly\?week=2026-02-23$/);
  await expect(page.getByRole('heading', { name: 'No trades closed this week' })).toBeVisible();
});
