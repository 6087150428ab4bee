import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../../../test/support/accounts';
import { dasTradesCsv } from '../../../../test/support/das-csv';
import { startSqliteTestApp, type TestApp } from '../../../../test/support/test-app';

const CSV = Buffer.from(dasTradesCsv([{ time: '09:35:00', symbol: 'AMD', side: 'B', price: '101.10', qty: 200 }]));
const INPUT = { platform: 'das_trader', tradeDate: '2026-03-02', timeZone: 'America/New_York' };
const PREVIEW = 'mutation ($input: CsvImportInput!) { previewCsvImport(input: $input) { executionCount } }';

describe('Upload rate limit (RATE_LIMIT_IMPORTS_PER_USER)', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startSqliteTestApp({ RATE_LIMIT_IMPORTS_PER_USER: '3/15m' });
  });
  afterAll(() => testApp.close());

  const restUpload = (browser: Browser, preview: boolean) => {
    const pending = browser.post('/api/csv-upload-v2').attach('file', CSV, 'day.csv').field('platform', INPUT.platform).field('tradeDate', INPUT.tradeDate);
    return preview ? pending.field('preview', 'true') : pending;
  };
  const graphqlPreview = (browser: Browser) =>
    browser
      .post('/graphql')
      .set('apollo-require-preflight', 'true')
      .field('operations', JSON.stringify({ query: PREVIEW, variables: { input: { ...INPUT, file: null } } }))
      .field('map', JSON.stringify({ 0: ['variables.input.file'] }))
      .attach('0', CSV, 'day.csv');

  it('counts previews and imports of both APIs together, then answers 429 with Retry-After until the window ends', async () => {
    const { browser } = await signedUpBrowser(testApp, 'uploadlimit');
    await restUpload(browser, true).expect(200);
    await restUpload(browser, false).expect(200);
    expect((await graphqlPreview(browser).expect(200)).body.data.previewCsvImport).toEqual({ executionCount: 1 });

    const refused = await restUpload(browser, false).expect(429);
    expect(refused.body).toMatchObject({ success: false, error: 'rate_limited', message: 'Too many uploads in a short time. Please wait a few minutes and try again.' });
    expect(Number(refused.headers['retry-after'])).toBe(900);

    const refusedOverGraphQL = await graphqlPreview(browser).expect(429);
    expect(Number(refusedOverGraphQL.headers['retry-after'])).toBeGreaterThan(0);
    expect(refusedOverGraphQL.body.errors).toMatchObject([{ message: 'Too many uploads in a short time. Please wait a few minutes and try again.', extensions: { code: 'TOO_MANY_REQUESTS' } }]);

    // Another trader is not held back by this one.
    const other = await signedUpBrowser(testApp, 'uploadother');
    await restUpload(other.browser, true).expect(200);

    testApp.clock.advance(15 * 60 * 1000);
    await restUpload(browser, true).expect(200);
  });
});
