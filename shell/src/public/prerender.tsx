import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { remoteRoutes } from '../routes/routeTable';
import { PublicApp } from './PublicApp';
import { publicDocument } from './publicDocument';
import { publicPageFile, publicPages, publicPaths } from './publicPages';

export interface PrerenderedPage {
  path: string;
  /** The file it is written to in the shell's build. */
  file: string;
  html: string;
}

/**
 * Every public page as a complete HTML document, rendered at build time by the same bundle build
 * as the browser's (shell/build/publicSite.cjs), so styled-components names its classes alike on both.
 */
export function renderPublicPages({ scripts }: { scripts: string[] }): PrerenderedPage[] {
  return publicPaths.map((path) => {
    const page = publicPages[path];
    const sheet = new ServerStyleSheet();
    try {
      const body = renderToString(sheet.collectStyles(<PublicApp page={page} />));
      const html = publicDocument({ path, title: page.title, description: page.description, styleTags: sheet.getStyleTags(), body, scripts });
      return { path, file: publicPageFile(path), html };
    } finally {
      sheet.seal();
    }
  });
}

/**
 * What the server reads (graph-api/src/http/static.ts): each public page's file, the app's page for
 * every other path, and which remote module draws each page of the app (the server names its files
 * in the app's page, so that the browser asks for them at once).
 */
export interface PagesManifest {
  pages: Record<string, string>;
  app: string;
  remotePages: Record<string, { remote: string; module: string }>;
}

export function pagesManifest(pages: PrerenderedPage[], appPage: string): PagesManifest {
  return {
    pages: Object.fromEntries(pages.map(({ path, file }) => [path, file])),
    app: appPage,
    remotePages: Object.fromEntries(remoteRoutes.map(({ path, remote, module }) => [path, { remote, module }])),
  };
}
