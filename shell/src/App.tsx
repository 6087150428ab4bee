import { BrowserRouter } from 'react-router-dom';
import type { ShellUser } from '@tj/design-system';
import { AppProviders } from '@tj/design-system/app';
import { getSiteAnalytics, type SiteAnalytics } from './site-analytics';
import { useRoutePageViews } from './site-analytics/useRoutePageViews';
import { AppRoutes } from './routes/AppRoutes';

/** SPEC §2: every route change of the app is a page view, reported from this one place. */
function RoutePageViews({ analytics }: { analytics: SiteAnalytics }) {
  useRoutePageViews(analytics);
  return null;
}

export function App({ firstSession }: { firstSession?: Promise<ShellUser | null> }) {
  const analytics = getSiteAnalytics();
  return (
    <AppProviders analytics={analytics} firstSession={firstSession}>
      <BrowserRouter>
        <RoutePageViews analytics={analytics} />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
