import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { SiteAnalytics } from './SiteAnalytics';

/**
 * SPEC §2: each route change is a page view. A new path is a route change; a query the page
 * writes (filters, a search) is not. Reported once per path even when React runs effects twice.
 */
export function useRoutePageViews(analytics: Pick<SiteAnalytics, 'pageView'>): void {
  const { pathname } = useLocation();
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (reported.current === pathname) return;
    reported.current = pathname;
    analytics.pageView();
  }, [analytics, pathname]);
}
