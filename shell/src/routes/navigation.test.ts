import { REMOTES } from '@tj/design-system/federation/remotes';
import { describe, expect, it } from 'vitest';
import { isNavigationItemActive, navigationItems } from './navigation';
import { navigationHref } from './navigationHref';
import { allRoutePaths, remoteRoutes, shellRoutes } from './routeTable';

describe('navigation', () => {
  it('has the eight sidebar items of SPEC §2 in order', () => {
    expect(navigationItems.map(({ label }) => label)).toEqual([
      'Dashboard', 'Import Trades', 'Trade History', 'Analytics', 'AI Insights', 'Psychology', 'Play Book', 'Settings',
    ]);
  });

  it('marks Dashboard active on / as well', () => {
    const dashboard = navigationItems[0]!;
    expect(isNavigationItemActive(dashboard, '/')).toBe(true);
    expect(isNavigationItemActive(dashboard, '/dashboard')).toBe(true);
    expect(isNavigationItemActive(dashboard, '/history')).toBe(false);
  });

  it("carries the filter bar's parameters between the four filtered views, and nothing else", () => {
    const hrefs = (pathname: string, search: string) => Object.fromEntries(navigationItems.map((item) => [item.label, navigationHref(item, { pathname, search })]));
    // The history's own search and sort stay behind; the bar's parameters follow.
    expect(hrefs('/history', '?q=earnings&symbol=AAPL&sort=pnl&period=month&compare=1')).toEqual({
      Dashboard: '/dashboard?period=month&symbol=AAPL&compare=1',
      'Import Trades': '/import',
      'Trade History': '/history?period=month&symbol=AAPL&compare=1',
      Analytics: '/analytics?period=month&symbol=AAPL&compare=1',
      'AI Insights': '/insights?period=month&symbol=AAPL&compare=1',
      Psychology: '/psychology',
      'Play Book': '/playbook',
      Settings: '/settings',
    });
    expect(hrefs('/dashboard', '')['Analytics']).toBe('/analytics');
    // Another page's parameters are not the bar's, even when they share a name.
    expect(hrefs('/import', '?from=2026-03-01')['Analytics']).toBe('/analytics');
  });

  it('links every sidebar item to a route a remote serves inside the app layout', () => {
    // The week's report is opened from its e-mail and from the bell (docs/reports-and-alerts.md), not the sidebar.
    const appPaths = remoteRoutes.filter(({ layout, path }) => layout === 'app' && path !== '/reports/weekly').map(({ path }) => path);
    expect(navigationItems.map(({ href }) => href).sort()).toEqual(appPaths.sort());
  });
});

describe('route table', () => {
  it('registers every route of SPEC §2, and the week report page: the shell owns three, the remotes the rest', () => {
    const specRoutes = ['/', '/sign-in', '/sign-up', '/reset-password', '/privacy-policy', '/dashboard', '/import', '/history',
      '/analytics', '/insights', '/psychology', '/playbook', '/settings', '/analytics-test', '/reports/weekly'];
    expect(shellRoutes.map(({ path }) => path)).toEqual(['/', '/privacy-policy', '/analytics-test']);
    expect([...allRoutePaths].sort()).toEqual([...specRoutes].sort());
  });

  it('sends a signed-in visitor of the sign-in and sign-up forms to the dashboard', () => {
    const redirected = remoteRoutes.filter(({ signedInGoesTo }) => signedInGoesTo).map(({ path, signedInGoesTo }) => [path, signedInGoesTo]);
    expect(redirected).toEqual([['/sign-in', '/dashboard'], ['/sign-up', '/dashboard']]);
  });

  it('names only remotes of the one list of remotes, and gives each of them a route', () => {
    const names = REMOTES.map(({ name }) => name);
    for (const { path, remote } of remoteRoutes) expect(names, path).toContain(remote);
    expect([...new Set(remoteRoutes.map(({ remote }) => remote))].sort()).toEqual([...names].sort());
  });
});
