import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../../test/support/accounts';
import { dasTradesCsv, type DasFill } from '../../../../test/support/das-csv';
import { describeEachDatabase } from '../../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';
import { userRowCount } from '../../../../test/support/user-rows';
import type { ImportedExecution } from '../../trades/domain/execution';
import { decimalOfColumn } from '../../trades/domain/decimal-text';
import { ImportError } from '../import.errors';

const DAY = { platform: 'das_trader', tradeDate: '2026-07-15', timeZone: 'America/New_York' };
const FILLS: DasFill[] = [
  { time: '09:43:10', symbol: 'MU', side: 'B', price: '50.99', qty: 400 },
  { time: '10:15:30', symbol: 'MU', side: 'S', price: '51.24', qty: 400 },
];
/** A generic file of fills, each with the broker's execution id. */
const GENERIC_MAPPING = { date: 'Date', symbol: 'Symbol', side: 'Side', quantity: 'Qty', price: 'Price', executionId: 'Exec ID' };
const genericFills = (secondId: string) => `Date,Symbol,Side,Qty,Price,Exec ID\n2026-03-02 09:31:05,AAPL,Buy,100,189.50,E1\n2026-03-02 09:45:12,AAPL,Sell,100,190.25,${secondId}\n`;

const STORED_TABLES = ['trade_import', 'account_instrument', 'execution', 'trade'] as const;

// What MariaDB refused with a storage error (503 "try again") or rounded, and SQLite stored as it
// was: refused on both, before either database sees it, naming the line and the field.
describeEachDatabase('Imports of values their columns cannot hold', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  const upload = (browser: Browser, csv: string) => {
    let pending = browser.post('/api/csv-upload-v2').attach('file', Buffer.from(csv), 'trades.csv');
    for (const [name, value] of Object.entries(DAY)) pending = pending.field(name, value);
    return pending;
  };
  const uploadGeneric = (browser: Browser, csv: string) =>
    browser.post('/api/csv-upload-v2').attach('file', Buffer.from(csv), 'fills.csv').field('platform', 'generic').field('timeZone', DAY.timeZone).field('mapping', JSON.stringify(GENERIC_MAPPING));
  /** Rows the user has in the tables an import writes (the failed import's history row aside). */
  const storedRows = async (userId: number) => {
    const counts = await Promise.all(STORED_TABLES.map((table) => userRowCount(testApp.orm, table, userId)));
    return Object.fromEntries(STORED_TABLES.map((table, index) => [table, counts[index]]));
  };
  const nothingStored = { trade_import: 1, account_instrument: 0, execution: 0, trade: 0 };

  it('refuses an account of 65 characters, naming the line and the field, and stores nothing', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'longaccount');
    const account = 'A'.repeat(65);
    const response = await upload(browser, dasTradesCsv([FILLS[0]!, { ...FILLS[1]!, account }])).expect(400);
    expect(response.body).toMatchObject({ success: false, error: 'row_error', line: 3, message: `Line 3: Account "${'A'.repeat(40)}…(65 characters)" is too long: at most 64 characters` });
    expect(await storedRows(user.id)).toEqual(nothingStored);
    // 64 characters, astral ones counted once as MySQL counts them, are stored the same on both.
    await upload(browser, dasTradesCsv(FILLS.map((fill) => ({ ...fill, account: '📈'.repeat(64) })))).expect(200);
    expect(await userRowCount(testApp.orm, 'execution', user.id)).toBe(2);
  });

  it('refuses an execution id of 129 characters, naming the line and the field, and stores nothing', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'longexecid');
    const response = await uploadGeneric(browser, genericFills('9'.repeat(129))).expect(400);
    expect(response.body).toMatchObject({ success: false, error: 'row_error', line: 3, message: `Line 3: Execution id "${'9'.repeat(40)}…(129 characters)" is too long: at most 128 characters` });
    expect(await storedRows(user.id)).toEqual(nothingStored);
    await uploadGeneric(browser, genericFills('9'.repeat(128))).expect(200);
    expect(await userRowCount(testApp.orm, 'execution', user.id)).toBe(2);
  });

  it('refuses a 3 MB cell (below the upload limit) as a too long field, quoted short, and stores nothing', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'hugeaccount');
    const response = await upload(browser, dasTradesCsv([{ ...FILLS[0]!, account: 'x'.repeat(3_000_000) }, FILLS[1]!])).expect(400);
    expect(response.body).toMatchObject({ success: false, error: 'row_error', line: 2, message: `Line 2: Account "${'x'.repeat(40)}…(3,000,000 characters)" is too long: at most 64 characters` });
    expect(await storedRows(user.id)).toEqual(nothingStored);
  });

  it('refuses a quantity with more decimal places than its column keeps, and stores nothing', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'tinyquantity');
    const csv = dasTradesCsv(FILLS).replace('10:15:30,MU,S,51.24,400,', '10:15:30,MU,S,51.24,0.0000000001,');
    const response = await upload(browser, csv).expect(400);
    expect(response.body).toMatchObject({ success: false, error: 'row_error', line: 3, message: 'Line 3: Quantity "0.0000000001" has too many decimal places: at most 8 after the decimal point' });
    expect(await storedRows(user.id)).toEqual(nothingStored);
    // Eight places are kept exactly on both.
    await upload(browser, dasTradesCsv(FILLS).replace(',400,', ',0.00000001,').replace(',400,', ',0.00000001,')).expect(200);
    expect(((await browser.get('/api/trades').expect(200)).body as Array<{ quantity: string }>).map(({ quantity }) => quantity)).toEqual(['0.00000001']);
  });

  it("refuses a broker API's fill the same way, by its position in the answer, before storing anything", async () => {
    const { user } = await signedUpBrowser(testApp, 'apifill');
    const fill = (line: number, changes: Partial<ImportedExecution>): ImportedExecution => ({
      line,
      accountId: 'U1234567',
      instrument: { symbol: 'AAPL', assetClass: 'stock', multiplier: '1' },
      side: 'BUY',
      quantity: '10',
      price: '190',
      commission: '0',
      fees: '0',
      executedAtMs: Date.parse('2026-03-02T14:30:00Z'),
      externalId: `X${line}`,
      ...changes,
    });
    const commit = (executions: ImportedExecution[]) =>
      testApp.services.imports.commit(testApp.orm.em.fork(), user.id, { platform: 'alpaca', method: 'api', fileName: null, executions, warnings: [] }, testApp.clock.now());
    for (const [changes, message] of [
      [{ accountId: 'A'.repeat(65) }, `Line 2: Account "${'A'.repeat(40)}…(65 characters)" is too long: at most 64 characters`],
      [{ externalId: 'E'.repeat(129) }, `Line 2: Execution id "${'E'.repeat(40)}…(129 characters)" is too long: at most 128 characters`],
      [{ price: '190.000000001' }, 'Line 2: Price "190.000000001" has too many decimal places: at most 8 after the decimal point'],
      [{ quantity: '0.000000001' }, 'Line 2: Quantity "0.000000001" has too many decimal places: at most 8 after the decimal point'],
    ] as const) {
      const refused = await commit([fill(1, {}), fill(2, changes)]).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(ImportError);
      expect(refused).toMatchObject({ reason: 'row_error', code: 'BAD_USER_INPUT', line: 2, message });
    }
    expect(await storedRows(user.id)).toEqual({ ...nothingStored, trade_import: 0 });
  });

  it('rounds commission and fees past the places their column keeps the same way on both, and says so', async () => {
    const { browser, user } = await signedUpBrowser(testApp, 'sevenplaces');
    const mapping = { date: 'Date', symbol: 'Symbol', side: 'Side', quantity: 'Qty', price: 'Price', fees: 'Fees' };
    const csv = 'Date,Symbol,Side,Qty,Price,Fees\n2026-03-02 09:31:05,AAPL,Buy,100,189.50,0.0330314\n2026-03-02 09:45:12,AAPL,Sell,100,190.25,0.0000005\n';
    const response = await browser.post('/api/csv-upload-v2').attach('file', Buffer.from(csv), 'fees.csv').field('platform', 'generic').field('timeZone', DAY.timeZone).field('mapping', JSON.stringify(mapping)).expect(200);
    expect(response.body.data.warnings).toEqual(['Commission and fees are kept to 6 decimal places: 2 fills were rounded (the first on line 2: Fees 0.0330314 → 0.033031).']);
    const stored: { fees: string | number }[] = await testApp.orm.em.getConnection().execute(
      'select e.fees from execution e join account_instrument a on a.id = e.account_instrument_id where a.user_id = ? order by e.source_line',
      [user.id],
    );
    expect(stored.map(({ fees }) => decimalOfColumn(fees))).toEqual(['0.033031', '0.000001']);
    const [trade] = (await browser.get('/api/trades').expect(200)).body as Array<{ pnl: string }>;
    // 100 × 0.75 − (0.033031 + 0.000001), from the fees as stored: the same when the trade is rebuilt from them.
    expect(trade!.pnl).toBe('74.966968');
  });

  it('refuses a stop price with more places than its column keeps, and changes nothing', async () => {
    const { browser } = await signedUpBrowser(testApp, 'finestop');
    await upload(browser, dasTradesCsv(FILLS)).expect(200);
    const [trade] = (await browser.get('/api/trades').expect(200)).body as Array<{ id: number; stopPrice: string | null }>;
    const refused = await browser.send('patch', `/api/trades/${trade!.id}`, { stopPrice: '50.000000001' }).expect(400);
    expect(refused.body.message).toBe('The stop must have at most 16 digits before the point and 8 after it.');
    expect(((await browser.get(`/api/trades/${trade!.id}`).expect(200)).body as { stopPrice: string | null }).stopPrice).toBeNull();
    await browser.send('patch', `/api/trades/${trade!.id}`, { stopPrice: '50.00000001' }).expect(200);
    expect(((await browser.get(`/api/trades/${trade!.id}`).expect(200)).body as { stopPrice: string | null }).stopPrice).toBe('50.00000001');
  });

  // The net under the checks: a value MySQL refuses fails every retry alike (SQLite stores it).
  it.skipIf(database.kind !== 'mysql')('answers a value the database refuses as the input to change (400), never as a 503 to retry', async () => {
    const { user } = await signedUpBrowser(testApp, 'unstorable');
    const batch = { platform: 'p'.repeat(33), method: 'api' as const, fileName: null, executions: [], warnings: [] };
    const refused = await testApp.services.imports.commit(testApp.orm.em.fork(), user.id, batch, testApp.clock.now()).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      reason: 'unstorable_value',
      code: 'BAD_USER_INPUT',
      message: 'The import could not be saved: a value is too long or too large for where it is kept (platform). Nothing from it was stored; trying again would fail the same way.',
    });
    expect(await storedRows(user.id)).toEqual({ ...nothingStored, trade_import: 0 });
  });
});
