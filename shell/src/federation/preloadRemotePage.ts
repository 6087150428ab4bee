import { remoteRoutes } from '../routes/routeTable';
import { loadRemotePage } from './loadRemotePage';

/**
 * Starts loading the remote page of the path the app opens at while the shell renders its layout
 * and asks for the session, instead of after both. RemotePage, when it mounts, loads the same page
 * and finds its code loaded or on its way: the federation runtime fetches each remote entry and
 * chunk once. A failure is RemotePage's to show; here it is only dropped.
 */
export function preloadRemotePageAt(pathname: string): void {
  const route = remoteRoutes.find(({ path }) => path === pathname);
  if (route) loadRemotePage(route.remote, route.module).catch(() => undefined);
}
