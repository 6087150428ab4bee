import { describe, expect, it } from 'vitest';
import { isNavigationItemActive, navigationItems } from './navigation';
import { remoteRoutes } from './routeTable';

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

  it('links every sidebar item to a route a remote serves inside the app layout', () => {
    const appPaths = remoteRoutes.filter(({ layout }) => layout === 'app').map(({ path }) => path);
    expect(navigationItems.map(({ href }) => href).sort()).toEqual(appPaths.sort());
  });
});

describe('route table', () => {
  it('registers every route of SPEC §2 except those the shell owns', () => {
    const shellOwned = ['/', '/privacy-policy', '/analytics-test'];
    const specRoutes = ['/', '/sign-in', '/sign-up', '/reset-password', '/privacy-policy', '/dashboard', '/import', '/history',
      '/analytics', '/insights', '/psychology', '/playbook', '/settings', '/analytics-test'];
    expect(remoteRoutes.map(({ path }) => path).sort()).toEqual(specRoutes.filter((p) => !shellOwned.includes(p)).sort());
  });
});
