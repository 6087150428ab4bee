import { expect, test } from '@playwright/test';
import { remoteRoutes } from '../src/routes/routeTable';
import { REMOTE_PATHS, remotePathOf } from './pages/AppShell';

/** The heading each page shows first where it is not the route's title. */
const FIRST_HEADING: Record<string, string> = {
  '/sign-up': 'Create Your Account',
  '/import': 'Import Trade Center',
  '/reset-password': 'Invalid Reset Link', // no token: invalid without any call
  '/psychology': 'Trading Psychology Assessment',
  '/playbook': 'Your Trading Play Book',
};

const reachesItsRemote = (route: (typeof remoteRoutes)[number]) =>
  test(`${route.path} is served by ${route.remote}`, async ({ page }) => {
    const manifest = page.waitForResponse((response) =>
      response.url().endsWith(`${remotePathOf(route.remote)}mf-manifest.json`),
    );
    await page.goto(route.path);
    expect((await manifest).status()).toBe(200);
    await expect(page.getByRole('heading', { name: FIRST_HEADING[route.path] ?? route.title, exact: true })).toBeVisible();
  });

test.describe('every route of SPEC §2 reaches the remote that owns it', () => {
  for (const route of remoteRoutes.filter(({ signedInGoesTo }) => !signedInGoesTo)) reachesItsRemote(route);
});

test.describe('the sign-in forms reach their remote (signed out: a signed-in visitor is sent on)', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  for (const route of remoteRoutes.filter(({ signedInGoesTo }) => signedInGoesTo)) reachesItsRemote(route);
});

test('the shell owns the landing, privacy policy and analytics test pages', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '#testimonials');
  await expect(page.getByRole('heading', { name: 'Pricing' })).toBeVisible();
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(11);
  await page.goto('/analytics-test');
  await expect(page.getByRole('heading', { name: 'Google Analytics Testing' })).toBeVisible();
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/nope');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('each remote serves its mf-manifest.json', async ({ request }) => {
  for (const [name, path] of Object.entries(REMOTE_PATHS)) {
    const response = await request.get(`${path}mf-manifest.json`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toContain('no-cache');
    const manifest = (await response.json()) as { name: string; exposes: { path: string }[] };
    expect(manifest.name).toBe(name);
    expect(manifest.exposes.length).toBeGreaterThan(0);
  }
});

test('the API answers on /api/health and the remote registry on /api/remotes', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: 'sqlite', ok: true } });
  const registry = await request.get('/api/remotes');
  const { remotes } = (await registry.json()) as { remotes: { name: string; entry: string }[] };
  expect(remotes.map(({ name }) => name).sort()).toEqual(Object.keys(REMOTE_PATHS).sort());
});

test('the built Storybook is served at /storybook with the design-system components', async ({ page, request }) => {
  const index = await request.get('/storybook/index.json');
  expect(index.status()).toBe(200);
  const { entries } = (await index.json()) as { entries: Record<string, { title: string }> };
  const titles = new Set(Object.values(entries).map(({ title }) => title));
  for (const component of ['Button', 'Card', 'Toast', 'Tabs', 'Dialog']) {
    expect([...titles].some((title) => title.endsWith(component))).toBe(true);
  }
  const buttonStory = Object.keys(entries).find((id) => id.startsWith('components-button--'))!;
  // Through its manager, as a designer browses it: the story drawn in the (sandboxed) preview.
  await page.goto(`/storybook/?path=/story/${buttonStory}`);
  await expect(page).toHaveTitle(/Storybook/);
  await expect(page.frameLocator('#storybook-preview-iframe').getByRole('button').first()).toBeVisible();
  await page.goto(`/storybook/iframe.html?id=${buttonStory}&viewMode=story`);
  await expect(page.getByRole('button').first()).toBeVisible();
});

test("Storybook's pages run sandboxed: no cookie, no request to the API", async ({ page }) => {
  await page.goto('/storybook/');
  await expect(page).toHaveTitle(/Storybook/);
  const reach = await page.evaluate(async () => {
    const cookies = (() => {
      try {
        return document.cookie;
      } catch {
        return 'unreadable';
      }
    })();
    const graphql = await fetch('/graphql', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' }, body: '{"query":"{ me { username } }"}' })
      .then((response) => `answered ${response.status}`)
      .catch(() => 'refused');
    return { origin: self.origin, cookies, graphql };
  });
  expect(reach).toEqual({ origin: 'null', cookies: 'unreadable', graphql: 'refused' });
});
