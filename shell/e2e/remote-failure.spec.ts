import { expect, test, type Page, type Route } from '@playwright/test';
import { AppShell, remotePathOf } from './pages/AppShell';

const journalFiles = `**${remotePathOf('mfe_journal')}**`;

async function expectDashboardUnavailable(page: Page) {
  await expect(page.getByRole('heading', { name: 'Dashboard is unavailable' })).toBeVisible();
  await expect(page.getByText('This part of the app could not be loaded.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
}

async function expectOtherRoutesStillWork(shell: AppShell) {
  await expect(shell.navItem('Dashboard')).toHaveAttribute('aria-current', 'page');
  await shell.navItem('Import Trades').click();
  await expect(shell.page).toHaveURL(/\/import$/);
  await expect(shell.page.getByRole('heading', { name: 'Import Trade Center' })).toBeVisible();
  await shell.navItem('Play Book').click();
  await expect(shell.page.getByRole('heading', { name: 'Your Trading Play Book', exact: true })).toBeVisible();
  await expect(shell.page.getByRole('banner').getByText('Play Book', { exact: true })).toBeVisible();
}

const failures: Record<string, (route: Route) => Promise<void>> = {
  'its server is down': (route) => route.abort('connectionrefused'),
  'its manifest answers 404': (route) =>
    route.request().url().endsWith('mf-manifest.json') ? route.fulfill({ status: 404, body: 'Not Found' }) : route.continue(),
  'its code throws': (route) =>
    route.request().url().endsWith('remoteEntry.js')
      ? route.fulfill({ status: 200, contentType: 'text/javascript', body: 'throw new Error("broken deploy");' })
      : route.continue(),
};

for (const [failure, handler] of Object.entries(failures)) {
  test(`a remote that cannot be loaded because ${failure} shows Retry, and the rest keeps working`, async ({ page }) => {
    const shell = new AppShell(page);
    await page.route(journalFiles, handler);
    await shell.goto('/dashboard');
    await expectDashboardUnavailable(page);
    await expectOtherRoutesStillWork(shell);

    // Once the remote is reachable again, Retry loads it without reloading the page.
    await shell.navItem('Dashboard').click();
    await expectDashboardUnavailable(page);
    await page.unroute(journalFiles);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  });
}
