import { useSyncExternalStore } from 'react';
import type { AnalyticsStatus, SiteAnalytics } from './SiteAnalytics';

const noSubscription = () => () => undefined;

/**
 * The analytics' status, re-rendering when consent or the tag's loading changes; null while it is
 * not known: at build time (a pre-rendered page has no analytics) and while such a page hydrates,
 * so the browser's first render draws what the pre-render drew, then the status.
 */
export function useAnalyticsStatus(analytics: SiteAnalytics | null): AnalyticsStatus | null {
  return useSyncExternalStore(
    analytics ? (listener) => analytics.subscribe(listener) : noSubscription,
    () => analytics?.status() ?? null,
    () => null,
  );
}
