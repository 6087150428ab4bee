import type { SiteAnalyticsConfig } from './site-analytics.config';

/**
 * The meta tags the shell's analytics reads (shell/src/site-analytics/config.ts names them the same):
 * the server's configuration reaches a pre-built page without rebuilding it.
 */
export const MEASUREMENT_ID_META = 'ga-measurement-id';
export const ANALYTICS_DEBUG_META = 'analytics-debug';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside a double-quoted attribute (and anywhere in HTML). */
export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const meta = (name: string, content: string) => `<meta name="${escapeAttribute(name)}" content="${escapeAttribute(content)}">`;

/**
 * What every HTML page gets before its </head>: the search engines' verification tags whenever set,
 * and, with a measurement id, the id and the debug flag. Empty when nothing is configured.
 */
export function analyticsHeadHtml({ measurementId, debug, verificationTags }: SiteAnalyticsConfig): string {
  const tags = verificationTags.map(({ name, content }) => meta(name, content));
  if (measurementId) {
    tags.push(meta(MEASUREMENT_ID_META, measurementId));
    if (debug) tags.push(meta(ANALYTICS_DEBUG_META, 'on'));
  }
  return tags.join('\n');
}
