import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpBrowser } from '../../../test/support/accounts';
import { startSqliteTestApp, type TestApp } from '../../../test/support/test-app';

describe('Charles Schwab on a server without its app credentials', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startSqliteTestApp();
  });
  afterAll(() => testApp.close());

  it('tells the trader it is not available, and names the missing variables only in the log', async () => {
    const { browser } = await signedUpBrowser(testApp, 'noschwab');
    const connect = await browser.get('/api/brokers/schwab/connect').expect(303);
    const backToImport = new URL(connect.headers.location as string, testApp.config.publicUrl);
    expect(backToImport.pathname).toBe('/import');
    expect(backToImport.searchParams.get('error')).toBe('Charles Schwab is not available on this server.');
    expect(connect.headers.location).not.toMatch(/SCHWAB_/);
    const warning = testApp.logs.entries().find((entry) => entry.level === 40 && String(entry.msg).includes('Charles Schwab'));
    expect(warning).toMatchObject({ msg: 'Charles Schwab connect refused: set SCHWAB_CLIENT_ID and SCHWAB_CLIENT_SECRET to turn it on' });
  });
});
