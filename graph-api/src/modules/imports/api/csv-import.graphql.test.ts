import { createConnection } from 'mysql2/promise';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../../test/support/accounts';
import { dasTradesCsv, type DasFill, manyDasRoundTrips } from '../../../../test/support/das-csv';
import { describeEachDatabase } from '../../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';

// Hand-computed: AMD long 200 @ 101.10 → 200 @ 101.60 = +100.00; NIO short 500 @ 4.20 → covered @ 4.25 = -25.00.
// AMD stays open afterwards: 50 bought @ 102.00 and not sold.
const FILLS: DasFill[] = [
  { time: '09:35:00', symbol: 'AMD', side: 'B', price: '101.10', qty: 200 },
  { time: '09:36:00', symbol: 'NIO', side: 'SS', price: '4.20', qty: 500 },
  { time: '09:40:00', symbol: 'AMD', side: 'S', price: '101.60', qty: 200 },
  { time: '09:41:00', symbol: 'NIO', side: 'B', price: '4.25', qty: 500 },
  { time: '11:00:00', symbol: 'AMD', side: 'B', price: '102.00', qty: 50 },
];

const INPUT = { platform: 'das_trader', tradeDate: '2026-03-02', timeZone: 'America/New_York' };

const PREVIEW = `mutation ($input: CsvImportInput!) {
  previewCsvImport(input: $input) {
    platform platformName detected executionCount newExecutionCount duplicateCount roundTripCount openPositionCount totalNetPnl warnings
    roundTrips { symbol side quantity entryPrice exitPrice netPnl status }
  }
}`;

const IMPORT = `mutation ($input: CsvImportInput!) {
  importCsv(input: $input) { success message tradesImported executionsImported duplicatesSkipped uploadId import { status platform method tradesCount } }
}`;

describeEachDatabase('CSV import through GraphQL', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  const send = (browser: Browser, query: string, csv: string | Buffer, input: Record<string, string> = INPUT) =>
    browser.graphqlUpload(query, { input: { ...input, file: null } }, { 'variables.input.file': { name: 'day.csv', bytes: Buffer.isBuffer(csv) ? csv : Buffer.from(csv) } });
  const storedTrades = async (browser: Browser) => ((await browser.graphql('{ trades(limit: 100) { symbol } }')).data?.trades as unknown[]).length;

  it('previews a file without storing it, then imports it, then previews it as already imported', async () => {
    const { browser } = await signedUpBrowser(testApp, 'gqlpreview');
    const first = await send(browser, PREVIEW, dasTradesCsv(FILLS));
    expect(first.errors).toBeUndefined();
    expect(first.data?.previewCsvImport).toEqual({
      platform: 'das_trader',
      platformName: 'DAS Trader Pro',
      detected: false,
      executionCount: 5,
      newExecutionCount: 5,
      duplicateCount: 0,
      roundTripCount: 3,
      openPositionCount: 1,
      totalNetPnl: '75',
      warnings: [],
      // In entry time order across instruments (matching returns them instrument by instrument).
      roundTrips: [
        { symbol: 'AMD', side: 'LONG', quantity: '200', entryPrice: '101.1', exitPrice: '101.6', netPnl: '100', status: 'closed' },
        { symbol: 'NIO', side: 'SHORT', quantity: '500', entryPrice: '4.2', exitPrice: '4.25', netPnl: '-25', status: 'closed' },
        { symbol: 'AMD', side: 'LONG', quantity: '50', entryPrice: '102', exitPrice: null, netPnl: '0', status: 'open' },
      ],
    });
    expect(await storedTrades(browser)).toBe(0);

    const imported = await send(browser, IMPORT, dasTradesCsv(FILLS));
    expect(imported.data?.importCsv).toMatchObject({
      success: true,
      message: 'Imported 3 trades from DAS Trader Pro',
      tradesImported: 3,
      executionsImported: 5,
      duplicatesSkipped: 0,
      import: { status: 'COMPLETED', platform: 'das_trader', method: 'CSV', tradesCount: 3 },
    });
    expect(await storedTrades(browser)).toBe(3);

    const again = await send(browser, PREVIEW, dasTradesCsv(FILLS));
    expect(again.data?.previewCsvImport).toMatchObject({ executionCount: 5, newExecutionCount: 0, duplicateCount: 5 });
  });

  it('stores text with quotes, backslashes and non-ASCII exactly as the file has it', async () => {
    const { browser } = await signedUpBrowser(testApp, 'quotes');
    const account = `O'Neil "Joint" \\ Zürich`;
    const quoted = `"${account.replace(/"/g, '""')}"`;
    const csv = ['Time,Symbol,Side,Price,Qty,Account,', `09:35:00,AMD,B,101.10,10,${quoted},`, `09:40:00,AMD,S,101.60,10,${quoted},`].join('\r\n');
    expect((await send(browser, IMPORT, csv)).data?.importCsv).toMatchObject({ success: true, executionsImported: 2 });
    expect((await browser.graphql('{ trades { accountId pnl } }')).data?.trades).toEqual([{ accountId: account, pnl: '5' }]);
    // The same file again is recognised fill by fill.
    expect((await send(browser, IMPORT, csv)).data?.importCsv).toMatchObject({ executionsImported: 0, duplicatesSkipped: 2 });
  });

  it('answers a refused file with the line and reason, and stores nothing', async () => {
    const { browser } = await signedUpBrowser(testApp, 'gqlbad');
    const answer = await send(browser, IMPORT, dasTradesCsv(FILLS).replace('NIO,B,4.25', 'NIO,X,4.25'));
    expect(answer.errors?.[0]).toMatchObject({ message: 'Line 5: Unknown side "X" (expected B, S or SS)', extensions: { code: 'BAD_USER_INPUT' } });
    expect(await storedTrades(browser)).toBe(0);
  });

  it('applies the upload rules of SPEC §5 to GraphQL uploads too', async () => {
    const { browser } = await signedUpBrowser(testApp, 'gqlrules');
    const notCsv = await browser.graphqlUpload(IMPORT, { input: { ...INPUT, file: null } }, { 'variables.input.file': { name: 'day.txt', bytes: Buffer.from(dasTradesCsv(FILLS)) } });
    expect(notCsv.errors?.[0]?.message).toBe('Only CSV files are supported');
    const tooLarge = await send(browser, IMPORT, Buffer.alloc(10 * 1024 * 1024 + 1, 'a'));
    expect(tooLarge.errors?.[0]?.message).toBe('File size must be less than 10MB');
    expect(await storedTrades(browser)).toBe(0);
  });

  it('previews through REST with preview=true and stores nothing', async () => {
    const { browser } = await signedUpBrowser(testApp, 'restpreview');
    let pending = browser.post('/api/csv-upload-v2').attach('file', Buffer.from(dasTradesCsv(FILLS)), 'day.csv').field('preview', 'true');
    for (const [name, value] of Object.entries(INPUT)) pending = pending.field(name, value);
    const response = await pending.expect(200);
    expect(response.body).toMatchObject({ success: true, data: { executionCount: 5, roundTripCount: 3, totalNetPnl: '75' } });
    expect(await storedTrades(browser)).toBe(0);
    expect((await browser.graphql('{ importCount }')).data?.importCount).toBe(0);
  });

  it("reads IBKR Flex times in IBKR's zone (US/Eastern) unless a zone is chosen for the file, whatever the user's Timezone", async () => {
    const { browser } = await signedUpBrowser(testApp, 'ibkrzone');
    await browser.graphql('mutation { updateSettings(input: { timezone: "pst" }) { timezone } }');
    const flex = [
      '"ClientAccountID","AssetClass","Symbol","Multiplier","DateTime","Quantity","TradePrice","IBCommission","Buy/Sell","IBExecID","LevelOfDetail"',
      '"U1","STK","MSFT","1","20260115;093000","10","400","-1","BUY","0001.a.01","EXECUTION"',
      '"U1","STK","MSFT","1","20260115;100000","-10","401","-1","SELL","0001.b.01","EXECUTION"',
    ].join('\n');
    const entryTimes = async (input: Record<string, string>) =>
      ((await send(browser, PREVIEW.replace('roundTrips {', 'roundTrips { entryTime'), flex, input)).data?.previewCsvImport as { roundTrips: Array<{ entryTime: string }> }).roundTrips.map(
        ({ entryTime }) => entryTime,
      );
    // 09:30 in New York (EST, UTC-5) is 14:30 UTC.
    expect(await entryTimes({})).toEqual(['2026-01-15T14:30:00.000Z']);
    expect(await entryTimes({ timeZone: 'America/Los_Angeles' })).toEqual(['2026-01-15T17:30:00.000Z']);
  });

  if (database.kind === 'mysql') {
    it('runs an import again whose database connection was killed before its commit, and stores it once', async () => {
      const { browser, user } = await signedUpBrowser(testApp, 'killed');
      const fills = manyDasRoundTrips(400);
      fills.push({ time: '15:00:00', symbol: 'SLOW', side: 'B', price: '1', qty: 1 });
      const admin = await createConnection({ uri: database.env.DATABASE_URL, multipleStatements: false });
      try {
        // The insert holding SLOW stalls in a trigger once (the flag is in a MEMORY table, which the
        // killed transaction's rollback does not restore), so the first run is caught mid-transaction.
        await admin.query('create table stall_once (n int) engine = memory');
        await admin.query('insert into stall_once values (1)');
        await admin.query("create trigger stall_on_slow before insert on execution for each row begin if new.account_instrument_id in (select id from account_instrument where symbol = 'SLOW') and (select count(*) from stall_once) > 0 then delete from stall_once; set @stalled = sleep(20); end if; end");
        const importing = send(browser, IMPORT, dasTradesCsv(fills), { ...INPUT, tradeDate: '2026-03-03' });
        const victim = await waitForStalledInsert(admin);
        await admin.query(`kill connection ${victim}`);
        const answer = await importing;
        expect(answer.data?.importCsv).toMatchObject({ success: true, executionsImported: 801 });
      } finally {
        await admin.query('drop trigger if exists stall_on_slow');
        await admin.query('drop table if exists stall_once');
      }
      const [rows] = await admin.query('select (select count(*) from execution join account_instrument on account_instrument.id = execution.account_instrument_id where account_instrument.user_id = ?) as executions, (select count(*) from trade_import where user_id = ?) as imports', [user.id, user.id]);
      await admin.end();
      expect(rows).toEqual([{ executions: 801, imports: 1 }]);
    });
  }
});

async function waitForStalledInsert(admin: Awaited<ReturnType<typeof createConnection>>): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    // While the trigger sleeps the server shows the trigger's statement, not the INSERT that fired it.
    // Only in this suite's own database: other suites import at the same time on the same server.
    const [rows] = await admin.query(
      "select id from information_schema.processlist where (info like 'insert into `execution`%' or info like '%@stalled = sleep%') and db = database() and id <> connection_id()",
    );
    const found = (rows as Array<{ id: number }>)[0];
    if (found) return found.id;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the import never reached the stalled insert');
}
