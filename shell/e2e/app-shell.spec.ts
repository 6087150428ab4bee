import { expect, test } from '@playwright/test';
import { navigationItems } from '../src/routes/navigation';
import { AppShell, remotePathOf } from './pages/AppShell';
import { newAccount, SignUpPage } from './pages/AuthPages';

test('the sidebar lists the eight items of SPEC §2 and marks the current page', async ({ page }) => {
  const shell = new AppShell(page);
  await shell.goto('/history');
  await expect(shell.sidebar.getByRole('link')).toHaveText(navigationItems.map(({ label }) => label));
  await expect(shell.navItem('Trade History')).toHaveAttribute('aria-current', 'page');
  await expect(shell.navItem('Dashboard')).not.toHaveAttribute('aria-current', 'page');
  for (const agent of ['Data Ingestion', 'Pattern Recognition', 'Analysis Orchestrator']) {
    await expect(page.getByText(agent, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('banner').getByText('Trade History', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

test('the header search opens Trade History with the search applied', async ({ page }) => {
  const shell = new AppShell(page);
  await shell.goto('/dashboard');
  await shell.search.fill('AAPL');
  await shell.search.press('Enter');
  await expect(page).toHaveURL(/\/history\?search=AAPL$/);
});

test("the app's page names the registry, the session and its remote's manifest: each is asked for once, and used", async ({ page }) => {
  const asked: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  const manifest = `${remotePathOf('mfe_journal')}mf-manifest.json`;
  await new AppShell(page).goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
  const named = await page.locator('head link[rel="preload"][as="fetch"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(named).toEqual(['/api/remotes', '/api/auth/user', manifest]);
  for (const path of named) expect(asked.filter((pathname) => pathname === path), path).toHaveLength(1);
  // The browser warns of a preload nobody used some seconds after the page's load.
  await page.waitForLoadState('load');
  await page.waitForTimeout(3_500);
  expect(warnings.filter((warning) => /preload/i.test(warning))).toEqual([]);
});

test.describe('with a session of its own', () => {
  // Signing out ends the server session, so this test must not use the shared one.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('Sign Out ends the session and returns to the landing page', async ({ page }) => {
    await new SignUpPage(page).signUp(newAccount('signout'));
    await expect(page).toHaveURL(/\/dashboard$/);
    await new AppShell(page).signOutToLanding();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });
});

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar is a slide-over with a backdrop and a menu toggle', async ({ page }) => {
    const shell = new AppShell(page);
    await shell.goto('/dashboard');
    await expect(shell.sidebar).toBeHidden();
    await shell.menuToggle.click();
    await expect(shell.sidebar).toBeVisible();
    await expect(shell.menuToggle).toHaveAttribute('aria-expanded', 'true');
    await page.getByTestId('menu-backdrop').click({ position: { x: 370, y: 400 } });
    await expect(shell.sidebar).toBeHidden();
    await shell.menuToggle.click();
    await shell.navItem('Analytics').click();
    await expect(page).toHaveURL(/\/analytics$/);
    await expect(shell.sidebar).toBeHidden();
  });
});
