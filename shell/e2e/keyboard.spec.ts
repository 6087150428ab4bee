import { expect, test } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { newAccount, SignUpPage } from './pages/AuthPages';
import { fixtureFile } from './pages/ImportTradeCenter';
import { Keyboard } from './pages/Keyboard';

// The main flows with the keyboard alone: after the page opens, only Tab, arrows, Space, Enter
// and Escape are used, so a control that cannot be reached or worked by keyboard fails here.
test.use({ storageState: { cookies: [], origins: [] } });
// Each test loads pages of several remotes (and axe); a shared 2-core machine needs more than 30 s.
test.describe.configure({ timeout: 90_000 });

test('sign up by keyboard', async ({ page }) => {
  const account = newAccount('keysignup');
  const keyboard = new Keyboard(page);
  await page.goto('/sign-up');
  await keyboard.fill(page.getByLabel('Username'), account.username);
  await keyboard.fill(page.getByLabel('Email'), account.email);
  await keyboard.fill(page.getByLabel('Password', { exact: true }), account.password);
  await keyboard.fill(page.getByLabel('Confirm Password'), account.password);
  await keyboard.tabTo(page.getByRole('checkbox'));
  await page.keyboard.press('Space');
  await keyboard.tabTo(page.getByRole('button', { name: 'Create Account' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Account Created Successfully' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('sign in by keyboard, and a signed-in visitor of /sign-in goes to the dashboard', async ({ page }) => {
  const account = newAccount('keysignin');
  await new SignUpPage(page).signUp(account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await new AppShell(page).signOutToLanding();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();

  const keyboard = new Keyboard(page);
  await page.goto('/sign-in');
  await keyboard.fill(page.getByLabel('Username or Email'), account.username);
  await keyboard.fill(page.getByLabel('Password', { exact: true }), account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/sign-up');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Go to dashboard' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await new SignUpPage(page).signUp(newAccount('keyboard'));
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('navigate the sidebar by keyboard, on a laptop and in the phone menu', async ({ page }) => {
    const shell = new AppShell(page);
    const keyboard = new Keyboard(page);
    await keyboard.tabTo(shell.navItem('Trade History'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/history$/);
    await expect(shell.navItem('Trade History')).toHaveAttribute('aria-current', 'page');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await keyboard.tabTo(shell.menuToggle);
    await page.keyboard.press('Enter');
    await expect(shell.menuToggle).toHaveAttribute('aria-expanded', 'true');
    await keyboard.tabTo(shell.navItem('Psychology'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/psychology$/);
    await expect(shell.menuToggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('import a CSV by keyboard, from choosing the file to confirming', async ({ page }) => {
    const keyboard = new Keyboard(page);
    await page.goto('/import');
    await keyboard.tabTo(page.getByRole('tab', { name: 'CSV Upload (Manual)' }));
    await keyboard.tabTo(page.getByRole('radio').first());
    // Arrow keys move through a radio group; stop on DAS Trader Pro.
    const das = page.getByRole('radio', { name: 'DAS Trader Pro', exact: true });
    for (let step = 0; step < 10 && !(await das.isChecked()); step += 1) await page.keyboard.press('ArrowDown');
    await expect(das).toBeChecked();
    await keyboard.tabTo(page.getByRole('button', { name: 'Upload CSV' }));
    await page.keyboard.press('Enter');

    const dropZone = page.getByRole('button', { name: 'Choose a CSV file to upload' });
    await expect(dropZone).toBeFocused();
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(fixtureFile('das-trades.csv'));
    await expect(page.getByRole('region', { name: /^Preview:/ })).toBeVisible();

    await keyboard.tabTo(page.getByRole('button', { name: 'Confirm import' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('Upload Successful');
  });

  test('the drop zone opens the file chooser on Space as on Enter', async ({ page }) => {
    await page.goto('/import');
    await page.getByRole('tab', { name: 'CSV Upload', exact: true }).click();
    await new Keyboard(page).tabTo(page.getByRole('button', { name: 'Choose a CSV file to upload' }));
    for (const key of ['Enter', 'Space']) {
      const chooser = page.waitForEvent('filechooser', { timeout: 5000 });
      await page.keyboard.press(key);
      await chooser;
    }
  });

  test('a refused file shows the Upload Failed toast and its reason in view', async ({ page }) => {
    await page.goto('/import');
    await page.getByRole('tab', { name: 'CSV Upload', exact: true }).click();
    await page.getByLabel('Platform', { exact: true }).selectOption({ label: 'DAS Trader Pro' });
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a CSV file to upload' }).click();
    await (await chooser).setFiles(fixtureFile('das-bad-row.csv'));

    const toast = page.getByRole('region', { name: 'Notifications' });
    await expect(toast).toContainText('Upload Failed');
    await expect(toast).toContainText('Line 4: Unknown side "X"');
    await expect(page.getByRole('alert').filter({ hasText: 'This file cannot be imported' })).toBeInViewport();
  });
});
