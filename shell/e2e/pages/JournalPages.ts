import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { RESULTS_DIR } from '../support/environment';
import { newAccount, SignUpPage } from './AuthPages';
import { ImportTradeCenter } from './ImportTradeCenter';

/** A local day (YYYY-MM-DD) some days before today in New York, the new account's Timezone (est). */
export function newYorkDaysAgo(days: number): string {
  const day = new Date(Date.now() - days * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(day);
}

/**
 * The trader every journal test reads: a new account with two DAS Trader days imported through
 * the Import Trade Center. Day one (das-trades.csv): AAPL +$75, TSLA short +$75, NVDA still open.
 * Day two (das-journal-day2.csv): MSFT -$45, AAPL +$50. So 4 closed trades, 3 winners, +$155.00,
 * profit factor 200 / 45 = 4.44, max drawdown $45.00 (from $150 to $105).
 */
export const JOURNAL_DAYS = { first: newYorkDaysAgo(10), second: newYorkDaysAgo(3) };

export async function signUpWithImportedTrades(browser: Browser, baseURL: string | undefined, label: string): Promise<string> {
  const statePath = path.join(RESULTS_DIR, `journal-${label}-${process.pid}.json`);
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await new SignUpPage(page).signUp(newAccount(label));
  await expect(page).toHaveURL(/\/dashboard$/);
  const center = new ImportTradeCenter(page);
  await center.open();
  for (const [file, tradeDate] of [['das-trades.csv', JOURNAL_DAYS.first], ['das-journal-day2.csv', JOURNAL_DAYS.second]] as const) {
    await center.uploadCsvFrom('DAS Trader Pro');
    await center.chooseCsv(file, { tradeDate });
    await center.confirmImport();
    await expect(center.uploadResult).toContainText('Imported');
    await page.getByRole('button', { name: 'Upload Another File' }).click();
  }
  await context.storageState({ path: statePath });
  await context.close();
  return statePath;
}

/**
 * Tests signed in as a trader with the two days imported: one such trader per worker, made once
 * (each test reads them, or writes notes on a trade no other test reads).
 */
export const journalTest = test.extend<object, { journalState: string }>({
  journalState: [
    async ({ browser }, use, workerInfo) => use(await signUpWithImportedTrades(browser, workerInfo.project.use.baseURL, `journal${workerInfo.workerIndex}`)),
    { scope: 'worker', timeout: 120_000 },
  ],
  storageState: async ({ journalState }, use) => use(journalState),
});

/** /history: its filters, the trade table and the trade dialog. */
export class TradeHistoryPage {
  readonly table: Locator;
  /** On a phone (below the desk breakpoint) the trades are a list of cards, not a table. */
  readonly cards: Locator;
  /** Whichever of the two the screen shows. */
  readonly trades: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    // Its caption names the order: 'Trade history, newest first' until sorted otherwise; the cards' list is named alike.
    this.table = page.getByRole('table', { name: /^Trade history, / });
    this.cards = page.getByRole('list', { name: /^Trade history, / });
    this.trades = this.table.or(this.cards);
    this.search = page.getByRole('searchbox', { name: 'Search', exact: true });
  }

  async open(query = '') {
    await this.page.goto(`/history${query}`);
    await this.page.getByRole('heading', { name: 'Trade History', level: 1 }).waitFor();
  }

  /** The P&L cells of the listed rows, top to bottom ('Open' for an open trade). */
  pnls(): Promise<string[]> {
    // The seventh cell: after the row's select box and its symbol.
    return this.table.locator('tbody tr td:nth-child(7)').allTextContents();
  }

  /** The symbols of the listed rows, top to bottom. */
  symbols(): Promise<string[]> {
    return this.table.locator('tbody th').allTextContents();
  }

  /** The symbols of the phone's cards, top to bottom (the text of each card's open button). */
  cardSymbols(): Promise<string[]> {
    return this.cards.getByRole('listitem').getByRole('button', { name: /^Open trade / }).allTextContents();
  }

  /** A phone's card of a trade, by the symbol its open button starts with. */
  card(symbol: string): Locator {
    return this.cards.getByRole('listitem').filter({ has: this.page.getByRole('button', { name: new RegExp(`^Open trade ${symbol} `) }) });
  }

  async apply() {
    await this.page.getByRole('button', { name: 'Apply Filters' }).click();
  }

  tradeButton(symbol: RegExp | string): Locator {
    return this.trades.getByRole('button', { name: typeof symbol === 'string' ? new RegExp(`^Open trade ${symbol} `) : symbol });
  }
}

/** /dashboard: the stat cards, the explain panel and the cards. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/dashboard');
    await this.page.getByRole('heading', { name: 'Dashboard', level: 1, exact: true }).waitFor();
  }

  statCard(label: string): Locator {
    return this.page.getByRole('group', { name: label, exact: true });
  }

  card(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }
}
