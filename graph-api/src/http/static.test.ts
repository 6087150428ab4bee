import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSqliteTestApp, type TestApp } from '../../test/support/test-app';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Tiny stand-ins for the front-ends' builds; mfe-auth is deliberately not "built". */
function fakeStaticRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'tj-static-'));
  const files: Record<string, string> = {
    'shell/dist/index.html': '<!doctype html><title>shell</title>',
    'shell/dist/main.1a2b3c4d.js': 'console.log("shell")',
    'shell/dist/main.1a2b3c4d.js.map': '{"version":3,"sourcesContent":["// the original source"]}',
    'mfe-journal/dist/mf-manifest.json': '{"name":"mfe_journal"}',
    'mfe-journal/dist/remoteEntry.js': 'var mfe_journal;',
    'mfe-journal/dist/571.9f8e7d6c.js': 'chunk',
    'mfe-journal/dist/571.9f8e7d6c.js.map': '{"version":3}',
    'design-system/storybook-static/main.js.map': '{"version":3}',
    'design-system/storybook-static/index.html': '<!doctype html><title>storybook</title>',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return root;
}

describe('front-end files', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startSqliteTestApp({ STATIC_ROOT: fakeStaticRoot() });
  });
  afterAll(() => testApp.close());

  const get = (url: string, accept = '*/*') => request(testApp.app).get(url).set('Accept', accept);

  it('serves the shell at /, revalidated on each load', async () => {
    const response = await get('/', 'text/html').expect(200).expect('Content-Type', /html/);
    expect(response.text).toContain('<title>shell</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("answers any other page of the app with the shell's index.html", async () => {
    const response = await get('/history/trade/42', 'text/html,application/xhtml+xml').expect(200);
    expect(response.text).toContain('<title>shell</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('lets browsers keep content-hashed files for good', async () => {
    await get('/main.1a2b3c4d.js').expect(200).expect('Cache-Control', IMMUTABLE);
    await get('/remotes/mfe-journal/571.9f8e7d6c.js').expect(200).expect('Cache-Control', IMMUTABLE);
  });

  it('revalidates mf-manifest.json and remoteEntry.js, so a redeployed remote is picked up', async () => {
    const manifest = await get('/remotes/mfe-journal/mf-manifest.json').expect(200).expect('Cache-Control', 'no-cache');
    expect(manifest.body).toEqual({ name: 'mfe_journal' });
    await get('/remotes/mfe-journal/remoteEntry.js').expect(200).expect('Cache-Control', 'no-cache');
  });

  it.each([
    ['a missing asset', '/main.00000000.js', '*/*'],
    ['a missing remote file, even to a browser', '/remotes/mfe-journal/missing.js', 'text/html'],
    ['a remote that was not built', '/remotes/mfe-auth/mf-manifest.json', '*/*'],
    ['a missing Storybook page', '/storybook/nothing.html', 'text/html'],
    ['an API path, even to a browser', '/api/nothing', 'text/html'],
  ])('answers %s with a real 404', async (_case, url, accept) => {
    await get(url, accept).expect(404);
  });

  it.each([
    ['/main.1a2b3c4d.js.map', '*/*'],
    ['/main.1a2b3c4d.js.map', 'text/html'],
    ['/main.1a2b3c4d.js%2Emap', '*/*'],
    ['/remotes/mfe-journal/571.9f8e7d6c.js.map', '*/*'],
    ['/storybook/main.js.map', '*/*'],
  ])('never publishes a source map: %s (Accept %s) is a 404', async (url, accept) => {
    const response = await get(url, accept).expect(404).expect('Content-Type', /json/);
    expect(response.text).not.toContain('sourcesContent');
  });

  it('redirects /storybook to /storybook/ and serves it', async () => {
    await get('/storybook?path=/docs', 'text/html').expect(301).expect('Location', '/storybook/?path=/docs');
    const response = await get('/storybook/', 'text/html').expect(200);
    expect(response.text).toContain('<title>storybook</title>');
  });

  it('gives the shell page only to GET requests', async () => {
    await request(testApp.app).post('/history').set('Accept', 'text/html').expect(404);
  });
});

describe('front-end files when nothing was built', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startSqliteTestApp({ STATIC_ROOT: mkdtempSync(path.join(tmpdir(), 'tj-empty-')) });
  });
  afterAll(() => testApp.close());

  it.each(['/', '/dashboard', '/remotes/mfe-journal/mf-manifest.json', '/storybook/'])('answers %s with a 404 instead of failing', async (url) => {
    await request(testApp.app).get(url).set('Accept', 'text/html').expect(404);
  });

  it('still serves the API', async () => {
    await request(testApp.app).get('/api/health').expect(200);
  });
});

describe('front-end pages with analytics configured', () => {
  let testApp: TestApp;
  const shellIndex = '<!doctype html><html><head><meta charset="utf-8"><title>shell</title></head><body><div id="root"></div></body></html>';
  beforeAll(async () => {
    const root = fakeStaticRoot();
    writeFileSync(path.join(root, 'shell/dist/index.html'), shellIndex);
    testApp = await startSqliteTestApp({ STATIC_ROOT: root, GA_MEASUREMENT_ID: 'G-TEST1234', SITE_VERIFICATION: 'google-site-verification=abc123' });
  });
  afterAll(() => testApp.close());

  const head = '<meta name="google-site-verification" content="abc123">\n<meta name="ga-measurement-id" content="G-TEST1234"></head>';

  it.each([
    ['/', 'text/html'],
    ['/', '*/*'],
    ['/index.html', '*/*'],
    ['/dashboard', 'text/html'],
    ['/analytics-test', 'text/html,application/xhtml+xml'],
  ])('writes the meta tags before </head> of %s (Accept %s), revalidated on each load', async (url, accept) => {
    const response = await request(testApp.app).get(url).set('Accept', accept).expect(200).expect('Content-Type', /html/);
    expect(response.text).toBe(shellIndex.replace('</head>', head));
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('leaves every other file as built', async () => {
    await request(testApp.app).get('/main.1a2b3c4d.js').expect(200).expect('console.log("shell")');
    const storybook = await request(testApp.app).get('/storybook/').set('Accept', 'text/html').expect(200);
    expect(storybook.text).toBe('<!doctype html><title>storybook</title>');
  });
});

describe('front-end pages with analytics configured, when nothing was built', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startSqliteTestApp({ STATIC_ROOT: mkdtempSync(path.join(tmpdir(), 'tj-empty-')), SITE_VERIFICATION: 'msvalidate.01=xyz' });
  });
  afterAll(() => testApp.close());

  it.each(['/', '/index.html', '/dashboard'])('answers %s with a 404 instead of failing', async (url) => {
    await request(testApp.app).get(url).set('Accept', 'text/html').expect(404);
  });
});
