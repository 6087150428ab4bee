import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSqliteTestApp, type TestApp } from '../../test/support/test-app';
import { notFound } from './errors';
import type { RemoteRegistry } from '../infra/remotes/remote-registry';
import { frontEnds } from './static';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const LANDING = '<!doctype html><html><head><title>landing</title></head><body><div id="root"><h1>Landing</h1></div></body></html>';
const PRIVACY = '<!doctype html><html><head><title>privacy</title></head><body>Privacy Policy</body></html>';
const APP_PAGE = '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>';
// Over the build's 1 KB threshold, so it has compressed copies, and with a marker to tell them apart.
const SHELL_SCRIPT = `console.log("shell");${' '.repeat(2000)}`;

/** The page as built: without the preload links the server adds to the app's page. */
const withoutPreloads = (html: string) => html.replace(/<link rel="preload"[^>]*>/g, '');

const preloadsOf = (html: string) => html.match(/<link rel="preload"[^>]*>/g) ?? [];

/** What every app page asks for first (shell/src/index.ts). */
const APP_START_PRELOADS = [
  '<link rel="preload" href="/api/remotes" as="fetch" crossorigin="anonymous">',
  '<link rel="preload" href="/api/auth/user" as="fetch" crossorigin="use-credentials">',
];

/** A file and, as the build writes them, its brotli and gzip copies. */
function withCopies(file: string, content: string): Record<string, string | Buffer> {
  return { [file]: content, [`${file}.br`]: brotliCompressSync(content), [`${file}.gz`]: gzipSync(content) };
}

function writeTree(root: string, files: Record<string, string | Buffer>) {
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
}

/** Tiny stand-ins for the front-ends' builds; mfe-auth is deliberately not "built". */
function fakeStaticRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'tj-static-'));
  writeTree(root, {
    'shell/dist/pages.json': JSON.stringify({
      pages: { '/': 'index.html', '/privacy-policy': 'privacy-policy.html' },
      app: 'app.html',
      remotePages: { '/dashboard': { remote: 'mfe_journal', module: './DashboardPage' }, '/settings': { remote: 'mfe_auth', module: './SettingsPage' } },
    }),
    'shell/dist/index.html': LANDING,
    'shell/dist/privacy-policy.html': PRIVACY,
    'shell/dist/app.html': APP_PAGE,
    ...withCopies('shell/dist/main.1a2b3c4d.js', SHELL_SCRIPT),
    'shell/dist/small.5e6f7a8b.js': 'console.log("too small to compress")',
    'shell/dist/main.1a2b3c4d.js.map': '{"version":3,"sourcesContent":["// the original source"]}',
    ...withCopies('mfe-journal/dist/mf-manifest.json', JSON.stringify({ name: 'mfe_journal', padding: 'x'.repeat(2000) })),
    'mfe-journal/dist/remoteEntry.js': 'var mfe_journal;',
    'mfe-journal/dist/571.9f8e7d6c.js': 'chunk',
    'mfe-journal/dist/571.9f8e7d6c.js.map': '{"version":3}',
    'design-system/storybook-static/main.js.map': '{"version":3}',
    'design-system/storybook-static/index.html': '<!doctype html><title>storybook</title>',
  });
  return root;
}

describe('front-end files', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await startSqliteTestApp({ STATIC_ROOT: fakeStaticRoot() });
  });
  afterAll(() => testApp.close());

  const get = (url: string, accept = '*/*', acceptEncoding = 'identity') =>
    request(testApp.app).get(url).set('Accept', accept).set('Accept-Encoding', acceptEncoding);

  it('serves the pre-rendered landing page at /, revalidated on each load, to any client', async () => {
    for (const accept of ['text/html', '*/*']) {
      const response = await get('/', accept).expect(200).expect('Content-Type', 'text/html; charset=utf-8');
      expect(response.text).toBe(LANDING);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('serves each public page of pages.json at its path, with or without a trailing slash', async () => {
    expect((await get('/privacy-policy', 'text/html').expect(200)).text).toBe(PRIVACY);
    expect((await get('/privacy-policy/', 'text/html').expect(200)).text).toBe(PRIVACY);
  });

  it("answers any other page of the app with the app's page", async () => {
    for (const url of ['/dashboard', '/history/trade/42', '/nope']) {
      const response = await get(url, 'text/html,application/xhtml+xml').expect(200);
      expect(withoutPreloads(response.text)).toBe(APP_PAGE);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the pages only at their paths, never as files', async () => {
    for (const url of ['/index.html', '/app.html', '/privacy-policy.html']) {
      expect(withoutPreloads((await get(url, 'text/html').expect(200)).text)).toBe(APP_PAGE);
      await get(url, '*/*').expect(404);
    }
  });

  it('sends brotli to a client that takes it, gzip to one that takes only gzip, and the page itself otherwise', async () => {
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=1.0, gzip;q=0.8', 'br'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
      ['gzip, br;q=0', 'gzip'],
      ['*', 'br'],
      ['*;q=0, gzip', 'gzip'],
      ['identity', undefined],
      ['br;q=0, gzip;q=0', undefined],
    ];
    for (const [acceptEncoding, expected] of cases) {
      const response = await get('/', 'text/html', acceptEncoding).expect(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBe(expected);
      expect(response.text, acceptEncoding).toBe(LANDING);
      expect(response.headers.vary).toBe('Accept-Encoding');
    }
  });

  it("serves an asset's compressed copy with the asset's own type, and keeps content-hashed ones for good", async () => {
    const brotli = await get('/main.1a2b3c4d.js', '*/*', 'gzip, deflate, br').expect(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(brotli.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(Number(brotli.headers['content-length'])).toBeLessThan(SHELL_SCRIPT.length);
    expect(brotli.text).toBe(SHELL_SCRIPT);

    const gzipped = await get('/main.1a2b3c4d.js', '*/*', 'gzip').expect(200);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.text).toBe(SHELL_SCRIPT);

    const plain = await get('/main.1a2b3c4d.js', '*/*', 'br;q=0, gzip;q=0').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    expect(plain.text).toBe(SHELL_SCRIPT);
  });

  it('serves a file the build left uncompressed as it is', async () => {
    const response = await get('/small.5e6f7a8b.js', '*/*', 'gzip, br').expect(200).expect('Cache-Control', IMMUTABLE);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const asset = await request(testApp.app).head('/main.1a2b3c4d.js').set('Accept-Encoding', 'br').expect(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    expect(asset.text ?? '').toBe('');
    const page = await request(testApp.app).head('/').set('Accept', 'text/html').set('Accept-Encoding', 'gzip').expect(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(Number(page.headers['content-length'])).toBeGreaterThan(0);
    expect(page.text ?? '').toBe('');
  });

  it('answers a page whose ETag the client holds with 304', async () => {
    const first = await get('/', 'text/html', 'br').expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+-br"$/);
    await request(testApp.app).get('/').set('Accept', 'text/html').set('Accept-Encoding', 'br').set('If-None-Match', etag).expect(304);
    // Another encoding is another representation.
    await request(testApp.app).get('/').set('Accept', 'text/html').set('Accept-Encoding', 'gzip').set('If-None-Match', etag).expect(200);
  });

  it('lets browsers keep content-hashed files for good', async () => {
    await get('/main.1a2b3c4d.js').expect(200).expect('Cache-Control', IMMUTABLE);
    await get('/remotes/mfe-journal/571.9f8e7d6c.js').expect(200).expect('Cache-Control', IMMUTABLE);
  });

  it('revalidates mf-manifest.json and remoteEntry.js, so a redeployed remote is picked up', async () => {
    const manifest = await get('/remotes/mfe-journal/mf-manifest.json', '*/*', 'br').expect(200).expect('Cache-Control', 'no-cache');
    expect(manifest.headers['content-encoding']).toBe('br');
    expect(manifest.headers['content-type']).toMatch(/^application\/json/);
    expect(manifest.body).toMatchObject({ name: 'mfe_journal' });
    await get('/remotes/mfe-journal/remoteEntry.js').expect(200).expect('Cache-Control', 'no-cache');
  });

  it.each([
    ['a missing asset', '/main.00000000.js', '*/*'],
    ['a missing remote file, even to a browser', '/remotes/mfe-journal/missing.js', 'text/html'],
    ['a remote that was not built', '/remotes/mfe-auth/mf-manifest.json', '*/*'],
    ['a missing Storybook page', '/storybook/nothing.html', 'text/html'],
    ['an API path, even to a browser', '/api/nothing', 'text/html'],
    ['a path that climbs out of the build', '/..%2f..%2fpackage.json', '*/*'],
  ])('answers %s with a real 404', async (_case, url, accept) => {
    await get(url, accept, 'br, gzip').expect(404);
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

  it('redirects /storybook in any letter case to /storybook/ itself, never to the path asked for (a loop)', async () => {
    for (const url of ['/STORYBOOK', '/Storybook', '/storyBook']) {
      await get(url, 'text/html').expect(301).expect('Location', '/storybook/');
      await get(`${url}?path=/docs/components-button--docs`, 'text/html').expect(301).expect('Location', '/storybook/?path=/docs/components-button--docs');
    }
    await get('/STORYBOOK/', 'text/html').expect(200);
  });

  it('answers a path under /storybook that it lacks with a 404, in any letter case, never with the app page', async () => {
    await get('/STORYBOOK/nothing.html', 'text/html').expect(404);
  });

  it("gives the app's page only to GET and HEAD requests", async () => {
    await request(testApp.app).post('/history').set('Accept', 'text/html').expect(404);
    await request(testApp.app).post('/').set('Accept', 'text/html').expect(404);
  });
});

describe('front-end pages with markup added to their head', () => {
  const HEAD_HTML = '<meta name="analytics-id" content="G-TEST">';
  let root: string;
  let app: express.Express;
  beforeAll(() => {
    root = fakeStaticRoot();
    app = express().use(frontEnds(root, { headHtml: HEAD_HTML })).use(notFound);
  });

  const page = (url: string, acceptEncoding: string) => request(app).get(url).set('Accept', 'text/html').set('Accept-Encoding', acceptEncoding).expect(200);

  it('adds it once, just before </head>, to the public pages and the app page, compressed too', async () => {
    for (const [url, title] of [['/', 'landing'], ['/privacy-policy', 'privacy'], ['/settings', 'app']]) {
      for (const acceptEncoding of ['br', 'gzip', 'identity']) {
        const response = await page(url!, acceptEncoding);
        expect(response.text.split(HEAD_HTML)).toHaveLength(2);
        expect(withoutPreloads(response.text)).toContain(`<title>${title}</title>${HEAD_HTML}</head>`);
      }
    }
  });

  it('serves a page changed on disk as it is now', async () => {
    expect((await page('/', 'br')).text).toContain('<h1>Landing</h1>');
    const file = path.join(root, 'shell/dist/index.html');
    writeFileSync(file, LANDING.replace('Landing', 'Landing, rebuilt'));
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    const response = await page('/', 'br');
    expect(response.text).toContain('<h1>Landing, rebuilt</h1>');
    expect(response.text.split(HEAD_HTML)).toHaveLength(2);
  });

  it('serves twenty requests at once the same page', async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => page('/privacy-policy', index % 2 ? 'br' : 'gzip')));
    expect(new Set(responses.map((response) => response.text)).size).toBe(1);
  });
});

describe("the app's page: what its path asks for first, named in its head", () => {
  const appAt = (registry?: RemoteRegistry) => express().use(frontEnds(fakeStaticRoot(), registry ? { registry } : {})).use(notFound);
  const preloadsAt = async (url: string, app = appAt(), acceptEncoding = 'br') =>
    preloadsOf((await request(app).get(url).set('Accept', 'text/html').set('Accept-Encoding', acceptEncoding).expect(200)).text);
  const manifestPreload = (href: string) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous">`;

  it("names, for a remote's page, the registry, the session and the remote's manifest, however the page is sent", async () => {
    const expected = [...APP_START_PRELOADS, manifestPreload('/remotes/mfe-journal/mf-manifest.json')];
    const app = appAt();
    for (const acceptEncoding of ['br', 'gzip', 'identity']) expect(await preloadsAt('/dashboard', app, acceptEncoding)).toEqual(expected);
    expect(await preloadsAt('/dashboard/', app)).toEqual(expected);
    expect(await preloadsAt('/settings', app)).toEqual([...APP_START_PRELOADS, manifestPreload('/remotes/mfe-auth/mf-manifest.json')]);
  });

  it('never names a script: a failed script preload would be given to every later load of it, Retry included', async () => {
    expect((await preloadsAt('/dashboard')).join('')).not.toMatch(/as="script"|\.js"/);
  });

  it('names only what every page of the app asks for at a path no remote draws, and nothing on a public page', async () => {
    for (const url of ['/nope', '/history/trade/42']) expect(await preloadsAt(url)).toEqual(APP_START_PRELOADS);
    expect(await preloadsAt('/')).toEqual([]);
  });

  it('names the manifest where the registry says the remote is, and none for a remote it leaves out', async () => {
    const elsewhere = appAt({ remotes: [{ name: 'mfe_journal', entry: 'https://cdn.example.com/journal/mf-manifest.json?v="1"&x=<2>' }] });
    expect(await preloadsAt('/dashboard', elsewhere)).toEqual([...APP_START_PRELOADS, manifestPreload('https://cdn.example.com/journal/mf-manifest.json?v=&quot;1&quot;&amp;x=&lt;2&gt;')]);
    expect(await preloadsAt('/dashboard', appAt({ remotes: [] }))).toEqual(APP_START_PRELOADS);
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
  beforeAll(async () => {
    testApp = await startSqliteTestApp({ STATIC_ROOT: fakeStaticRoot(), GA_MEASUREMENT_ID: 'G-TEST1234', SITE_VERIFICATION: 'google-site-verification=abc123' });
  });
  afterAll(() => testApp.close());

  const head = '<meta name="google-site-verification" content="abc123">\n<meta name="ga-measurement-id" content="G-TEST1234"></head>';

  it.each([
    ['/', 'text/html', LANDING],
    ['/privacy-policy', 'text/html,application/xhtml+xml', PRIVACY],
    ['/dashboard', 'text/html', APP_PAGE],
    ['/analytics-test', 'text/html,application/xhtml+xml', APP_PAGE],
  ])('writes the meta tags before </head> of %s (Accept %s), revalidated on each load', async (url, accept, built) => {
    const response = await request(testApp.app).get(url).set('Accept', accept).expect(200).expect('Content-Type', /html/);
    expect(withoutPreloads(response.text)).toBe(built.replace('</head>', head));
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('leaves every other file as built', async () => {
    const script = await request(testApp.app).get('/main.1a2b3c4d.js').set('Accept-Encoding', 'identity').expect(200);
    expect(script.text).toBe(SHELL_SCRIPT);
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
