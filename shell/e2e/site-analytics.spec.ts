import { expect, test, type Page } from '@playwright/test';
import { AppShell } from './pages/AppShell';
import { newAccount, SignInPage, SignUpPage } from './pages/AuthPages';
import { ANALYTICS_URL, E2E_MEASUREMENT_ID, E2E_PORT, E2E_SITE_VERIFICATION } from './support/environment';
import { dataLayerOf, entriesNotArguments, gtagReceived, recordGoogleRequests } from './support/gtagRecorder';
import { collectConsoleErrors, horizontalOverflow, seriousAccessibilityViolations } from './support/pageChecks';

// This project's baseURL is the server with GA_MEASUREMENT_ID and SITE_VERIFICATION set; the main
// server (no measurement id) is reached by its own address.
const MAIN_URL = `http://127.0.0.1:${E2E_PORT}`;
const TITLE = 'AI Trading Journal - Advanced Trading Analytics';
/** The pre-rendered public pages have titles of their own; the app's pages share TITLE. */
const PAGE_TITLES: Record<string, string> = { '/analytics-test': 'Google Analytics Testing - AI Trading Journal', '/privacy-policy': 'Privacy Policy - AI Trading Journal' };
const GTAG_URL = `https://www.googletagmanager.com/gtag/js?id=${E2E_MEASUREMENT_ID}`;
const EMPTY_LOG = 'No events logged yet. Click the test buttons above to start tracking.';

/** What the site tells gtag when analytics starts: Google's two commands, page views left to the site. */
const START = [['js', expect.any(Date)], ['config', E2E_MEASUREMENT_ID, { send_page_view: false }]];
const pageView = (path: string) => {
  const location = `${ANALYTICS_URL}${path}`;
  return [
    ['set', { page_location: location }],
    ['event', 'page_view', { page_path: path, page_location: location, page_title: PAGE_TITLES[path] ?? TITLE }],
  ];
};
const event = (name: string, category: string, label: string, value?: number) => ['event', name, { event_category: category, event_label: label, ...(value === undefined ? {} : { value }) }];

const expectReceived = (page: Page, commands: unknown[]) => expect.poll(() => gtagReceived(page), { timeout: 20_000 }).toEqual(commands);

test.describe.configure({ timeout: 90_000 });

test('the served pages carry the verification and measurement-id meta tags, and the CSP allows gtag.js only where an id is set', async ({ request }) => {
  const page = await request.get('/analytics-test', { headers: { Accept: 'text/html' } });
  const html = await page.text();
  expect(html).toContain(`<meta name="${E2E_SITE_VERIFICATION.name}" content="${E2E_SITE_VERIFICATION.content}">`);
  expect(html).toContain(`<meta name="ga-measurement-id" content="${E2E_MEASUREMENT_ID}">`);
  expect(html).not.toContain('analytics-debug');
  const policy = page.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self' https://*.googletagmanager.com;");
  expect(policy).toContain("connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com;");

  const main = await request.get(`${MAIN_URL}/analytics-test`, { headers: { Accept: 'text/html' } });
  expect(await main.text()).not.toMatch(/ga-measurement-id|google-site-verification/);
  const mainPolicy = main.headers()['content-security-policy'] ?? '';
  expect(mainPolicy).toContain("script-src 'self';");
  expect(mainPolicy).not.toMatch(/google/);
});

test('/analytics-test: Connected, each button sends its event with its parameters and logs it, Clear Log empties the log', async ({ page, context }) => {
  const google = await recordGoogleRequests(context);
  const consoleErrors = collectConsoleErrors(page);
  await page.goto('/analytics-test');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Google Analytics Testing');
  const status = page.getByRole('region', { name: 'Connection Status' });
  await expect(status).toContainText('Connected');
  await expect(status).toContainText(`Measurement ID${E2E_MEASUREMENT_ID}`);
  await expect(status).toContainText('Google tagLoaded');
  await expect(status).toContainText('Events are sent to this property.');
  await expect(page.locator(`meta[name="${E2E_SITE_VERIFICATION.name}"]`)).toHaveAttribute('content', E2E_SITE_VERIFICATION.content);
  await expectReceived(page, [...START, ...pageView('/analytics-test')]);

  const buttons = ['Page View', 'Button Click', 'User Signup', 'Login', 'CSV Upload', 'Dashboard View', 'Psychology Assessment', 'Google OAuth'];
  for (const name of buttons) await page.getByRole('button', { name, exact: true }).click();
  const sent = [
    ...pageView('/analytics-test'),
    event('button_click', 'engagement', 'analytics_test'),
    event('signup_attempt', 'auth', 'analytics_test'),
    event('login_success', 'auth', 'analytics_test'),
    event('csv_upload_success', 'import', 'analytics_test', 25),
    event('dashboard_view', 'navigation', 'analytics_test'),
    event('psychology_assessment_complete', 'psychology', 'analytics_test'),
    event('google_auth_attempt', 'auth', 'analytics_test'),
  ];
  await expectReceived(page, [...START, ...pageView('/analytics-test'), ...sent]);

  const log = page.getByRole('log', { name: 'Event log' });
  const time = '\\d\\d:\\d\\d:\\d\\d';
  await expect(log.getByRole('listitem')).toHaveText([
    new RegExp(`^${time} page_view page_path: /analytics-test, page_location: ${ANALYTICS_URL}/analytics-test, page_title: ${PAGE_TITLES['/analytics-test']} — Sent$`),
    new RegExp(`^${time} button_click event_category: engagement, event_label: analytics_test — Sent$`),
    new RegExp(`^${time} signup_attempt event_category: auth, event_label: analytics_test — Sent$`),
    new RegExp(`^${time} login_success event_category: auth, event_label: analytics_test — Sent$`),
    new RegExp(`^${time} csv_upload_success event_category: import, event_label: analytics_test, value: 25 — Sent$`),
    new RegExp(`^${time} dashboard_view event_category: navigation, event_label: analytics_test — Sent$`),
    new RegExp(`^${time} psychology_assessment_complete event_category: psychology, event_label: analytics_test — Sent$`),
    new RegExp(`^${time} google_auth_attempt event_category: auth, event_label: analytics_test — Sent$`),
  ]);
  // On a phone, with a full log of long lines: no sideways scroll, nothing axe finds serious.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Clear Log' }).click();
  await expect(log).toHaveText(EMPTY_LOG);
  await expect(page.getByRole('button', { name: 'Clear Log' })).toBeFocused();

  // By keyboard: Shift+Tab from Clear Log reaches the last test button; Enter sends it.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Google OAuth' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(log.getByRole('listitem')).toHaveText([/google_auth_attempt event_category: auth, event_label: analytics_test — Sent$/]);
  await expectReceived(page, [...START, ...pageView('/analytics-test'), ...sent, event('google_auth_attempt', 'auth', 'analytics_test')]);

  expect(google.requests).toEqual([GTAG_URL]);
  expect(await entriesNotArguments(page)).toBe(0);
  expect(consoleErrors).toEqual([]);
});

test('a visitor’s page views, on load and on each route change, and the events of sign-up, the dashboard and sign-in', async ({ page, context }) => {
  const google = await recordGoogleRequests(context);
  const account = newAccount('analytics');
  await new SignUpPage(page).signUp(account);
  await expect(page).toHaveURL(/\/dashboard$/);
  const signedUp = [...START, ...pageView('/sign-up'), event('signup_attempt', 'auth', 'sign_up_page'), ...pageView('/dashboard'), event('dashboard_view', 'navigation', 'dashboard')];
  await expectReceived(page, signedUp);

  const shell = new AppShell(page);
  await shell.navItem('Trade History').click();
  await expect(page).toHaveURL(/\/history$/);
  await expectReceived(page, [...signedUp, ...pageView('/history')]);
  await shell.navItem('Import Trades').click();
  await expectReceived(page, [...signedUp, ...pageView('/history'), ...pageView('/import')]);
  await shell.signOut.click();
  await expect(page).toHaveURL(`${ANALYTICS_URL}/`);
  // Sign Out loads the pre-rendered landing afresh: a new dataLayer, gtag.js asked for again.
  await expectReceived(page, [...START, ...pageView('/')]);

  // Another page load: a new dataLayer again.
  const signIn = new SignInPage(page);
  await signIn.open();
  await expectReceived(page, [...START, ...pageView('/sign-in')]);
  await signIn.signIn(account.username, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expectReceived(page, [...START, ...pageView('/sign-in'), event('login_success', 'auth', 'password'), ...pageView('/dashboard'), event('dashboard_view', 'navigation', 'dashboard')]);

  expect(google.requests).toEqual([GTAG_URL, GTAG_URL, GTAG_URL]);
  expect(await entriesNotArguments(page)).toBe(0);
});

test('a user who turns Usage Analytics off in Settings: nothing is sent from then on, gtag.js is never asked for again, and turning it on starts it', async ({ page, context }) => {
  const google = await recordGoogleRequests(context);
  await new SignUpPage(page).signUp(newAccount('optout'));
  await expect(page).toHaveURL(/\/dashboard$/);
  const shell = new AppShell(page);
  await shell.navItem('Settings').click();
  const usageAnalytics = page.getByRole('switch', { name: 'Usage Analytics' });
  await expect(usageAnalytics).toHaveAttribute('aria-checked', 'true');
  await expect.poll(async () => (await gtagReceived(page))?.slice(-2)).toEqual(pageView('/settings'));
  const beforeOptOut = (await gtagReceived(page)) ?? [];

  await usageAnalytics.click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expect(usageAnalytics).toHaveAttribute('aria-checked', 'false');
  await expect.poll(() => page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], E2E_MEASUREMENT_ID)).toBe(true);
  await shell.navItem('Trade History').click();
  await expect(page.getByRole('heading', { name: 'Trade History', level: 1 })).toBeVisible();
  await shell.navItem('Dashboard').click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1, exact: true })).toBeVisible();
  expect(await gtagReceived(page)).toEqual(beforeOptOut);
  expect(await dataLayerOf(page)).toHaveLength(beforeOptOut.length);

  // Loaded afresh, signed in with Usage Analytics off: gtag.js is never asked for.
  const scriptsBefore = google.gtagScripts().length;
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1, exact: true })).toBeVisible();
  await page.goto('/analytics-test');
  const status = page.getByRole('region', { name: 'Connection Status' });
  await expect(status).toContainText('Events are not sent: you turned Usage Analytics off in Settings.');
  await page.getByRole('button', { name: 'CSV Upload' }).click();
  await expect(page.getByRole('log', { name: 'Event log' }).getByRole('listitem')).toHaveText([/csv_upload_success event_category: import, event_label: analytics_test, value: 25 — Not sent: Usage Analytics is off$/]);
  expect(await dataLayerOf(page)).toBeUndefined();
  expect(google.gtagScripts()).toHaveLength(scriptsBefore);

  // Turned on again: analytics starts at once, and the next route change is a page view.
  await page.goto('/settings');
  await expect(usageAnalytics).toHaveAttribute('aria-checked', 'false');
  expect(await dataLayerOf(page)).toBeUndefined();
  await usageAnalytics.click();
  await expect(usageAnalytics).toHaveAttribute('aria-checked', 'true');
  await expectReceived(page, START);
  await shell.navItem('Trade History').click();
  await expectReceived(page, [...START, ...pageView('/history')]);
  expect(google.gtagScripts()).toHaveLength(scriptsBefore + 1);
  expect(google.requests.every((url) => url === GTAG_URL)).toBe(true);
});

test('the main server has no measurement id: Not configured, no request to Google at all, one console warning per page and no error', async ({ page, context }) => {
  const google = await recordGoogleRequests(context);
  const consoleErrors = collectConsoleErrors(page);
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && message.text().startsWith('Google Analytics') && warnings.push(message.text()));
  const NOT_CONFIGURED = 'Google Analytics is off: the server has no GA_MEASUREMENT_ID, so no page views or events are sent.';

  await page.goto(`${MAIN_URL}/analytics-test`);
  const status = page.getByRole('region', { name: 'Connection Status' });
  await expect(status).toContainText('Not configured');
  await expect(status).toContainText('GA_MEASUREMENT_ID is not set on the server, so no events are sent.');
  await expect(status).not.toContainText('Connected');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('log', { name: 'Event log' }).getByRole('listitem')).toHaveText([/login_success event_category: auth, event_label: analytics_test — Not sent: GA_MEASUREMENT_ID is not set$/]);
  await expect.poll(() => warnings).toEqual([NOT_CONFIGURED]);

  // The SPA sends nothing either, and says so once; Back to Home is a page load of its own, which says so once too.
  warnings.length = 0;
  await page.goto(`${MAIN_URL}/sign-in`);
  await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  await expect.poll(() => warnings).toEqual([NOT_CONFIGURED]);
  warnings.length = 0;
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(`${MAIN_URL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => warnings).toEqual([NOT_CONFIGURED]);

  expect(google.requests).toEqual([]);
  expect(await dataLayerOf(page)).toBeUndefined();
  expect(consoleErrors).toEqual([]);
});
