import { Route, Routes } from 'react-router-dom';
import { RemotePage } from '../federation/RemotePage';
import { AppLayout } from '../layout/AppLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PublicPageRoute } from './PublicPageRoute';
import { RedirectSignedIn } from './RedirectSignedIn';
import { RequireSession } from './RequireSession';
import { remoteRoutes, shellRoutes, type RemoteRoute } from './routeTable';

function remoteElement(route: RemoteRoute) {
  // Keyed by path so that moving between two pages of one remote starts a fresh load state.
  const page = <RemotePage key={route.path} remote={route.remote} module={route.module} title={route.title} />;
  return route.signedInGoesTo ? <RedirectSignedIn to={route.signedInGoesTo}>{page}</RedirectSignedIn> : page;
}

export function AppRoutes() {
  return (
    <Routes>
      {shellRoutes.map(({ path }) => (
        <Route key={path} path={path} element={<PublicPageRoute path={path} />} />
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
