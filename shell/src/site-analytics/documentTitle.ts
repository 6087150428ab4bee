import { REMOTES, SHELL } from '@tj/design-system/federation/remotes';

/** SPEC §7: the title a page gets when it has none of its own. */
export const SITE_TITLE = 'AI Trading Journal - Advanced Trading Analytics';

/**
 * Titles no page chose: what the build writes when a package gives no title (its federation name:
 * design-system/federation/rspack.cjs uses `title || name`), and the placeholders of the usual
 * templates (HTML, React, webpack, rspack, Vite).
 */
export const DEFAULT_TEMPLATE_TITLES: ReadonlySet<string> = new Set(
  [SHELL.name, ...REMOTES.map(({ name }) => name), 'Document', 'Untitled', 'React App', 'Webpack App', 'Rspack App', 'Vite App', 'Vite + React + TS'].map((title) => title.toLowerCase()),
);

export function isDefaultTemplateTitle(title: string): boolean {
  const trimmed = title.trim().toLowerCase();
  return trimmed === '' || DEFAULT_TEMPLATE_TITLES.has(trimmed);
}

/** Gives the document the site's title when it has an empty or default template one; keeps any other. */
export function ensureDocumentTitle(document: Document): string {
  if (isDefaultTemplateTitle(document.title)) document.title = SITE_TITLE;
  return document.title;
}
