import { expect, test } from '@playwright/test';
import { newAccount, SignInPage, SignUpPage } from './pages/AuthPages';
import { AppShell } from './pages/AppShell';
import { linkFromMailTo } from './support/mailbox';

test.use({ storageState: { cookies: [], origins: [] } });

test('sign up, land on the dashboard, sign out and sign in again', async ({ page }) => {
  const account = newAccount('journey');
  await new SignUpPage(page).signUp(account);
  await expect(page.getByRole('heading', { name: 'Account Created Successfully' })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(account.email.split('@')[0]!, { exact: true })).toBeVisible();

  await new AppShell(page).signOutToLanding();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fdashboard$/);

  const signIn = new SignInPage(page);
  await signIn.signIn(account.username, account.password);
  await signIn.expectSignedIn();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the sign-up page shows its checks in order', async ({ page }) => {
  await page.goto('/sign-up');
  const submit = page.getByRole('button', { name: 'Create Account' });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');
  await page.getByLabel('Username').fill('ab');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByLabel('Email').fill('nope');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('short');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Username must be at least 3 characters long');
  await page.getByLabel('Username').fill('abc');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');
  await page.getByLabel('Email').fill('abc@example.test');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters long');
  await page.getByLabel('Password', { exact: true }).fill('long enough');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
  await page.getByLabel('Confirm Password').fill('long enough');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Please agree to the Terms of Service and Privacy Policy');
});

test('a wrong password is refused with the SPEC toast', async ({ page }) => {
  const signIn = new SignInPage(page);
  await signIn.open();
  await signIn.signIn('nobody-here', 'wrong-password');
  await expect(page.getByText('Authentication failed')).toBeVisible();
});

test('forgot password: the mail arrives over SMTP, its link resets the password', async ({ page }) => {
  const account = newAccount('reset');
  await new SignUpPage(page).signUp(account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await new AppShell(page).signOutToLanding();

  const signIn = new SignInPage(page);
  await signIn.open();
  await page.getByRole('button', { name: 'Forgot Password?' }).click();
  await page.getByRole('dialog').getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Reset link sent')).toBeVisible();

  const link = await linkFromMailTo(account.email, /https?:\/\/\S+\/reset-password\?token=[\w-]+/);
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByText(`Choose a new password for ${account.email}`)).toBeVisible();
  await page.getByLabel('New Password', { exact: true }).fill('a-brand-new-password');
  await page.getByLabel('Confirm New Password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('heading', { name: 'Password Reset Complete' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In Now' }).click();

  await signIn.signIn(account.email, 'a-brand-new-password');
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link is single use.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
});

test('a guarded route sends a visitor to sign in and back', async ({ page }) => {
  const account = newAccount('guard');
  await new SignUpPage(page).signUp(account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await new AppShell(page).signOutToLanding();

  await page.goto('/playbook');
  await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fplaybook$/);
  await new SignInPage(page).signIn(account.username, account.password);
  await expect(page).toHaveURL(/\/playbook$/);
  await expect(new AppShell(page).navItem('Play Book')).toHaveAttribute('aria-current', 'page');
});
