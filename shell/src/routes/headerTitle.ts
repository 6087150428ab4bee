import { remoteRoutes } from './routeTable';

/** The dashboard's header keeps SPEC's 'Trading Dashboard'; its route title is the page's own heading. */
const DASHBOARD_HEADER_TITLE = 'Trading Dashboard';

/**
 * The header's title for a signed-in path: the screen's own name from the route table (SPEC §2, App shell;
 * DECISIONS §2), 'Trading Dashboard' on the dashboard and for any path the table does not name.
 */
export function headerTitleFor(pathname: string): string {
  const route = remoteRoutes.find(({ path }) => pathname === path || pathname.startsWith(`${path}/`));
  if (!route || route.path === '/dashboard') return DASHBOARD_HEADER_TITLE;
  return route.title;
}
