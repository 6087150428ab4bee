import { useSyncExternalStore } from 'react';
import type { AnalyticsStatus, SiteAnalytics } from './SiteAnalytics';

/** The analytics' status, re-rendering when consent or the tag's loading changes. */
export function useAnalyticsStatus(analytics: SiteAnalytics): AnalyticsStatus {
  return useSyncExternalStore(
    (listener) => analytics.subscribe(listener),
    () => analytics.status(),
    () => analytics.status(),
  );
}
