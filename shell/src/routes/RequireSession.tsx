import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner, useShell } from '@tj/design-system';

/**
 * DECISIONS §2: signed-in screens send an anonymous visitor to /sign-in, which returns to the
 * page asked for after sign-in; a visitor who just signed out goes to the landing page.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { session } = useShell();
  const { pathname, search } = useLocation();
  if (session.status === 'loading') return <Spinner label="Loading your journal..." />;
  if (session.status === 'anonymous') {
    // Signed out here: the page may still be on screen while the landing page loads; it goes home.
    return <Navigate to={session.signedOut ? '/' : `/sign-in?returnTo=${encodeURIComponent(pathname + search)}`} replace />;
  }
  return children;
}
