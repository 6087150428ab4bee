import path from 'node:path';
import { expect, test as base, type Browser, type Page } from '@playwright/test';
import { remoteRoutes } from '../src/routes/routeTable';
import { newAccount, SignUpPage } from './pages/AuthPages';
import { signUpWithImportedTrades, TradeHistoryPage } from './pages/JournalPages';
import { RESULTS_DIR } from './support/environment';
import { measureLayout, type LayoutFindings } from './support/layoutChecks';
import { waitForPageSettled } from './support/pageChecks';

// What a trader looks at, at a phone's, a tablet's and a laptop's width (issue 29): no text printed
// over other text, cut off or under 11 px, no sideways scroll, no card wider than its column. Every
// signed-in page of the route table is walked, so a page added later is measured the day it lands,
// with a realistic journal (the demo's 410 trades with candles) and with an empty one.
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'laptop', width: 1366, height: 800 },
] as const;

const signedInPaths = remoteRoutes.filter(({ layout }) => layout === 'app').map(({ path }) => path);

type Journal = 'demo' | 'empty' | 'without candles';

/** A browser state signed in to each kind of journal, made once per worker. */
async function signedInState(browser: Browser, baseURL: string | undefined, journal: Journal, worker: number): Promise<string> {
  if (journal === 'without candles') return signUpWithImportedTrades(browser, baseURL, `layout${worker}`);
  const statePath = path.join(RESULTS_DIR, `layout-${journal}-${worker}-${process.pid}.json`);
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  if (journal === 'demo') {
    const answer = await page.request.post('/api/demo/session', { data: {} });
    expect(answer.status(), await answer.text()).toBe(200);
  } else {
    await new SignUpPage(page).signUp(newAccount(`layout-empty${worker}`));
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  await context.storageState({ path: statePath });
  await context.close();
  return statePath;
}

/** Each kind of journal is signed up once per worker, when a test first needs it. */
const test = base.extend<object, { stateOf: (journal: Journal) => Promise<string> }>({
  stateOf: [
    async ({ browser }, use, workerInfo) => {
      const made = new Map<Journal, Promise<string>>();
      await use((journal) => {
        if (!made.has(journal)) made.set(journal, signedInState(browser, workerInfo.project.use.baseURL, journal, workerInfo.workerIndex));
        return made.get(journal)!;
      });
    },
    { scope: 'worker' },
  ],
});
test.describe.configure({ timeout: 150_000 });

/** Every finding as one line, so a failure lists all the page's defects at once. */
function defects(findings: LayoutFindings): string[] {
  return [
    ...findings.overlaps.map((line) => `overlap: ${line}`),
    ...findings.clipped.map((line) => `clipped: ${line}`),
    ...findings.tooSmall.map((line) => `too small: ${line}`),
    ...findings.widerThanColumn.map((line) => `too wide: ${line}`),
    ...(findings.sidewaysScroll > 0 ? [`scrolls sideways by ${findings.sidewaysScroll} px`] : []),
  ];
}

/** Scrolls through the page and back to its top, a frame at each half screen. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
}

async function openPage(page: Page, routePath: string) {
  await page.goto(routePath);
  await page.locator('h1:not(.app-title)').first().waitFor();
  // A chart is drawn once it scrolls into view: scroll through the page so every chart is drawn.
  await scrollThrough(page);
  await waitForPageSettled(page);
  // Cards out of view are laid out at the size they last had on screen (content-visibility: auto):
  // one whose figures came in after the first pass is seen again with them, as a trader scrolling sees it.
  await scrollThrough(page);
}

for (const journal of ['demo', 'empty'] as const) {
  for (const size of WIDTHS) {
    test(`${journal} journal at ${size.width} px: every signed-in page is laid out cleanly`, async ({ browser, stateOf, baseURL }) => {
      const context = await browser.newContext({ baseURL, storageState: await stateOf(journal), viewport: { width: size.width, height: size.height } });
      const page = await context.newPage();
      for (const routePath of signedInPaths) {
        await openPage(page, routePath);
        expect.soft(defects(await measureLayout(page)), `${routePath} at ${size.width} px (${journal} journal)`).toEqual([]);
      }
      await context.close();
    });
  }
}

for (const journal of ['demo', 'without candles'] as const) {
  for (const size of WIDTHS) {
    test(`the trade dialog ${journal === 'demo' ? 'with' : 'without'} candles at ${size.width} px is laid out cleanly`, async ({ browser, stateOf, baseURL }) => {
      const context = await browser.newContext({ baseURL, storageState: await stateOf(journal), viewport: { width: size.width, height: size.height } });
      const page = await context.newPage();
      const history = new TradeHistoryPage(page);
      await history.open();
      await history.trades.getByRole('button', { name: /^Open trade / }).first().click();
      const dialog = page.getByRole('dialog', { name: /^Trade: / });
      if (journal === 'demo') await expect(dialog.getByRole('img', { name: /, \d+m candles$/ })).toBeVisible({ timeout: 20_000 });
      else await expect(dialog.getByRole('heading').first()).toBeVisible();
      await expect(dialog.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
      expect(defects(await measureLayout(page))).toEqual([]);
      await context.close();
    });
  }
}
