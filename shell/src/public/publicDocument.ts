/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export interface PublicDocumentParts {
  path: string;
  title: string;
  description: string;
  /** styled-components' <style> elements for the markup: the page is styled before any script runs. */
  styleTags: string;
  /** The page's pre-rendered markup. */
  body: string;
  /** The bundle that hydrates it, as site paths ('/public.1a2b3c4d.js'). */
  scripts: string[];
}

// Inline, as in the app's page, so browsers do not ask for /favicon.ico (a 404 in every console).
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%232563eb'/%3E%3Cpath d='M3 11l3-4 3 2 4-5' stroke='white' stroke-width='1.6' fill='none'/%3E%3C/svg%3E";

/**
 * A pre-rendered public page. No inline script (the CSP allows only the site's own files): the
 * scripts are deferred files, and #root names its page so the bundle knows what to hydrate.
 */
export function publicDocument({ path, title, description, styleTags, body, scripts }: PublicDocumentParts): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    '<meta name="color-scheme" content="dark" />',
    `<link rel="icon" href="${FAVICON}" />`,
    styleTags,
    ...scripts.map((src) => `<script defer src="${escapeHtml(src)}"></script>`),
    '</head>',
    '<body>',
    `<div id="root" data-page="${escapeHtml(path)}">${body}</div>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
