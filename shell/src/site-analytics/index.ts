import { readAnalyticsConfig } from './config';
import { fetchSessionConsent } from './sessionConsent';
import { SiteAnalytics } from './SiteAnalytics';

export { SiteAnalytics, type AnalyticsStatus, type Consent, type Delivery, type SessionConsent, type TagState, type Tracked } from './SiteAnalytics';
export { readAnalyticsConfig, type AnalyticsConfig } from './config';
export { SITE_TITLE, ensureDocumentTitle, isDefaultTemplateTitle } from './documentTitle';
export { fetchSessionConsent } from './sessionConsent';
export { useAnalyticsStatus } from './useAnalyticsStatus';
// The SPA's route page views (useRoutePageViews) need react-router: import them from
// './useRoutePageViews', so that the public pages' bundle never includes the router.

let site: SiteAnalytics | undefined;

/** The site's one analytics instance, configured from the page's meta tags on first use. */
export function getSiteAnalytics(): SiteAnalytics {
  site ??= new SiteAnalytics({ config: readAnalyticsConfig(document), window });
  return site;
}

/** The site's analytics in a browser; null where there is no document (a page pre-rendered at build time). */
export function browserSiteAnalytics(): SiteAnalytics | null {
  return typeof document === 'undefined' ? null : getSiteAnalytics();
}

/**
 * For a page outside the SPA (the pre-rendered public pages): its page view, and the consent of
 * whoever is signed in. A page that loads the user anyway passes it to followSession instead.
 * Until the session is known the page view waits; if it cannot be known, nothing is sent.
 */
export async function startPublicPageAnalytics(analytics: SiteAnalytics = getSiteAnalytics()): Promise<void> {
  analytics.pageView();
  try {
    analytics.followSession(await fetchSessionConsent());
  } catch (error) {
    console.warn('Could not load the current user: analytics sends nothing without knowing its consent', error);
  }
}
