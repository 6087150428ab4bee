import { expect, test } from '@playwright/test';
import { newAccount, SignUpPage } from './pages/AuthPages';

test.use({ storageState: { cookies: [], origins: [] } });

test('settings are saved and loaded back', async ({ page }) => {
  await new SignUpPage(page).signUp(newAccount('settings'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings');
  await expect(page.getByText('Customize your trading journal experience')).toBeVisible();

  await page.getByLabel('Full Name').fill('Ada Lovelace');
  await page.getByLabel('Timezone').selectOption('pst');
  await page.getByRole('button', { name: 'Update Profile' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();

  await page.getByLabel('Default Broker').selectOption('alpaca');
  await expect(page.getByText('Settings saved')).toBeVisible();
  const dailySummary = page.getByRole('switch', { name: 'Daily Summary' });
  await expect(dailySummary).toHaveAttribute('aria-checked', 'false');
  await dailySummary.click();
  await expect(dailySummary).toHaveAttribute('aria-checked', 'true');
  await page.getByLabel('Data retention').selectOption('24');

  await page.reload();
  await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel('Timezone')).toHaveValue('pst');
  await expect(page.getByLabel('Default Broker')).toHaveValue('alpaca');
  await expect(page.getByRole('switch', { name: 'Daily Summary' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByLabel('Data retention')).toHaveValue('24');
  await expect(page.getByRole('switch', { name: 'Real-time analysis' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByLabel('Summary Time')).toHaveValue('17:00');
  await expect(page.getByText('Ada Lovelace', { exact: true })).toBeVisible();
});

test('Delete Account removes the account and lands on the landing page, which says so', async ({ page, request }) => {
  const account = newAccount('deleted');
  await new SignUpPage(page).signUp(account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const deletion = page.getByRole('dialog', { name: 'Delete Account' });
  await deletion.getByLabel(/^Type your username/).fill(account.username);
  await deletion.getByRole('button', { name: 'Delete my account' }).click();

  await expect(page).toHaveURL(/\/$/);
  const notice = page.getByRole('status').filter({ hasText: 'Account deleted.' });
  await expect(notice).toContainText('Account deleted. Your account and all your data have been removed.');
  expect(new URL(page.url()).search).toBe('');
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  const signIn = await request.post('/api/auth/login', { data: { usernameOrEmail: account.username, password: account.password } });
  expect(signIn.status()).toBe(401);
});
