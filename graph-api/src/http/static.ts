import path from 'node:path';
import express, { type Request, type Response, Router } from 'express';
import { BUNDLED_REMOTES, bundledRemotePath, DEFAULT_REMOTE_REGISTRY, type RemoteRegistry } from '../infra/remotes/remote-registry';
import { HtmlPages } from './html-pages';
import { precompressedFiles } from './precompressed-files';
import { remotePagePreloads } from './remote-page-preloads';

export const STORYBOOK_PATH = '/storybook';

// Folders under STATIC_ROOT holding each front-end's build.
const SHELL_FOLDER = 'shell/dist';
const STORYBOOK_FOLDER = 'design-system/storybook-static';

/** Prefixes that are never pages of the app: a miss there is a real 404, not the shell's page. */
const NOT_APP_PAGES = ['/api', '/graphql', '/remotes', STORYBOOK_PATH];

// rspack names every chunk `[name].[contenthash:8].js`; such a file never changes, so browsers may
// keep it. Everything else (the pages, remoteEntry.js, mf-manifest.json) is revalidated on each load
// so that a redeployed remote is picked up without rebuilding the shell.
const CONTENT_HASHED = /\.[0-9a-f]{8,}\./i;

function setCacheHeaders(res: Response, filePath: string): void {
  const hashed = CONTENT_HASHED.test(path.basename(filePath));
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

// Express routes paths regardless of letter case (/STORYBOOK/ is served from /storybook's folder),
// so what is under a prefix is decided the same way.
export function isUnder(urlPath: string, prefix: string): boolean {
  const lowerCase = urlPath.toLowerCase();
  return lowerCase === prefix || lowerCase.startsWith(`${prefix}/`);
}

// The builds write source maps beside their bundles; served, they would publish the front-ends'
// original sources and comments to anyone. The dev servers (npm run dev) serve them for debugging.
// The path is decoded first, as express.static decodes it: `/main.js%2Emap` is the same file.
function isSourceMap(urlPath: string): boolean {
  try {
    return /\.map$/.test(decodeURIComponent(urlPath));
  } catch {
    return false;
  }
}

/** "?a=b" of a URL, or "" without one. */
const queryOf = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

export const isStorybookPath = (urlPath: string) => isUnder(urlPath, STORYBOOK_PATH);

const isPageRequest = (req: Request) => req.method === 'GET' || req.method === 'HEAD';

function wantsAppPage(req: Request): boolean {
  return (
    isPageRequest(req) &&
    (req.headers.accept ?? '').includes('text/html') &&
    !NOT_APP_PAGES.some((prefix) => isUnder(req.path, prefix))
  );
}

export interface FrontEndOptions {
  /**
   * Markup added just before `</head>` of every page of the app (the public pages and the app's
   * page), e.g. meta tags a page reads at run time. The build's pages never need rebuilding for it.
   */
  headHtml?: string;
  /** Where the remotes are (GET /api/remotes): the app's page names what its path loads first. */
  registry?: RemoteRegistry;
}

/**
 * The built front-ends: the shell's public pages (pre-rendered) at their paths and its app's page
 * for every other page of the app, its assets at /, each remote under /remotes/<name>/, Storybook
 * under /storybook/. Assets go out as their build-time brotli or gzip copies when the client takes
 * them. A folder that was not built simply answers 404.
 */
export function frontEnds(staticRoot: string, { headHtml = '', registry = DEFAULT_REMOTE_REGISTRY }: FrontEndOptions = {}): Router {
  const serveFolder = (folder: string, { index = true } = {}) => {
    const root = path.join(staticRoot, folder);
    return [precompressedFiles(root, setCacheHeaders), express.static(root, { setHeaders: setCacheHeaders, index: index ? 'index.html' : false })];
  };
  const shellPages = new HtmlPages(path.join(staticRoot, SHELL_FOLDER), headHtml);
  // strict: '/storybook' and '/storybook/' are different routes, so only the first redirects.
  const router = Router({ strict: true });

  // Leaves the router: the app's 404 answers, never the file nor the shell's page.
  router.use((req, _res, next) => next(isSourceMap(req.path) ? 'router' : undefined));
  for (const { folder } of BUNDLED_REMOTES) router.use(bundledRemotePath(folder), ...serveFolder(`${folder}/dist`));
  // Matched in any letter case: the Location is always /storybook/ itself, never the path asked for.
  router.get(STORYBOOK_PATH, (req, res) => res.redirect(301, `${STORYBOOK_PATH}/${queryOf(req.originalUrl)}`));
  router.use(STORYBOOK_PATH, ...serveFolder(STORYBOOK_FOLDER));

  // A public page at its path, whatever the client accepts, as a static file would be.
  router.use(async (req, res, next) => {
    const page = isPageRequest(req) ? await shellPages.publicPageAt(req.path) : null;
    if (page && (await shellPages.send(req, res, page))) return;
    next();
  });
  // The shell's assets. Its HTML files are pages, served only at their paths (above and below).
  const shellAssets = Router().use(...serveFolder(SHELL_FOLDER, { index: false }));
  router.use((req, res, next) => (/\.html$/i.test(req.path) ? next() : shellAssets(req, res, next)));

  // Any other page of the app: the app's page, whose router draws it, or its own 404 page.
  router.use(async (req, res, next) => {
    if (wantsAppPage(req)) {
      const pageHeadHtml = remotePagePreloads(registry, await shellPages.remotePageAt(req.path));
      if (await shellPages.send(req, res, await shellPages.appPage(), pageHeadHtml)) return;
    }
    // Without a built shell there is no page to give: a plain 404 follows.
    next();
  });
  return router;
}
