import { Route, Routes } from 'react-router-dom';
import { RemotePage } from '../federation/RemotePage';
import { AppLayout } from '../layout/AppLayout';
import { AnalyticsTestPage } from '../pages/AnalyticsTestPage';
import { LandingPage } from '../pages/LandingPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PrivacyPolicyPage } from '../pages/PrivacyPolicyPage';
import { RequireSession } from './RequireSession';
import { remoteRoutes, type RemoteRoute } from './routeTable';

function remoteElement(route: RemoteRoute) {
  // Keyed by path so that moving between two pages of one remote starts a fresh load state.
  return <RemotePage key={route.path} remote={route.remote} module={route.module} title={route.title} />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
      <Route path="/analytics-test" element={<AnalyticsTestPage />} />
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
