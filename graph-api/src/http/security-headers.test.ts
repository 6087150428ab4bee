import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request, { type Response, type Test } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, signedUpBrowser } from '../../test/support/accounts';
import { dasTradesCsv } from '../../test/support/das-csv';
import { startSqliteTestApp, type TestApp } from '../../test/support/test-app';

/** "a b; c d" → { a: 'b', c: 'd' } */
const directivesOf = (policy = '') =>
  Object.fromEntries(policy.split(';').map((directive) => directive.trim().split(/ (.*)/s).slice(0, 2)));

/** The app's policy without analytics or remotes elsewhere: only its own origin, framed by nobody. */
const APP_POLICY = {
  'default-src': "'self'",
  'script-src': "'self'",
  'connect-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: https:",
  'font-src': "'self' data:",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
};

/** Storybook's: sandboxed, and every source its own folder (`own`), never the API beside it. */
const storybookPolicy = (own: string) => ({
  'default-src': own,
  'script-src': `${own} 'unsafe-inline'`,
  'style-src': `${own} 'unsafe-inline'`,
  'img-src': `${own} data: https:`,
  'font-src': `${own} data:`,
  'connect-src': own,
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'none'",
  sandbox: 'allow-scripts allow-forms allow-popups allow-downloads',
});

/** What every answer carries, whatever it is. */
function expectHardening(response: Response, kind: string): void {
  expect(response.headers, kind).toMatchObject({
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': expect.stringMatching(/^max-age=\d+; includeSubDomains$/),
    'cross-origin-opener-policy': 'same-origin',
  });
  expect(response.headers['x-powered-by'], kind).toBeUndefined();
}

/** The app's policy, exactly, framed by nobody, readable by no other origin. */
function expectAppPolicy(response: Response, kind: string): void {
  expectHardening(response, kind);
  expect(directivesOf(response.headers['content-security-policy']), kind).toEqual(APP_POLICY);
  expect(response.headers['x-frame-options'], kind).toBe('DENY');
  expect(response.headers['cross-origin-resource-policy'], kind).toBe('same-origin');
  expect(response.headers['access-control-allow-origin'], kind).toBeUndefined();
}

/** A tiny build of the shell, one remote and Storybook, as static.test.ts builds them. */
function fakeStaticRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'tj-headers-'));
  const script = `console.log("shell");${' '.repeat(2000)}`;
  const files: Record<string, string | Buffer> = {
    'shell/dist/pages.json': JSON.stringify({ pages: { '/': 'index.html' }, app: 'app.html', remotePages: { '/dashboard': { remote: 'mfe_journal', module: './DashboardPage' } } }),
    'shell/dist/index.html': '<!doctype html><html><head><title>landing</title></head><body></body></html>',
    'shell/dist/app.html': '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>',
    'shell/dist/main.1a2b3c4d.js': script,
    'shell/dist/main.1a2b3c4d.js.br': brotliCompressSync(script),
    'shell/dist/main.1a2b3c4d.js.gz': gzipSync(script),
    'mfe-journal/dist/mf-manifest.json': JSON.stringify({ name: 'mfe_journal' }),
    'mfe-journal/dist/remoteEntry.js': 'var mfe_journal;',
    'mfe-journal/dist/571.9f8e7d6c.js': 'chunk',
    'design-system/storybook-static/index.html': '<!doctype html><title>storybook</title>',
    'design-system/storybook-static/iframe.html': '<!doctype html><title>preview</title>',
    'design-system/storybook-static/index.json': '{"v":5,"entries":{}}',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('security headers on every kind of answer', () => {
  let testApp: TestApp;
  let browser: Browser;
  let tradeId: number;
  beforeAll(async () => {
    testApp = await startSqliteTestApp({ STATIC_ROOT: fakeStaticRoot() });
    ({ browser } = await signedUpBrowser(testApp, 'headers'));
    const csv = dasTradesCsv([
      { time: '09:35:00', symbol: 'AMD', side: 'B', price: '101.10', qty: 200 },
      { time: '09:40:00', symbol: 'AMD', side: 'S', price: '101.60', qty: 200 },
    ]);
    await browser.post('/api/csv-upload-v2').attach('file', Buffer.from(csv), 'day.csv').field('platform', 'das_trader').field('tradeDate', '2026-03-02').expect(200);
    tradeId = (await browser.get('/api/trades').expect(200)).body[0].id as number;
  });
  afterAll(() => testApp.close());

  const anonymous = () => request(testApp.app);

  // [kind, request, status, Cache-Control]: every one gets the app's policy and hardening.
  const appAnswers: [string, () => Test, number, string | RegExp | undefined][] = [
    ['the pre-rendered public page', () => anonymous().get('/').set('Accept', 'text/html'), 200, 'no-cache'],
    ["the app's page", () => anonymous().get('/dashboard').set('Accept', 'text/html'), 200, 'no-cache'],
    ["the app's page at a path no page has (its 404 page)", () => anonymous().get('/no-such-page').set('Accept', 'text/html'), 200, 'no-cache'],
    ['a content-hashed asset', () => anonymous().get('/main.1a2b3c4d.js').set('Accept-Encoding', 'identity'), 200, IMMUTABLE],
    ['a compressed asset', () => anonymous().get('/main.1a2b3c4d.js').set('Accept-Encoding', 'br'), 200, IMMUTABLE],
    ["a remote's chunk", () => anonymous().get('/remotes/mfe-journal/571.9f8e7d6c.js'), 200, IMMUTABLE],
    ["a remote's remoteEntry.js", () => anonymous().get('/remotes/mfe-journal/remoteEntry.js'), 200, 'no-cache'],
    ["a remote's mf-manifest.json", () => anonymous().get('/remotes/mfe-journal/mf-manifest.json'), 200, 'no-cache'],
    ['a missing file (a JSON 404)', () => anonymous().get('/main.00000000.js'), 404, undefined],
    ['the remote registry', () => anonymous().get('/api/remotes'), 200, 'no-store'],
    ['a REST answer, signed in', () => browser.get('/api/trades'), 200, 'no-store'],
    ["a REST update's answer, signed in", () => browser.send('patch', `/api/trades/${tradeId}`, { notes: 'Headers.' }), 200, 'no-store'],
    ['the CSV export stream, signed in', () => browser.get('/api/trades/export.csv'), 200, 'no-store'],
    ['a REST 401, signed out', () => anonymous().get('/api/trades'), 401, 'no-store'],
    ["a REST 404: another user's or no trade, signed in", () => browser.get('/api/trades/999999999'), 404, 'no-store'],
    ['a REST 400: a body that is not JSON, signed in', () => browser.post('/api/journal/tags').set('Content-Type', 'application/json').send('{'), 400, 'no-store'],
    ['a REST 413: a JSON body over the limit, signed in', () => browser.post('/api/journal/tags', { name: 'x'.repeat(2 * 1024 * 1024) }), 413, 'no-store'],
    ['a REST 404 of an unknown API path', () => browser.get('/api/no-such-route'), 404, 'no-store'],
    ['a GraphQL answer, signed in', () => browser.post('/graphql', { query: '{ me { username } }' }), 200, 'no-store'],
    ['a GraphQL answer, compressed', () => browser.post('/graphql', { query: '{ __schema { types { name } } }' }).set('Accept-Encoding', 'br'), 200, 'no-store'],
    ['a GraphQL refusal, signed out', () => anonymous().post('/graphql').set('Origin', testApp.config.publicUrl).send({ query: '{ me { username } }' }), 200, 'no-store'],
    ['a GraphQL syntax error (400)', () => browser.post('/graphql', { query: '{ me {' }), 400, 'no-store'],
    ['a redirect of the API (to sign-in), signed out', () => anonymous().get('/api/brokers/schwab/connect'), 303, 'no-store'],
    ['a redirect of the API (back to the import page), signed in', () => browser.get('/api/brokers/schwab/connect'), 303, 'no-store'],
  ];

  it.each(appAnswers)('%s: the app’s policy, and the Cache-Control its kind needs', async (kind, send, status, cacheControl) => {
    const response = await send();
    expect(response.status, kind).toBe(status);
    expectAppPolicy(response, kind);
    if (cacheControl === undefined) expect(response.headers['cache-control'], kind).toBeUndefined();
    else expect(response.headers['cache-control'], kind).toEqual(typeof cacheControl === 'string' ? cacheControl : expect.stringMatching(cacheControl));
  });

  it('sends the compressed kinds compressed (so the rows above are what they say)', async () => {
    expect((await anonymous().get('/main.1a2b3c4d.js').set('Accept-Encoding', 'br')).headers['content-encoding']).toBe('br');
    const graphql = await browser.post('/graphql', { query: '{ __schema { types { name } } }' }).set('Accept-Encoding', 'br');
    expect(graphql.headers['content-encoding']).toBe('br');
  });

  it('sends the CSV export as a CSV attachment (so its row above is what it says)', async () => {
    const response = await browser.get('/api/trades/export.csv').expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename=trades-/);
  });

  describe('Storybook', () => {
    const own = () => `${testApp.config.publicUrl}/storybook/`;

    it.each([
      ['its manager page', '/storybook/', 200],
      ['its index.json', '/storybook/index.json', 200],
      ['a missing file of it', '/storybook/nothing.js', 404],
      ['the redirect to it', '/storybook?path=/docs', 301],
      ['its manager page asked for in capitals', '/STORYBOOK/', 200],
      ['the redirect to it asked for in capitals', '/Storybook', 301],
    ])('%s: sandboxed, reaching only its own files, framed by nobody', async (kind, url, status) => {
      const response = await anonymous().get(url).set('Accept', 'text/html');
      expect(response.status, kind).toBe(status);
      expectHardening(response, kind);
      expect(directivesOf(response.headers['content-security-policy']), kind).toEqual({ ...storybookPolicy(own()), 'frame-ancestors': "'none'" });
      expect(response.headers['x-frame-options'], kind).toBe('DENY');
    });

    it('its preview, which the sandboxed manager frames: the same policy, framed by its opaque-origin manager', async () => {
      for (const url of ['/storybook/iframe.html?id=x', '/STORYBOOK/iframe.html']) {
        const response = await anonymous().get(url).expect(200);
        expectHardening(response, url);
        expect(directivesOf(response.headers['content-security-policy']), url).toEqual(storybookPolicy(own()));
        expect(response.headers['x-frame-options'], url).toBeUndefined();
      }
    });

    it('its files: public, so readable from its sandboxed (opaque-origin) pages, without credentials', async () => {
      const response = await anonymous().get('/storybook/index.json').set('Origin', 'null').expect(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-allow-credentials']).toBeUndefined();
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    });

    it('never lends its policy to a path that merely starts like it', async () => {
      const response = await anonymous().get('/storybook-like-page').set('Accept', 'text/html').expect(200);
      expectAppPolicy(response, '/storybook-like-page');
    });
  });
});

describe('security headers when the database fails', () => {
  let testApp: TestApp;
  let browser: Browser;
  beforeAll(async () => {
    testApp = await startSqliteTestApp();
    ({ browser } = await signedUpBrowser(testApp, 'headers5xx'));
    await testApp.orm.close(true);
  });
  afterAll(() => testApp.close());

  it.each([
    ['a REST 5xx, signed in', () => browser.get('/api/trades')],
    ['the health check failing', () => request(testApp.app).get('/api/health')],
  ])("%s: the app's policy, never stored", async (kind, send) => {
    const response = await send();
    expect(response.status, kind).toBeGreaterThanOrEqual(500);
    expectAppPolicy(response, kind);
    expect(response.headers['cache-control'], kind).toBe('no-store');
  });
});

describe('security headers with Google Analytics', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startSqliteTestApp({ GA_MEASUREMENT_ID: 'G-TEST1234' });
  });
  afterAll(() => testApp.close());

  it("allow gtag.js and GA4's collection endpoints, as Google documents for GA4, and nothing else more", async () => {
    const response = await request(testApp.app).get('/dashboard').set('Accept', 'text/html');
    expect(directivesOf(response.headers['content-security-policy'])).toMatchObject({
      'default-src': "'self'",
      'script-src': "'self' https://*.googletagmanager.com",
      'connect-src': "'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
      'img-src': "'self' data: https: https://*.google-analytics.com https://*.googletagmanager.com",
      'style-src': "'self' 'unsafe-inline'",
      'frame-ancestors': "'none'",
      'object-src': "'none'",
    });
  });

  it('keep Storybook on its own policy', async () => {
    const storybook = await request(testApp.app).get('/storybook/iframe.html');
    expect(directivesOf(storybook.headers['content-security-policy'])).toEqual(storybookPolicy(`${testApp.config.publicUrl}/storybook/`));
  });
});

describe('security headers with only verification tags', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startSqliteTestApp({ SITE_VERIFICATION: 'google-site-verification=abc123' });
  });
  afterAll(() => testApp.close());

  it('allow no Google origin: no measurement id, no analytics script', async () => {
    const policy = (await request(testApp.app).get('/dashboard').set('Accept', 'text/html')).headers['content-security-policy'] as string;
    expect(directivesOf(policy)['script-src']).toBe("'self'");
    expect(directivesOf(policy)['connect-src']).toBe("'self'");
    expect(policy).not.toMatch(/google/);
  });
});
