import { expect, test, type Locator, type Page } from '@playwright/test';
import { newAccount, SignUpPage } from './pages/AuthPages';
import { Keyboard } from './pages/Keyboard';

// Every dialog of the app, opened and closed by keyboard: focus moves in, Tab stays inside,
// Escape and the visible Close button close it, and focus returns to what opened it.
test.use({ storageState: { cookies: [], origins: [] } });
// Each test loads pages of several remotes (and axe); a shared 2-core machine needs more than 30 s.
test.describe.configure({ timeout: 90_000 });

async function expectDialogKeyboardContract(page: Page, opener: Locator, dialogName: string, openKey = 'Enter') {
  const keyboard = new Keyboard(page);
  const dialog = page.getByRole('dialog', { name: dialogName });
  for (const closeBy of ['Escape', 'Close button'] as const) {
    await keyboard.tabTo(opener);
    await page.keyboard.press(openKey);
    await expect(dialog).toBeVisible();
    expect(await keyboard.focusIsInside(dialog), 'focus moves into the dialog').toBe(true);
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Tab');
      expect(await keyboard.focusIsInside(dialog), 'Tab stays inside the dialog').toBe(true);
    }
    if (closeBy === 'Escape') {
      await page.keyboard.press('Escape');
    } else {
      await keyboard.tabTo(dialog.getByRole('button', { name: 'Close', exact: true }));
      await page.keyboard.press('Enter');
    }
    await expect(dialog).toBeHidden();
    await expect(opener, `focus returns to the opener after ${closeBy}`).toBeFocused();
  }
}

test('Forgot Password on the sign-in page', async ({ page }) => {
  await page.goto('/sign-in');
  await expectDialogKeyboardContract(page, page.getByRole('button', { name: 'Forgot Password?' }), 'Forgot Password');
});

test.describe('Settings', () => {
  test.beforeEach(async ({ page }) => {
    await new SignUpPage(page).signUp(newAccount('dialogs'));
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible();
  });

  const SETTINGS_DIALOGS = [
    { opener: { role: 'button', name: 'Change Password' }, dialog: 'Change Password', key: 'Enter' },
    { opener: { role: 'button', name: 'Manage API Keys' }, dialog: 'API Keys', key: 'Enter' },
    { opener: { role: 'button', name: 'Delete Account' }, dialog: 'Delete Account', key: 'Enter' },
    { opener: { role: 'switch', name: 'Two-Factor Auth' }, dialog: 'Set up Two-Factor Auth', key: 'Space' },
  ] as const;

  for (const { opener, dialog, key } of SETTINGS_DIALOGS) {
    test(`${dialog}`, async ({ page }) => {
      await expectDialogKeyboardContract(page, page.getByRole(opener.role, { name: opener.name }), dialog, key);
    });
  }

  test('Create Key keeps focus in the API Keys dialog, and Escape still closes it', async ({ page }) => {
    const keyboard = new Keyboard(page);
    const opener = page.getByRole('button', { name: 'Manage API Keys' });
    await keyboard.tabTo(opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'API Keys' });
    await keyboard.fill(dialog.getByLabel('Key name'), 'keyboard script');
    await keyboard.tabTo(dialog.getByRole('button', { name: 'Create Key' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('New API key')).toContainText('tj_');
    expect(await keyboard.focusIsInside(dialog), 'focus stays in the dialog, not on the page body').toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
