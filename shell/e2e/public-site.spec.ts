import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type APIResponse } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { newAccount, SignUpPage } from './pages/AuthPages';
import { LandingPage } from './pages/LandingPage';

// The public site as it is served: pre-rendered pages, compressed assets, the JavaScript a first
// visit of / costs, and the full page loads between the app and the public pages.
test.use({ storageState: { cookies: [], origins: [] } });

const SHELL_DIST = path.resolve(import.meta.dirname, '..', 'dist');
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The most JavaScript a first visit of / may load, gzipped (issue 20). */
const JS_BUDGET_BYTES = 100 * 1024;

/** The scripts the pre-rendered landing page loads, as the build wrote it. */
function landingScripts(): string[] {
  const html = readFileSync(path.join(SHELL_DIST, 'index.html'), 'utf8');
  return [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]!);
}

const get = (request: { get: (url: string, options: object) => Promise<APIResponse> }, url: string, acceptEncoding: string, accept = '*/*') =>
  request.get(url, { headers: { 'Accept-Encoding': acceptEncoding, Accept: accept } });

test.describe('served compressed', () => {
  test('the landing page: brotli or gzip as the browser asks, revalidated on each load', async ({ request }) => {
    for (const [acceptEncoding, encoding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['identity', undefined]] as const) {
      const response = await get(request, '/', acceptEncoding, 'text/html');
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(headers.vary).toBe('Accept-Encoding');
      expect(headers['cache-control']).toBe('no-cache');
      expect(headers['content-type']).toBe('text/html; charset=utf-8');
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(await response.text()).toContain('<div id="root" data-page="/">');
    }
  });

  test("the landing page's script: compressed, and kept by browsers for good", async ({ request }) => {
    const [script] = landingScripts();
    const response = await get(request, script!, 'br, gzip');
    const headers = response.headers();
    expect(headers['content-encoding']).toBe('br');
    expect(headers['cache-control']).toBe(IMMUTABLE);
    expect(headers.vary).toBe('Accept-Encoding');
    expect(headers['content-type']).toMatch(/javascript/);
    expect((await response.body()).equals(readFileSync(path.join(SHELL_DIST, script!)))).toBe(true);
  });

  test("the app's page, a remote's manifest and entry, and Storybook: compressed, and revalidated", async ({ request }) => {
    const cases = [
      ['/dashboard', 'text/html', 'no-cache'],
      ['/remotes/mfe-journal/mf-manifest.json', '*/*', 'no-cache'],
      ['/remotes/mfe-journal/remoteEntry.js', '*/*', 'no-cache'],
      ['/storybook/index.json', '*/*', 'no-cache'],
    ] as const;
    for (const [url, accept, cacheControl] of cases) {
      const headers = (await get(request, url, 'gzip, br', accept)).headers();
      expect(headers['content-encoding'], url).toBe('br');
      expect(headers.vary, url).toBe('Accept-Encoding');
      expect(headers['cache-control'], url).toBe(cacheControl);
    }
  });
});

test.describe('the JavaScript of a first visit of /', () => {
  test(`is at most ${JS_BUDGET_BYTES / 1024} KB gzipped, as built`, () => {
    const scripts = landingScripts();
    expect(scripts.length).toBeGreaterThan(0);
    const sizes = scripts.map((script) => ({ script, gzipped: gzipSync(readFileSync(path.join(SHELL_DIST, script)), { level: 9 }).length }));
    const total = sizes.reduce((sum, { gzipped }) => sum + gzipped, 0);
    test.info().annotations.push({ type: 'js-budget', description: `${(total / 1024).toFixed(1)} KB gzipped: ${JSON.stringify(sizes)}` });
    expect(total, JSON.stringify(sizes)).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  });

  test('is only the budgeted scripts: no remote, no GraphQL, nothing of the app', async ({ page }) => {
    const scripts: string[] = [];
    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      requests.push(url.pathname);
      if (request.resourceType() === 'script') scripts.push(url.pathname);
    });
    const ticker = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/demo/ticker');
    await new LandingPage(page).open();
    await ticker;
    // Whatever the page would still ask for after its own calls answered.
    await page.waitForTimeout(1000);
    expect(scripts.sort()).toEqual(landingScripts().sort());
    expect(requests.filter((pathname) => /^\/(remotes|graphql)|remoteEntry|mf-manifest|\/api\/remotes/.test(pathname))).toEqual([]);
  });
});

test('the privacy policy: its eleven sections in order, its dates and periods, pre-rendered', async ({ page, request }) => {
  const html = await (await request.get('/privacy-policy', { headers: { Accept: 'text/html' } })).text();
  expect(html).toContain('<div id="root" data-page="/privacy-policy">');
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    '1. Information We Collect',
    '2. Google Sign-In',
    '3. How We Use Your Information',
    '4. Sharing of Information',
    '5. Data Security',
    '6. Your Rights',
    '7. Data Retention',
    '8. International Transfers',
    "9. Children's Privacy",
    '10. Updates to This Policy',
    '11. Contact Us',
  ]);
  await expect(page.getByText('Effective January 2025. Last updated January 21, 2025.')).toBeVisible();
  await expect(page.getByText('The service is for people 18 and older.', { exact: false })).toBeVisible();
  await expect(page.getByText('we answer within 30 days', { exact: false })).toBeVisible();
  await expect(page.getByText('Account data is kept up to 3 years after deletion, financial records 7 years, and support communications 3 years', { exact: false })).toBeVisible();
  await expect(page.getByText('If you sign in with Google', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('#root')).toHaveAttribute('data-page', '/');
});

test.describe('between the app and the public pages, a full page load', () => {
  /** The document on screen is the pre-rendered public page of `path`, with the public bundle only. */
  async function expectPrerendered(page: import('@playwright/test').Page, path: string) {
    await expect(page.locator('#root')).toHaveAttribute('data-page', path);
    const scripts = await page.locator('script[src]').evaluateAll((elements) => elements.map((element) => new URL((element as HTMLScriptElement).src).pathname));
    expect(scripts.sort()).toEqual(landingScripts().sort());
  }

  test('Sign Out lands on the pre-rendered landing page, signed out', async ({ page }) => {
    await new SignUpPage(page).signUp(newAccount('publicsignout'));
    await expect(page).toHaveURL(/\/dashboard$/);
    await new AppShell(page).signOut.click();
    await expect(page).toHaveURL(/\/$/);
    await expectPrerendered(page, '/');
    await expect(new LandingPage(page).signIn).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });

  test("a remote's Back to Home link and the 404 page's load the landing page", async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectPrerendered(page, '/');

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expectPrerendered(page, '/');
    // The entry the app's router pushed was replaced, not doubled: Back returns to the 404 page.
    await page.goBack();
    await expect(page).toHaveURL(/\/no-such-page$/);
  });

  test("the sign-up form's Privacy Policy link loads the pre-rendered policy", async ({ page }) => {
    await page.goto('/sign-up');
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expectPrerendered(page, '/privacy-policy');
  });

  test('the analytics test page is pre-rendered, and its Back to Home is a plain link', async ({ page }) => {
    await page.goto('/analytics-test');
    await expectPrerendered(page, '/analytics-test');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expectPrerendered(page, '/');
  });
});
