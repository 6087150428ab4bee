import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { RemotePage } from '../federation/RemotePage';
import { AppLayout } from '../layout/AppLayout';
import { AnalyticsTestPage } from '../pages/AnalyticsTestPage';
import { LandingPage } from '../pages/LandingPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PrivacyPolicyPage } from '../pages/PrivacyPolicyPage';
import { RedirectSignedIn } from './RedirectSignedIn';
import { RequireSession } from './RequireSession';
import { remoteRoutes, shellRoutes, type RemoteRoute, type ShellRoutePath } from './routeTable';

/** The shell's own pages, one per path of the route table's shellRoutes. */
const shellPages: Record<ShellRoutePath, ReactElement> = {
  '/': <LandingPage />,
  '/privacy-policy': <PrivacyPolicyPage />,
  '/analytics-test': <AnalyticsTestPage />,
};

function remoteElement(route: RemoteRoute) {
  // Keyed by path so that moving between two pages of one remote starts a fresh load state.
  const page = <RemotePage key={route.path} remote={route.remote} module={route.module} title={route.title} />;
  return route.signedInGoesTo ? <RedirectSignedIn to={route.signedInGoesTo}>{page}</RedirectSignedIn> : page;
}

export function AppRoutes() {
  return (
    <Routes>
      {shellRoutes.map(({ path }) => (
        <Route key={path} path={path} element={shellPages[path]} />
      ))}
      {remoteRoutes
        .filter((route) => route.layout === 'bare')
        .map((route) => (
          <Route key={route.path} path={route.path} element={remoteElement(route)} />
        ))}
      <Route
        element={
          <RequireSession>
            <AppLayout />
          </RequireSession>
        }
      >
        {remoteRoutes
          .filter((route) => route.layout === 'app')
          .map((route) => (
            <Route key={route.path} path={route.path} element={remoteElement(route)} />
          ))}
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
