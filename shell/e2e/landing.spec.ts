import { expect, test, type Page } from '@playwright/test';
import { LandingPage } from './pages/LandingPage';
import { AUTH_STATE } from './support/environment';
import { collectConsoleErrors, horizontalOverflow, seriousAccessibilityViolations, VIEWPORTS } from './support/pageChecks';
import { Keyboard } from './pages/Keyboard';

// The landing page of SPEC §2, pre-rendered and hydrated by the public site's bundle. Its texts are
// SPEC's, written out here (not read from the page's own constants) so a changed word fails.
test.use({ storageState: { cookies: [], origins: [] } });

const SIGN_IN_HEADING = { name: 'Sign In', level: 1 } as const;

/** SPEC §9's plans, word for word (list items start with a capital). */
const PLANS = [
  {
    name: 'Free Trial',
    price: '$0 14 days',
    features: ['Up to 100 trades', 'Basic win rate and P&L', 'Email support', 'Standard insights'],
    cta: 'Start Free Trial',
    popular: false,
  },
  {
    name: 'Professional',
    price: '$29 per month',
    features: ['Unlimited trades', 'Advanced P&L analytics', 'AI pattern recognition', 'Options chain analysis', 'Real-time alerts', 'Export to a tax-software format'],
    cta: 'Start Professional',
    popular: true,
  },
  {
    name: 'Enterprise',
    price: '$99 per month',
    features: ['Everything in Professional', 'Team accounts', 'Prime brokerage API access', 'Custom risk rules', 'Dedicated account manager', 'Terminal integration'],
    cta: 'Contact Sales',
    popular: false,
  },
];

test('every link of the landing page leads to a page or a section that exists', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.open();
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  expect([...new Set(hrefs)].sort()).toEqual(['#features', '#pricing', '#testimonials', '/analytics-test', '/privacy-policy', '/sign-in', '/sign-in?mode=register']);
  for (const href of new Set(hrefs)) {
    if (href.startsWith('#')) await expect(page.locator(href)).toHaveCount(1);
    else expect((await page.request.get(href, { headers: { Accept: 'text/html' } })).status(), href).toBe(200);
  }
});

test("the header's anchors scroll to their sections, and so do the footer's", async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.open();
  for (const [link, section, hash] of [
    ['Features', 'Features', '#features'],
    ['Pricing', 'Pricing', '#pricing'],
    ['Reviews', 'Reviews', '#testimonials'],
  ] as const) {
    await landing.sections.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${hash}$`));
    await landing.expectSectionAtTop(section);
  }
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await landing.footer.getByRole('link', { name: 'Features' }).click();
  await landing.expectSectionAtTop('Features');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await landing.footer.getByRole('link', { name: 'Pricing' }).click();
  await landing.expectSectionAtTop('Pricing');
});

test('Sign In and every Start Free Trial reach the sign-in page', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.open();
  // Start Free Trial opens the same page in Create Account mode (a trial starts without an account).
  for (const [name, href] of [
    ['Start Free Trial', '/sign-in?mode=register'],
    ['Start Professional', '/sign-in'],
  ] as const) {
    for (const link of await page.getByRole('link', { name, exact: true }).all()) await expect(link).toHaveAttribute('href', href);
  }
  // Header, hero, the Free Trial plan and the closing call to action.
  await expect(page.getByRole('link', { name: 'Start Free Trial', exact: true })).toHaveCount(4);

  await landing.signIn.click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', SIGN_IN_HEADING)).toBeVisible();

  await landing.open();
  await landing.section('Features').scrollIntoViewIfNeeded();
  await page.getByRole('main').getByRole('link', { name: 'Start Free Trial' }).first().click();
  await expect(page).toHaveURL(/\/sign-in\?mode=register$/);
  await expect(page.getByRole('heading', { name: 'Create Account', level: 1 })).toBeVisible();
});

test('the footer links the policy and analytics test pages, and says which pages do not exist yet', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.open();
  for (const label of ['API', 'Help Center', 'Contact']) {
    await expect(landing.footer.getByText(`${label} (coming soon)`, { exact: true })).toBeVisible();
    await expect(landing.footer.getByRole('link', { name: label })).toHaveCount(0);
  }
  await landing.footer.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await page.goBack();
  await landing.footer.getByRole('link', { name: 'Analytics Test' }).click();
  await expect(page).toHaveURL(/\/analytics-test$/);
  await expect(page.getByRole('heading', { name: 'Google Analytics Testing', level: 1 })).toBeVisible();
});

test('pricing shows the three plans of SPEC §9 word for word', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.open();
  await expect(landing.section('Pricing').getByRole('group')).toHaveCount(3);
  for (const plan of PLANS) {
    const card = landing.plan(plan.name);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(plan.name);
    await expect(card.locator('.plan-price')).toHaveText(plan.price);
    await expect(card.getByRole('listitem')).toHaveText(plan.features);
    await expect(card.getByText('Most Popular', { exact: true })).toHaveCount(plan.popular ? 1 : 0);
    const action = card.getByRole(plan.cta === 'Contact Sales' ? 'button' : 'link', { name: plan.cta, exact: true });
    await expect(action).toBeVisible();
  }
  // No contact page yet: Contact Sales says so rather than leading nowhere.
  await expect(landing.plan('Enterprise').getByRole('button', { name: 'Contact Sales' })).toBeDisabled();
  await expect(landing.plan('Enterprise').getByText('Sales contact coming soon.')).toBeVisible();
});

test('the three reviews are marked as samples', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.open();
  const reviews = landing.section('Reviews');
  await expect(reviews.getByText('Sample reviews: written to show how traders use the journal, not quotes from customers.')).toBeVisible();
  await expect(reviews.locator('figure')).toHaveCount(3);
  for (const review of await reviews.locator('figure').all()) {
    await expect(review.getByText('Sample review', { exact: true })).toBeVisible();
    await expect(review.getByRole('img', { name: /^[1-5] out of 5 stars$/ })).toBeVisible();
  }
});

test('the hero offers the free trial, the demo and the trial terms, with one h1', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.open();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your trades, honestly analysed');
  await expect(landing.watchDemo).toBeVisible();
  await expect(page.getByText('14-day free trial with all features. No credit card required. Cancel anytime.').first()).toBeVisible();
  await expect(landing.section('Features').getByRole('heading', { level: 3 })).toHaveCount(8);
});

test('the ticker lists the demo journal, each symbol with its P&L and trades', async ({ page }) => {
  const { ticker } = (await (await page.request.get('/api/demo/ticker')).json()) as { ticker: { symbol: string; pnl: string; trades: number }[] };
  expect(ticker.length).toBeGreaterThan(0);
  const landing = new LandingPage(page);
  await landing.open();
  const items = landing.tickerList.getByRole('listitem');
  await expect(items).toHaveCount(Math.min(ticker.length, 20));
  const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  for (const [index, { symbol, pnl, trades }] of ticker.slice(0, 20).entries()) {
    const value = Number(pnl);
    const amount = dollars.format(value).replace(/^-(\$0\.00)$/, '$1');
    const signed = value > 0 && amount !== '$0.00' ? `+${amount}` : amount;
    await expect(items.nth(index)).toContainText(symbol);
    await expect(items.nth(index)).toContainText(signed);
    await expect(items.nth(index)).toContainText(`${trades} ${trades === 1 ? 'trade' : 'trades'}`);
  }
  await landing.tickerToggle.click();
  await expect(landing.tickerToggle).toHaveAttribute('aria-pressed', 'true');
});

test('the ticker starts paused for a visitor who asked for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const landing = new LandingPage(page);
  await landing.open();
  await expect(landing.tickerList).toBeVisible();
  await expect(landing.tickerToggle).toHaveAttribute('aria-pressed', 'true');
  const running = await page.locator('[data-paused]').evaluate((track) => getComputedStyle(track).animationPlayState);
  expect(running).toBe('paused');
});

test('without the demo journal the ticker strip stays empty, at its height, and the page works', async ({ page }) => {
  await page.route('**/api/demo/ticker', (route) => route.fulfill({ status: 503, body: '' }));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // The browser itself logs the failed response; the page logs nothing of its own.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  const landing = new LandingPage(page);
  await landing.open();
  await expect(landing.tickerList).toHaveCount(0);
  const strip = page.locator('#demo-ticker-caption').locator('..');
  expect((await strip.boundingBox())!.height).toBe(48);
  await expect(landing.tickerToggle).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('Watch Demo opens the demo journal on its dashboard', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.open();
  await landing.watchDemo.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('banner').getByText('Trading Dashboard', { exact: true })).toBeVisible();
});

test('a refused Watch Demo says why on the page, and the button can be pressed again', async ({ page }) => {
  // The server's documented refusal (429 with its reason), answered here so it comes on the first press.
  let attempts = 0;
  await page.route('**/api/demo/session', (route) => {
    attempts += 1;
    return route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'TOO_MANY_REQUESTS', message: 'Too many demos were opened from your address. Try again later.', requestId: 'x' }),
    });
  });
  const landing = new LandingPage(page);
  await landing.open();
  await landing.watchDemo.click();
  await expect(page.getByRole('alert')).toHaveText('Could not open the demo: Too many demos were opened from your address. Try again later.');
  await expect(landing.watchDemo).toBeFocused();
  await expect(landing.watchDemo).not.toHaveAttribute('aria-busy');
  await page.keyboard.press('Enter');
  await expect.poll(() => attempts).toBe(2);
  await expect(page).toHaveURL(/\/$/);
});

test.describe('signed in', () => {
  test.use({ storageState: AUTH_STATE });

  test('a signed-in visitor gets Go to dashboard in place of Sign In', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.open();
    await expect(landing.goToDashboard).toBeVisible();
    await expect(landing.signIn).toHaveCount(0);
    await landing.goToDashboard.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner').getByText('Trading Dashboard', { exact: true })).toBeVisible();
  });
});

test('the browser draws the page with the class names of the pre-rendered markup, and hydrates it without a word', async ({ page }) => {
  const prerendered = await (await page.request.get('/', { headers: { Accept: 'text/html' } })).text();
  // The same document with an empty #root: the bundle then draws the page itself.
  const empty = prerendered.replace(/(<div id="root" data-page="\/">)[\s\S]*(<\/div>\s*<\/body>)/, '$1$2');
  expect(prerendered).toContain('Your trades, honestly analysed');
  expect(empty).not.toContain('Your trades, honestly analysed');
  // The pre-render has no ticker entries; the browser's render must not get any either.
  await page.route('**/api/demo/ticker', (route) => route.fulfill({ json: { ticker: [] } }));

  const classesOf = (html: string | null) =>
    page.evaluate((source) => {
      const root = source === null ? document : new DOMParser().parseFromString(source, 'text/html');
      return [...root.querySelectorAll('#root *')].map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`);
    }, html);

  const consoleErrors = collectConsoleErrors(page);
  const landing = new LandingPage(page);
  await landing.open();
  const hydrated = await classesOf(null);
  expect(hydrated).toEqual(await classesOf(prerendered));
  expect(consoleErrors).toEqual([]);

  await page.route('/', (route) => route.fulfill({ contentType: 'text/html', body: empty }));
  await landing.open();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await classesOf(null)).toEqual(await classesOf(prerendered));
});

/** A demo journal's ticker, for checks of the strip's layout (not of its figures). */
const TICKER_FIXTURE = ['AAPL', 'TSLA', 'NVDA', 'MSFT', 'AMD', 'SPY', 'QQQ', 'META'].map((symbol, index) => ({
  symbol,
  pnl: String((index % 3 === 0 ? -1 : 1) * (index + 1) * 123.45),
  trades: index + 2,
}));

/** Adds up the page's layout shifts (those a visitor's input did not cause), from before it draws. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, sources: (entry.sources ?? []).map(({ node }) => (node instanceof Element ? node.outerHTML.slice(0, 80) : String(node))) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts);
    return { total: shifts.reduce((sum, { value }) => sum + value, 0), shifts };
  };
}

for (const viewport of VIEWPORTS) {
  for (const visitor of ['signed out', 'signed in'] as const) {
    test(`nothing moves while the page loads and hydrates (${visitor}, ${viewport.name})`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: viewport.width, height: viewport.height },
        storageState: visitor === 'signed in' ? AUTH_STATE : { cookies: [], origins: [] },
      });
      const page = await context.newPage();
      const layoutShift = await watchLayoutShifts(page);
      // As over a real network, the page is on screen before the session and the ticker answer. The
      // ticker answers a full strip whether or not this server has the demo journal: its arrival must move nothing.
      const later = () => new Promise((resolve) => setTimeout(resolve, 400));
      await page.route('**/api/auth/user', async (route) => {
        await later();
        await route.continue();
      });
      await page.route('**/api/demo/ticker', async (route) => {
        await later();
        await route.fulfill({ json: { ticker: TICKER_FIXTURE } });
      });
      const ticker = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/demo/ticker');
      const landing = new LandingPage(page);
      await landing.open();
      await ticker;
      await expect(landing.tickerList).toBeVisible();
      // The session has answered: the header links to the dashboard or to Sign In (in the closed menu on a phone).
      await expect(page.locator(`#landing-menu a[href="${visitor === 'signed in' ? '/dashboard' : '/sign-in'}"]`).first()).toBeAttached();
      // Layout-shift entries arrive after the frame they happen in.
      await page.waitForTimeout(500);
      // Not even a shift too small to count in the page's CLS (under 0.01): none at all.
      const { total, shifts } = await layoutShift();
      expect(shifts, `CLS ${total}`).toEqual([]);
      await context.close();
    });
  }
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sections and the two buttons fold into a menu that opens, follows an anchor and closes', async ({ page }) => {
    const landing = new LandingPage(page);
    await landing.open();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await expect(landing.menuToggle).toBeVisible();
    await expect(landing.menuToggle).toHaveAttribute('aria-controls', 'landing-menu');
    await expect(landing.menuToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(landing.sections).toBeHidden();
    await expect(landing.signIn).toBeHidden();

    await landing.menuToggle.click();
    await expect(landing.menuToggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Features', 'Pricing', 'Reviews']) await expect(landing.sections.getByRole('link', { name })).toBeVisible();
    await expect(landing.signIn).toBeVisible();
    await expect(landing.headerStartFreeTrial).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await landing.sections.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/#pricing$/);
    await expect(landing.menuToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(landing.sections).toBeHidden();
    await landing.expectSectionAtTop('Pricing');

    await landing.menuToggle.click();
    await landing.signIn.click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('the menu works by keyboard and closes on Escape, focus back on its toggle', async ({ page }) => {
    const landing = new LandingPage(page);
    const keyboard = new Keyboard(page);
    await landing.open();
    await keyboard.tabTo(landing.menuToggle);
    await page.keyboard.press('Enter');
    await expect(landing.menuToggle).toHaveAttribute('aria-expanded', 'true');
    await keyboard.tabTo(landing.sections.getByRole('link', { name: 'Reviews' }));
    await page.keyboard.press('Escape');
    await expect(landing.menuToggle).toHaveAttribute('aria-expanded', 'false');
    await expect(landing.menuToggle).toBeFocused();

    await page.keyboard.press('Enter');
    await keyboard.tabTo(landing.sections.getByRole('link', { name: 'Reviews' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#testimonials$/);
    await expect(landing.menuToggle).toHaveAttribute('aria-expanded', 'false');
    await landing.expectSectionAtTop('Reviews');
  });

  test('every section fits the phone, and Watch Demo and the plans are reachable by keyboard', async ({ page }) => {
    const landing = new LandingPage(page);
    const keyboard = new Keyboard(page);
    await landing.open();
    await keyboard.tabTo(landing.watchDemo);
    await keyboard.tabTo(landing.plan('Professional').getByRole('link', { name: 'Start Professional' }), { maxPresses: 40 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
