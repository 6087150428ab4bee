import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Spinner } from '@tj/design-system';
import type { ShellRoutePath } from './routeTable';
import { fullPageLoad } from './fullPageLoad';
import { shellRoutes } from './routeTable';

/** The path the app's document was served at. */
const SERVED_AT = window.location.pathname.replace(/(.)\/+$/, '$1');

/**
 * The server answers a public path with its pre-rendered page, never with the app. So the app,
 * served here, was served at a public path only by a server without those pages: its dev server.
 */
const SERVER_HAS_PUBLIC_PAGES = !shellRoutes.some(({ path }) => path === SERVED_AT);

// Loaded only where there are no pre-rendered pages: the public pages are not part of the app's bundle.
const PublicPageInApp = lazy(() => import('../public/PublicPageInApp'));

/** Loads the pre-rendered page in place of the current history entry, which the router already pushed. */
function LoadPublicPage() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => fullPageLoad.replace(pathname + search + hash), [pathname, search, hash]);
  return <Spinner label="Loading..." />;
}

/**
 * A public page (/, /privacy-policy, /analytics-test) reached inside the app (Sign Out, a 'Back to
 * Home' link): a full page load of its pre-rendered HTML, or, on the dev server, the page drawn here.
 */
export function PublicPageRoute({ path }: { path: ShellRoutePath }) {
  if (SERVER_HAS_PUBLIC_PAGES) return <LoadPublicPage />;
  return (
    <Suspense fallback={<Spinner label="Loading..." />}>
      <PublicPageInApp path={path} />
    </Suspense>
  );
}
