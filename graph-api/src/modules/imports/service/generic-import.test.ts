import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../../test/support/accounts';
import { describeEachDatabase } from '../../../../test/support/databases';
import { startTestApp, type TestApp } from '../../../../test/support/test-app';

// A journal's export: one row per whole trade. Hand-computed: AAPL long 100, 189.50 → 190.25:
// +75.00 - 1.05 = +73.95. TSLA short 50, 245.10 → 243.60: +75.00 - 0.50 = +74.50. NVDA still open: nothing closed, so
// nothing realized and none of its 0.20 commission charged yet (pro rata by quantity closed).
const HEADER = 'Trade ID,Symbol,Side,Qty,Opened,Closed,Entry Price,Exit Price,Commission';
const JOURNAL = [
  HEADER,
  'T1,AAPL,Long,100,2026-03-02 09:31:05,2026-03-02 09:45:12,189.50,190.25,1.05',
  'T2,TSLA,Short,50,2026-03-02 10:02:40,2026-03-02 10:20:03,245.10,243.60,0.50',
  'T3,NVDA,Long,20,2026-03-02 11:15:00,,131.00,,0.20',
].join('\n');
// The same journal a day later: NVDA closed at 133.00: +40.00 - 0.20 = +39.80.
const JOURNAL_LATER = JOURNAL.replace('T3,NVDA,Long,20,2026-03-02 11:15:00,,131.00,,0.20', 'T3,NVDA,Long,20,2026-03-02 11:15:00,2026-03-03 10:00:00,131.00,133.00,0.20');
const MAPPING = { executionId: 'Trade ID', symbol: 'Symbol', side: 'Side', quantity: 'Qty', date: 'Opened', exitDate: 'Closed', price: 'Entry Price', exitPrice: 'Exit Price', commission: 'Commission' };
const ZONE = 'America/New_York';

describeEachDatabase('Generic CSV imports', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startTestApp(database.env);
  });
  afterAll(() => testApp.close());

  const upload = (browser: Browser, csv: string, mapping: object | null = MAPPING) => {
    const pending = browser.post('/api/csv-upload-v2').attach('file', Buffer.from(csv), 'journal.csv').field('platform', 'generic').field('timeZone', ZONE);
    return mapping ? pending.field('mapping', JSON.stringify(mapping)) : pending;
  };
  const tradesOf = async (browser: Browser) =>
    ((await browser.get('/api/trades?limit=100').expect(200)).body as Array<Record<string, unknown>>).map(({ symbol, side, quantity, entryPrice, exitPrice, pnl, status }) => ({ symbol, side, quantity, entryPrice, exitPrice, pnl, status }));

  it('asks for the mapping of a journal export, suggesting its entry and exit columns', async () => {
    const { browser } = await signedUpBrowser(testApp, 'genericmap');
    const preview = await browser.graphqlUpload(
      `mutation ($input: CsvImportInput!) { previewCsvImport(input: $input) { needsMapping columns suggestedMapping { date time symbol side quantity price commission executionId exitDate exitTime exitPrice } } }`,
      { input: { platform: 'generic', timeZone: ZONE, file: null } },
      { 'variables.input.file': { name: 'journal.csv', bytes: Buffer.from(JOURNAL) } },
    );
    expect(preview.errors).toBeUndefined();
    expect(preview.data?.previewCsvImport).toEqual({
      needsMapping: true,
      columns: HEADER.split(','),
      suggestedMapping: { ...MAPPING, time: null, exitTime: null },
    });
  });

  it('imports whole trades as they were, to the cent, through GraphQL with the mapping', async () => {
    const { browser } = await signedUpBrowser(testApp, 'genericgql');
    const answer = await browser.graphqlUpload(
      `mutation ($input: CsvImportInput!) { importCsv(input: $input) { success message tradesImported executionsImported } }`,
      { input: { platform: 'generic', timeZone: ZONE, mapping: MAPPING, file: null } },
      { 'variables.input.file': { name: 'journal.csv', bytes: Buffer.from(JOURNAL) } },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.importCsv).toEqual({ success: true, message: 'Imported 3 trades from Generic CSV', tradesImported: 3, executionsImported: 5 });
    expect(await tradesOf(browser)).toEqual([
      { symbol: 'NVDA', side: 'LONG', quantity: '20', entryPrice: '131', exitPrice: null, pnl: '0', status: 'open' },
      { symbol: 'TSLA', side: 'SHORT', quantity: '50', entryPrice: '245.1', exitPrice: '243.6', pnl: '74.5', status: 'closed' },
      { symbol: 'AAPL', side: 'LONG', quantity: '100', entryPrice: '189.5', exitPrice: '190.25', pnl: '73.95', status: 'closed' },
    ]);
  });

  it('adds only the exit when a later export closes a trade that was open, and nothing twice', async () => {
    const { browser } = await signedUpBrowser(testApp, 'genericlater');
    await upload(browser, JOURNAL).expect(200);
    const later = await upload(browser, JOURNAL_LATER).expect(200);
    expect(later.body).toMatchObject({ success: true, data: { executionsImported: 1, duplicatesSkipped: 5 } });
    expect((await tradesOf(browser))[0]).toEqual({ symbol: 'NVDA', side: 'LONG', quantity: '20', entryPrice: '131', exitPrice: '133', pnl: '39.8', status: 'closed' });
    const again = await upload(browser, JOURNAL_LATER).expect(200);
    expect(again.body).toMatchObject({ data: { executionsImported: 0, duplicatesSkipped: 6 } });
    expect(await tradesOf(browser)).toHaveLength(3);
  });

  it('closes an option still open after its expiry at 0, without a warning, until a later file closes it (docs/options.md)', async () => {
    const { browser } = await signedUpBrowser(testApp, 'genericexpiry');
    const fills = (row: string) => `Date,Symbol,Side,Qty,Price\n${row}\n`;
    const bought = fills('2026-03-02 10:00,AAPL260320C00200000,Buy,1,4.10');
    const sold = fills('2026-03-19 15:00,AAPL260320C00200000,Sell,1,6.00');
    const input = { platform: 'generic', timeZone: ZONE, mapping: { date: 'Date', symbol: 'Symbol', side: 'Side', quantity: 'Qty', price: 'Price' }, file: null };
    const send = (query: string, csv: string) => browser.graphqlUpload(query, { input }, { 'variables.input.file': { name: 'fills.csv', bytes: Buffer.from(csv) } });
    const preview = (csv: string) => send('mutation ($input: CsvImportInput!) { previewCsvImport(input: $input) { warnings roundTrips { status exitKind netPnl } } }', csv);
    const importing = (csv: string) => send('mutation ($input: CsvImportInput!) { importCsv(input: $input) { import { warnings } } }', csv);

    expect((await preview(bought)).data?.previewCsvImport).toEqual({ warnings: [], roundTrips: [{ status: 'closed', exitKind: 'EXPIRED', netPnl: '-410' }] });
    expect((await importing(bought)).data?.importCsv).toEqual({ import: { warnings: [] } });
    expect((await tradesOf(browser))[0]).toEqual({ symbol: 'AAPL 260320C200', side: 'LONG', quantity: '1', entryPrice: '4.1', exitPrice: '0', pnl: '-410', status: 'closed' });
    // The sale replaces the expiry close.
    expect((await preview(sold)).data?.previewCsvImport).toEqual({ warnings: [], roundTrips: [{ status: 'closed', exitKind: null, netPnl: '190' }] });
    expect((await importing(sold)).data?.importCsv).toEqual({ import: { warnings: [] } });
    expect(await tradesOf(browser)).toEqual([{ symbol: 'AAPL 260320C200', side: 'LONG', quantity: '1', entryPrice: '4.1', exitPrice: '6', pnl: '190', status: 'closed' }]);
  });

  it('refuses a trade whose exit is before its entry, naming the line, and stores nothing', async () => {
    const { browser } = await signedUpBrowser(testApp, 'genericbad');
    const refused = await upload(browser, JOURNAL.replace('2026-03-02 10:20:03', '2026-03-02 10:00:00')).expect(400);
    expect(refused.body).toMatchObject({ success: false, message: 'Line 3: The exit is before the entry' });
    expect(await tradesOf(browser)).toEqual([]);
  });
});
