import { expect, test as setup } from '@playwright/test';
import { newAccount, SignUpPage } from './pages/AuthPages';
import { AUTH_STATE } from './support/environment';

// Signs up once; the browser tests reuse this session (storage state) instead of signing in each time.
setup('sign up the shared test account', async ({ page }) => {
  await new SignUpPage(page).signUp(newAccount('shared'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().storageState({ path: AUTH_STATE });
});
