import type { ShellAnalytics } from '@tj/design-system';
import { browserSiteAnalytics } from '../site-analytics';

/**
 * The analytics the public pages report to: the site's one instance (shell/src/site-analytics) in a
 * browser, nothing while a page is pre-rendered at build time. Told the visitor's session once it
 * is known (the consent: nothing is sent before), as the app's providers tell it.
 */
export const publicAnalytics: ShellAnalytics = {
  event: (event) => browserSiteAnalytics()?.event(event),
  followSession: (user) => browserSiteAnalytics()?.followSession(user),
};

/** The public page's page view (held by the analytics until the session's consent is known). */
export function reportPublicPageView(): void {
  browserSiteAnalytics()?.pageView();
}
