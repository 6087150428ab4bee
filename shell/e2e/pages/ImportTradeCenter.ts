import path from 'node:path';
import type { Locator, Page } from '@playwright/test';

/** A CSV file of e2e/fixtures. */
export const fixtureFile = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);

/** /import: the broker selection, the CSV upload with its preview, and Recent Imports. */
export class ImportTradeCenter {
  readonly recentImports: Locator;
  readonly recentImportsCount: Locator;
  readonly preview: Locator;
  readonly uploadResult: Locator;

  constructor(readonly page: Page) {
    this.recentImports = page.getByRole('region', { name: 'Recent Imports' });
    // The summary card's figure (the section of the same name lists the imports).
    this.recentImportsCount = page.getByRole('group', { name: 'Recent Imports' }).locator('p').last();
    this.preview = page.getByRole('region', { name: /^Preview:/ });
    this.uploadResult = page.getByRole('status').filter({ hasText: 'Import complete' });
  }

  async open() {
    await this.page.goto('/import');
    await this.page.getByRole('heading', { name: 'Import Trade Center', level: 1 }).waitFor();
  }

  tab(name: 'Platform Connect' | 'CSV Upload'): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** The toast on screen (one at a time): its title and description. */
  get toast(): Locator {
    // The toasts' live region: the header's bell is labelled "Notifications, … unread" too.
    return this.page.getByRole('region', { name: 'Notifications', exact: true });
  }

  /** On the CSV Upload tab, picks the platform (and trade date) and chooses the file through the picker. */
  async chooseCsv(file: string, { platform, tradeDate }: { platform?: string; tradeDate?: string } = {}) {
    if ((await this.tab('CSV Upload').getAttribute('aria-selected')) !== 'true') await this.tab('CSV Upload').click();
    if (platform) await this.page.getByLabel('Platform', { exact: true }).selectOption({ label: platform });
    if (tradeDate) await this.page.getByLabel('Trade date').fill(tradeDate);
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: 'Choose a CSV file to upload' }).click();
    await (await chooser).setFiles(fixtureFile(file));
  }

  /** A count or total of the preview, by its label ('Executions', 'Total net P&L'…). */
  previewFigure(label: string): Locator {
    return this.preview.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');
  }

  async confirmImport() {
    await this.page.getByRole('button', { name: 'Confirm import' }).click();
  }

  /** Imports the DAS day of das-trades.csv on `tradeDate` (AAPL long, TSLA short, NVDA open) and waits for its result. */
  async importDasDay(tradeDate: string) {
    await this.open();
    await this.uploadCsvFrom('DAS Trader Pro');
    await this.chooseCsv('das-trades.csv', { tradeDate });
    await this.confirmImport();
    await this.uploadResult.filter({ hasText: 'Imported 3 trades' }).waitFor({ timeout: 20_000 });
  }

  /** Chooses a platform in the CSV mode of the broker selection and presses Upload CSV. */
  async uploadCsvFrom(name: string) {
    await this.tab('Platform Connect').click();
    await this.page.getByRole('tab', { name: 'CSV Upload (Manual)' }).click();
    await this.page.getByRole('radio', { name, exact: true }).check();
    await this.page.getByRole('button', { name: 'Upload CSV' }).click();
  }

  /** Selects a broker in the API mode of the broker selection. */
  async chooseApiBroker(name: string) {
    await this.tab('Platform Connect').click();
    await this.page.getByRole('tab', { name: 'API Import (Automated)' }).click();
    await this.page.getByRole('radio', { name, exact: true }).check();
  }
}
