import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../../test/support/accounts';
import { dasTradesCsv, type DasFill } from '../../../../test/support/das-csv';
import { describeEachDatabase } from '../../../../test/support/databases';
import { userRowCount } from '../../../../test/support/user-rows';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { MAX_MESSAGE_CHARS, MAX_MESSAGES_PER_IMPORT } from '../import-messages';

const DAY = { platform: 'das_trader', tradeDate: '2026-07-15', timeZone: 'America/New_York' };
const FILLS: DasFill[] = [
  { time: '09:43:10', symbol: 'MU', side: 'B', price: '50.99', qty: 400 },
  { time: '10:15:30', symbol: 'MU', side: 'S', price: '51.24', qty: 400 },
];
const HISTORY = '{ recentImports { status fileName errors warnings } }';

// The same hostile files on both databases: each must give the same answer and the same history.
describeEachDatabase('Imports of hostile input', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  const upload = (browser: Browser, csv: string, fileName = 'trades.csv') => {
    let pending = browser.post('/api/csv-upload-v2').attach('file', Buffer.from(csv), fileName);
    for (const [name, value] of Object.entries(DAY)) pending = pending.field(name, value);
    return pending;
  };
  const historyOf = async (browser: Browser) => (await browser.graphql(HISTORY)).data?.recentImports as Array<{ status: string; fileName: string; errors: string[]; warnings: string[] }>;
  /** The file of FILLS with the second fill's price or quantity written as given. */
  const withSecondFill = (field: 'price' | 'qty', value: string) =>
    dasTradesCsv(FILLS).replace('10:15:30,MU,S,51.24,400,', field === 'price' ? `10:15:30,MU,S,${value},400,` : `10:15:30,MU,S,51.24,${value},`);

  it('quotes a 9.5 MB cell as a short excerpt, in the answer and in the history', async () => {
    const { browser } = await signedUpBrowser(testApp, 'hugecell');
    const csv = dasTradesCsv(FILLS).replace('50.99', 'x'.repeat(9_500_000));
    const response = await upload(browser, csv).expect(400);
    const expected = `Line 2: Price "${'x'.repeat(40)}…(9,500,000 characters)" is not a price`;
    expect(response.body).toMatchObject({ success: false, error: 'row_error', line: 2, message: expected });
    expect(await historyOf(browser)).toEqual([{ status: 'FAILED', fileName: 'trades.csv', errors: [expected], warnings: [] }]);
    const exported = (await browser.get('/api/account/export').expect(200)).text;
    expect(exported.length).toBeLessThan(20_000);
  });

  it('keeps a bounded number of errors and warnings, however many an import has', async () => {
    const { user } = await signedUpBrowser(testApp, 'manywarnings');
    const imports = testApp.services.imports;
    const errors = Array.from({ length: 5000 }, (_, index) => `Line ${index + 2}: problem "${'y'.repeat(1000)}"`);
    const record = await imports.recordFailure(testApp.orm.em.fork(), user.id, { platform: 'das_trader', method: 'csv', fileName: 'many.csv', errors, startedAt: testApp.clock.now() });
    expect(record).not.toBeNull();
    const [stored] = (await imports.recent(testApp.orm.em.fork(), user.id, 1)).map(({ errors: kept }) => kept);
    expect(stored).toHaveLength(MAX_MESSAGES_PER_IMPORT);
    expect(stored?.[0]).toBe(`Line 2: problem "${'y'.repeat(40)}…(1,000 characters)"`);
    expect(stored?.at(-1)).toBe('…and 4,981 more');
    expect(stored?.every((message) => message.length <= MAX_MESSAGE_CHARS)).toBe(true);
  });

  it('refuses a price beyond what the price column holds, naming the line and the column, and records it', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'hugeprice');
    const response = await upload(browser, withSecondFill('price', '99999999999999999999999999999.999999999')).expect(400);
    const expected = 'Line 3: Price "99999999999999999999999999999.999999999" is out of range: at most 16 digits before the decimal point';
    expect(response.body).toMatchObject({ success: false, error: 'row_error', line: 3, message: expected });
    expect(await historyOf(browser)).toMatchObject([{ status: 'FAILED', errors: [expected] }]);
    expect(await userRowCount(testApp.orm, 'execution', user.id)).toBe(0);
  });

  it('refuses a quantity beyond its column, and a fill worth more than a P&L column holds', async () => {
    const { browser } = await signedUpBrowser(testApp, 'hugequantity');
    const quantity = await upload(browser, withSecondFill('qty', '12345678901234567')).expect(400);
    expect(quantity.body.message).toBe('Line 3: Quantity "12345678901234567" is out of range: at most 16 digits before the decimal point');
    const worth = await upload(browser, withSecondFill('price', '9999999999999999')).expect(400);
    expect(worth.body.message).toBe('Line 3: Quantity × Price is out of range: a fill may be worth at most 1,000,000,000,000,000,000 less one');
  });

  it('stores the largest price the column holds, the same on every database', async () => {
    const { browser } = await signedUpBrowser(testApp, 'maxprice');
    const fills: DasFill[] = [
      { time: '09:43:10', symbol: 'BRK', side: 'B', price: '9999999999999999.99999999', qty: 1 },
      { time: '10:15:30', symbol: 'BRK', side: 'S', price: '9999999999999999.99999999', qty: 1 },
    ];
    await upload(browser, dasTradesCsv(fills)).expect(200);
    const trades = (await browser.get('/api/trades').expect(200)).body as Array<{ entryPrice: string; pnl: string }>;
    expect(trades).toMatchObject([{ entryPrice: '9999999999999999.99999999', pnl: '0' }]);
  });

  it('keeps a file name longer than its column cut to it, with its extension, on every database', async () => {
    const { browser } = await signedUpBrowser(testApp, 'longname');
    const longName = `${'n'.repeat(300)}.csv`;
    await upload(browser, dasTradesCsv(FILLS), longName).expect(200);
    const refusedName = `${'r'.repeat(300)}.csv`;
    await upload(browser, dasTradesCsv(FILLS).replace('50.99', 'abc'), refusedName).expect(400);
    expect((await historyOf(browser)).map(({ status, fileName }) => ({ status, fileName }))).toEqual([
      { status: 'FAILED', fileName: `${'r'.repeat(250)}….csv` },
      { status: 'COMPLETED', fileName: `${'n'.repeat(250)}….csv` },
    ]);
  });

  it('keeps UTF-8 file names as they were sent, over REST and GraphQL', async () => {
    const { browser } = await signedUpBrowser(testApp, 'utf8name');
    await upload(browser, dasTradesCsv(FILLS), 'ünï©ødé.csv').expect(200);
    const viaGraphQL = await browser.graphqlUpload(
      'mutation ($input: CsvImportInput!) { importCsv(input: $input) { import { fileName } } }',
      { input: { ...DAY, file: null } },
      { 'variables.input.file': { name: '日本語 📈.csv', bytes: Buffer.from(dasTradesCsv(FILLS)) } },
    );
    expect(viaGraphQL.errors).toBeUndefined();
    expect((await historyOf(browser)).map(({ fileName }) => fileName)).toEqual(['日本語 📈.csv', 'ünï©ødé.csv']);
  });
});
