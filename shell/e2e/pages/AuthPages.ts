import { expect, type Page } from '@playwright/test';

let counter = 0;

/** A fresh account for one test: unique across parallel workers and retries. */
export function newAccount(label: string) {
  counter += 1;
  const id = `${label}${process.pid}${Date.now().toString(36)}${counter}`.toLowerCase().replace(/[^a-z0-9]/g, '');
  return { username: id.slice(0, 30), email: `${id}@example.test`, password: 'correct-horse-battery' };
}

export class SignUpPage {
  constructor(readonly page: Page) {}

  async signUp({ username, email, password }: { username: string; email: string; password: string }) {
    await this.page.goto('/sign-up');
    await this.page.getByLabel('Username').fill(username);
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByLabel('Confirm Password').fill(password);
    await this.page.getByRole('checkbox').check();
    await this.page.getByRole('button', { name: 'Create Account' }).click();
  }
}

export class SignInPage {
  constructor(readonly page: Page) {}

  async open(path = '/sign-in') {
    await this.page.goto(path);
  }

  async signIn(usernameOrEmail: string, password: string) {
    await this.page.getByLabel('Username or Email').fill(usernameOrEmail);
    await this.page.getByLabel('Password', { exact: true }).fill(password);
    await this.page.getByRole('button', { name: 'Sign In', exact: true }).last().click();
  }

  async expectSignedIn() {
    await expect(this.page.getByText('Welcome back!')).toBeVisible();
  }
}
