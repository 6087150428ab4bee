import { useEffect, useRef } from 'react';
import { SITE_EVENTS, useShell } from '@tj/design-system';

/** SPEC §7 dashboard_view: once per visit of the dashboard (even when React runs effects twice). */
export function useDashboardViewEvent(): void {
  const { analytics } = useShell();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    analytics.event(SITE_EVENTS.dashboardView('dashboard'));
  }, [analytics]);
}
