/**
 * The server writes its analytics configuration into every page as meta tags
 * (graph-api/src/http/analytics-head.ts names them the same): a pre-built page learns it at load.
 */
export const MEASUREMENT_ID_META = 'ga-measurement-id';
export const ANALYTICS_DEBUG_META = 'analytics-debug';

/** As the server validates it: G- then capital letters and digits. */
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

export interface AnalyticsConfig {
  /** The GA4 measurement id; null when the server has none (nothing is loaded or sent). */
  measurementId: string | null;
  /** The start-up burst of synthetic events (SPEC §7), only in debug mode. */
  debug: boolean;
}

const metaContent = (document: Document, name: string) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content')?.trim() ?? '';

export function readAnalyticsConfig(document: Document): AnalyticsConfig {
  const id = metaContent(document, MEASUREMENT_ID_META);
  const measurementId = MEASUREMENT_ID.test(id) ? id : null;
  return { measurementId, debug: measurementId !== null && metaContent(document, ANALYTICS_DEBUG_META) === 'on' };
}
