import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../../test/support/accounts';
import { describeEachDatabase } from '../../../../test/support/databases';
import { listedTrades, tradeShape, uploadFile } from '../../../../test/support/rest-imports';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';

// Real exports that failed before (issue 27), imported end to end through the REST upload.
const PLATFORMS = join(__dirname, '../csv/platforms');
/** An Interactive Brokers Activity Statement: GOLD partly sold, NVDA, SPY puts (one expired), MES, a Forex row. */
const IBKR_STATEMENT = readFileSync(join(PLATFORMS, 'interactive-brokers/fixtures/activity-statement-trades.csv'));
/** The same kind of report as a Flex Query saved as XML: TSLA partly sold, MES, a currency conversion. */
const IBKR_FLEX_XML = readFileSync(join(PLATFORMS, 'interactive-brokers/fixtures/activity-flex-trades.xml'));
/** A Charles Schwab Transactions CSV: AMD, a NIO short, SPY puts (one expired), a META sale of shares bought before, dividends and transfers. */
const SCHWAB_TRANSACTIONS = readFileSync(join(PLATFORMS, 'schwab/fixtures/transactions-march-2026.csv'));
/** A broker history with dividend, interest and transfer rows among its trades, read as a Generic CSV. */
const HISTORY = readFileSync(join(PLATFORMS, 'generic/fixtures/history-with-non-trades.csv'));
const HISTORY_MAPPING = JSON.stringify({ date: 'Date', symbol: 'Symbol', side: 'Action', quantity: 'Quantity', price: 'Price', commission: 'Fees & Comm' });
const SKIPPED_NOTE = '3 rows that are not trades were skipped, as chosen (a side that is not a trade\'s): line 3 "Dividend", line 5 "Bank Interest", line 8 "MoneyLink Transfer".';
/** One Fidelity account in both history layouts: the Accounts History (two accounts) and its own History for Account. */
const FIDELITY_ALL = readFileSync(join(PLATFORMS, 'fidelity/fixtures/accounts-history-two-accounts.csv'));
const FIDELITY_ONE = readFileSync(join(PLATFORMS, 'fidelity/fixtures/history-for-account-Z90000001.csv'));

describeEachDatabase('Real broker exports that failed before: IBKR statements, Flex XML, Schwab, Fidelity layouts, partial closes', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  const upload = uploadFile;
  const tradesOf = async (browser: Browser) => (await listedTrades(browser)).map(tradeShape);

  it('imports an IBKR Activity Statement, recognised by itself, a partial close charged only its share of the entry commission', async () => {
    const { browser } = await signedUpBrowser(testApp, 'ibkrstatement');
    const preview = (await upload(browser, IBKR_STATEMENT, 'U7000001_20260306.csv', { preview: 'true' }).expect(200)).body.data;
    expect(preview).toMatchObject({ platform: 'interactive_brokers', executionCount: 10, roundTripCount: 5, openPositionCount: 1 });
    const result = (await upload(browser, IBKR_STATEMENT, 'U7000001_20260306.csv').expect(200)).body;
    expect(result).toMatchObject({ success: true, data: { tradesImported: 5, executionsImported: 10 } });
    // Worked out in activity-statement.test.ts: GOLD 109 − (1.110831 + 3.455 × 100/691) = 107.389169, the
    // statement's own Realized P/L (the whole entry commission would have given 104.43).
    expect(await tradesOf(browser)).toEqual(
      expect.arrayContaining([
        ['GOLD', 'LONG', '691', 'open', '107.389169'],
        ['NVDA', 'LONG', '1000', 'closed', '739.88'],
        ['SPY 260306P580', 'SHORT', '2', 'closed', '407.2'],
        ['SPY 260306P570', 'LONG', '1', 'closed', '-50.7'],
        ['MESH2026', 'LONG', '1', 'closed', '-8.74'],
      ]),
    );
    expect(await tradesOf(browser)).toHaveLength(5);
    // The same statement again adds nothing.
    const again = (await upload(browser, IBKR_STATEMENT, 'U7000001_20260306.csv', { preview: 'true' }).expect(200)).body.data;
    expect(again).toMatchObject({ newExecutionCount: 0 });
  });

  it('imports a Schwab Transactions CSV, recognised by itself, naming the rows that are not trades and the sale of shares bought before', async () => {
    const { browser } = await signedUpBrowser(testApp, 'schwabcsv');
    const preview = (await upload(browser, SCHWAB_TRANSACTIONS, 'Individual_XXX417_Transactions_20260310.csv', { preview: 'true' }).expect(200)).body.data;
    expect(preview).toMatchObject({ platform: 'schwab', platformName: 'Charles Schwab', executionCount: 10, roundTripCount: 4 });
    const result = (await upload(browser, SCHWAB_TRANSACTIONS, 'Individual_XXX417_Transactions_20260310.csv').expect(200)).body;
    expect(result).toMatchObject({ success: true, message: 'Imported 4 trades from Charles Schwab', data: { tradesImported: 4, executionsImported: 10 } });
    expect(result.data.warnings).toEqual(
      expect.arrayContaining([
        '3 rows that are not trades were skipped: Qualified Dividend, Bank Interest, MoneyLink Transfer.',
        'META: sold 10 with no earlier buy in your journal: import the earlier history, or this sale stays out of your P&L',
      ]),
    );
    // Worked out in schwab.test.ts from the file's Amounts.
    expect(await tradesOf(browser)).toEqual(
      expect.arrayContaining([
        ['AMD', 'LONG', '200', 'closed', '274.96'],
        ['NIO', 'SHORT', '500', 'closed', '-25.02'],
        ['SPY 260306P580', 'SHORT', '2', 'closed', '407.35'],
        ['SPY 260306P570', 'LONG', '1', 'closed', '-50.66'],
      ]),
    );
    expect(await tradesOf(browser)).toHaveLength(4);
  });

  it('imports a Flex Query saved as XML through the CSV upload, with or without choosing Interactive Brokers, and refuses .xml for another platform', async () => {
    const { browser } = await signedUpBrowser(testApp, 'flexxml');
    const preview = (await upload(browser, IBKR_FLEX_XML, 'flex.xml', { preview: 'true' }).expect(200)).body.data;
    expect(preview).toMatchObject({ platform: 'interactive_brokers', executionCount: 5, roundTripCount: 2 });
    const refused = (await upload(browser, IBKR_FLEX_XML, 'flex.xml', { platform: 'webull' }).expect(400)).body;
    expect(refused).toMatchObject({ success: false, message: 'Only CSV files are supported' });
    expect(await tradesOf(browser)).toEqual([]);
    const result = (await upload(browser, IBKR_FLEX_XML, 'flex.xml', { platform: 'interactive_brokers' }).expect(200)).body;
    expect(result).toMatchObject({ success: true, data: { tradesImported: 2, executionsImported: 5 } });
    // Worked out in flex-xml-table.test.ts.
    expect(await tradesOf(browser)).toEqual(
      expect.arrayContaining([
        ['TSLA', 'LONG', '20', 'open', '28.75'],
        ['MESH2026', 'LONG', '2', 'closed', '30.02'],
      ]),
    );
  });

  it('imports a Generic CSV with rows that are not trades only when the file is told to skip them, listing them in the preview and the result', async () => {
    const { browser } = await signedUpBrowser(testApp, 'genericskip');
    const generic = { platform: 'generic', mapping: HISTORY_MAPPING };
    const refused = (await upload(browser, HISTORY, 'history.csv', { ...generic, preview: 'true' }).expect(400)).body;
    expect(refused.message).toContain('Line 3: Unknown side "Dividend"');
    const preview = (await upload(browser, HISTORY, 'history.csv', { ...generic, skipNonTrades: 'true', preview: 'true' }).expect(200)).body.data;
    expect(preview).toMatchObject({ executionCount: 4, roundTripCount: 2 });
    expect(preview.warnings).toContain(SKIPPED_NOTE);
    expect(await tradesOf(browser)).toEqual([]);
    const result = (await upload(browser, HISTORY, 'history.csv', { ...generic, skipNonTrades: 'true' }).expect(200)).body;
    expect(result).toMatchObject({ success: true, data: { tradesImported: 2, executionsImported: 4 } });
    expect(result.data.warnings).toContain(SKIPPED_NOTE);
    // Worked out in generic.test.ts: AAPL 75 − 2.05, TSLA short 75 − 0.50.
    expect((await tradesOf(browser)).sort()).toEqual([
      ['AAPL', 'LONG', '100', 'closed', '72.95'],
      ['TSLA', 'SHORT', '50', 'closed', '74.5'],
    ]);
  });

  it('takes the choice through GraphQL too', async () => {
    const { browser } = await signedUpBrowser(testApp, 'genericskipgql');
    const mapping = JSON.parse(HISTORY_MAPPING) as Record<string, string>;
    const answer = await browser.graphqlUpload(
      `mutation ($input: CsvImportInput!) { previewCsvImport(input: $input) { executionCount warnings } }`,
      { input: { platform: 'generic', mapping, skipNonTrades: true, file: null } },
      { 'variables.input.file': { name: 'history.csv', bytes: HISTORY } },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.previewCsvImport).toMatchObject({ executionCount: 4, warnings: expect.arrayContaining([SKIPPED_NOTE]) });
  });

  it('counts the fills of a Fidelity account imported in both history layouts once', async () => {
    const { browser } = await signedUpBrowser(testApp, 'fidelitylayouts');
    const first = (await upload(browser, FIDELITY_ALL, 'Accounts_History.csv').expect(200)).body;
    expect(first).toMatchObject({ success: true, data: { executionsImported: 3 } });
    const preview = (await upload(browser, FIDELITY_ONE, 'History_for_Account_Z90000001.csv', { preview: 'true' }).expect(200)).body.data;
    // The AAPL buy and sale are already imported; only the NVDA buy is new.
    expect(preview).toMatchObject({ platform: 'fidelity', executionCount: 3, newExecutionCount: 1 });
    const second = (await upload(browser, FIDELITY_ONE, 'History_for_Account_Z90000001.csv').expect(200)).body;
    expect(second).toMatchObject({ success: true, data: { executionsImported: 1, duplicatesSkipped: 2 } });
    // AAPL (192.50 − 190.10) × 10 = 24 − 0.03 = 23.97, once.
    expect((await tradesOf(browser)).sort()).toEqual([
      ['AAPL', 'LONG', '10', 'closed', '23.97'],
      ['MSFT', 'LONG', '5', 'open', '0'],
      ['NVDA', 'LONG', '3', 'open', '0'],
    ]);
  });
});
