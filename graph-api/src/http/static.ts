import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { BUNDLED_REMOTES, bundledRemotePath } from '../modules/remotes/remote-registry';

export const STORYBOOK_PATH = '/storybook';

// Folders under STATIC_ROOT holding each front-end's build.
const SHELL_FOLDER = 'shell/dist';
const STORYBOOK_FOLDER = 'design-system/storybook-static';

/** Prefixes that are never pages of the app: a miss there is a real 404, not the shell's page. */
const NOT_APP_PAGES = ['/api', '/graphql', '/remotes', STORYBOOK_PATH];

// rspack names every chunk `[name].[contenthash:8].js`; such a file never changes, so browsers may
// keep it. Everything else (index.html, remoteEntry.js, mf-manifest.json) is revalidated on each load
// so that a redeployed remote is picked up without rebuilding the shell.
const CONTENT_HASHED = /\.[0-9a-f]{8,}\./i;

function setCacheHeaders(res: Response, filePath: string): void {
  const hashed = CONTENT_HASHED.test(path.basename(filePath));
  res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const isUnder = (urlPath: string, prefix: string) => urlPath === prefix || urlPath.startsWith(`${prefix}/`);

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

export const isStorybookPath = (urlPath: string) => isUnder(urlPath, STORYBOOK_PATH);

function wantsAppPage(req: Request): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    (req.headers.accept ?? '').includes('text/html') &&
    !NOT_APP_PAGES.some((prefix) => isUnder(req.path, prefix))
  );
}

export interface FrontEndOptions {
  /** Written before </head> of every page of the app (analytics and verification meta tags); '' for none. */
  headHtml?: string;
}

/** The page's HTML with `headHtml` before its </head>. */
export function withHeadHtml(html: string, headHtml: string): string {
  return html.replace(/<\/head>/i, (end) => `${headHtml}${end}`);
}

/**
 * The built front-ends: the shell at /, each remote under /remotes/<name>/, Storybook under
 * /storybook/. A folder that was not built simply answers 404.
 */
export function frontEnds(staticRoot: string, { headHtml = '' }: FrontEndOptions = {}): Router {
  const serveFolder = (folder: string, options: { index?: false } = {}) =>
    express.static(path.join(staticRoot, folder), { setHeaders: setCacheHeaders, ...options });
  // strict: '/storybook' and '/storybook/' are different routes, so only the first redirects.
  const router = Router({ strict: true });

  // Leaves the router: the app's 404 answers, never the file nor the shell's page.
  router.use((req, _res, next) => next(isSourceMap(req.path) ? 'router' : undefined));
  for (const { folder } of BUNDLED_REMOTES) router.use(bundledRemotePath(folder), serveFolder(`${folder}/dist`));
  router.get(STORYBOOK_PATH, (req, res) => res.redirect(301, req.originalUrl.replace(STORYBOOK_PATH, `${STORYBOOK_PATH}/`)));
  router.use(STORYBOOK_PATH, serveFolder(STORYBOOK_FOLDER));
  const shellPage = path.join(staticRoot, SHELL_FOLDER, 'index.html');
  const headers = { 'Cache-Control': 'no-cache' };
  // Without a built shell there is no page to give: a plain 404 follows.
  const missingPage = (next: NextFunction) => (error?: NodeJS.ErrnoException) => {
    if (error) next(error.code === 'ENOENT' ? undefined : error);
  };
  const sendShellPage = headHtml
    ? (res: Response, next: NextFunction) =>
        readFile(shellPage, 'utf8').then((html) => res.set(headers).type('html').send(withHeadHtml(html, headHtml)), missingPage(next))
    : (res: Response, next: NextFunction) => res.sendFile(shellPage, { headers, cacheControl: false }, missingPage(next));

  if (headHtml) {
    // The page itself, asked for by its file name or as the folder's index, gets the head too.
    router.get(['/', '/index.html'], (_req, res, next) => void sendShellPage(res, next));
  }
  router.use(serveFolder(SHELL_FOLDER, headHtml ? { index: false } : {}));

  // Any other page of the app: the shell's router draws it, or its own 404 page.
  router.use((req, res, next) => {
    if (!wantsAppPage(req)) return next();
    void sendShellPage(res, next);
  });
  return router;
}
