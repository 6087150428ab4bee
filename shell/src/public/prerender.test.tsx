// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { remoteRoutes, shellRoutes } from '../routes/routeTable';
import { pagesManifest, renderPublicPages } from './prerender';

const SCRIPTS = ['/public.1a2b3c4d.js'];

describe('renderPublicPages', () => {
  const pages = renderPublicPages({ scripts: SCRIPTS });
  const pageAt = (path: string) => pages.find((page) => page.path === path)!;

  it('renders every shell route, each to its own file', () => {
    expect(pages.map(({ path, file }) => [path, file])).toEqual([
      ['/', 'index.html'],
      ['/privacy-policy', 'privacy-policy.html'],
      ['/analytics-test', 'analytics-test.html'],
    ]);
    expect(pages.map(({ path }) => path).sort()).toEqual(shellRoutes.map(({ path }) => path).sort());
  });

  it('writes complete documents: title, description, the styles inline, the page markup and its deferred script', () => {
    for (const { path, html } of pages) {
      expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]+" \/>/);
      expect(html).toMatch(/<style data-styled="true" data-styled-version="[\d.]+">:root\{--tj-color-background:#0b1220;/);
      expect(html).toContain(`<div id="root" data-page="${path}">`);
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      // The CSP allows the site's own script files only: no inline script.
      expect(html.match(/<script[^>]*>/g)).toEqual(['<script defer src="/public.1a2b3c4d.js">']);
      // The styles are in the head, before the script, so the page is drawn styled without it.
      expect(html.indexOf('<style')).toBeLessThan(html.indexOf('</head>'));
    }
  });

  it('styles every class the markup uses', () => {
    const html = pageAt('/').html;
    const css = html.slice(html.indexOf('<style'), html.indexOf('</style>'));
    const generated = new Set([...html.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1]!.split(' ')).filter((name) => /^[a-zA-Z]{5,}$/.test(name) && !name.startsWith('landing') && /[A-Z]/.test(name)));
    expect(generated.size).toBeGreaterThan(10);
    for (const name of generated) expect(css, name).toContain(`.${name}`);
  });

  it('renders the landing page as a signed-out visitor sees it, with the ticker strip empty until it loads', () => {
    const html = pageAt('/').html;
    expect(html).toContain('<h1 id="hero-title">Your trades, honestly analysed</h1>');
    expect(html).toContain('>Sign In</span>');
    expect(html).not.toContain('<ul aria-labelledby="demo-ticker-caption');
    expect(html).toContain('Most Popular');
  });

  it('renders the privacy policy with its eleven sections', () => {
    expect(pageAt('/privacy-policy').html.match(/<h2[\s>]/g)).toHaveLength(11);
  });

  it('escapes what it writes into the head', () => {
    for (const { html } of pages) expect(html).not.toMatch(/content="[^"]*<[^"]*"/);
  });
});

describe('pagesManifest', () => {
  it("maps each public path to its file, and names the app's page for every other path", () => {
    const pages = renderPublicPages({ scripts: SCRIPTS });
    const manifest = pagesManifest(pages, 'app.html');
    expect(manifest.pages).toEqual({ '/': 'index.html', '/privacy-policy': 'privacy-policy.html', '/analytics-test': 'analytics-test.html' });
    expect(manifest.app).toBe('app.html');
  });

  it('names the remote module of every remote page of the route table', () => {
    const { remotePages } = pagesManifest(renderPublicPages({ scripts: SCRIPTS }), 'app.html');
    expect(Object.keys(remotePages)).toEqual(remoteRoutes.map(({ path }) => path));
    expect(remotePages['/dashboard']).toEqual({ remote: 'mfe_journal', module: './DashboardPage' });
    expect(remotePages['/sign-in']).toEqual({ remote: 'mfe_auth', module: './SignInPage' });
  });
});
