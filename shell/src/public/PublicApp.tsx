import { useEffect, useMemo } from 'react';
import { ShellContext, ThemeProvider, type ShellContract } from '@tj/design-system';
import { useSessionState } from '@tj/design-system/app';
import { publicAnalytics, reportPublicPageView } from './publicAnalytics';
import type { PublicPage } from './publicPages';

/**
 * A public page with what it needs around it: the theme and the shell contract, whose session is
 * one GET /api/auth/user (no GraphQL client), which also gives the analytics its consent. Rendered
 * alike at build time and in the browser, so hydration finds the same markup: the session is
 * 'loading' until the browser has asked, and the pages draw the signed-out version meanwhile.
 */
export function PublicApp({ page: { Page } }: { page: PublicPage }) {
  const session = useSessionState(publicAnalytics.followSession);
  useEffect(reportPublicPageView, []);
  const shell = useMemo<ShellContract>(() => ({ session, analytics: publicAnalytics }), [session]);
  return (
    <ThemeProvider>
      <ShellContext.Provider value={shell}>
        <Page />
      </ShellContext.Provider>
    </ThemeProvider>
  );
}
