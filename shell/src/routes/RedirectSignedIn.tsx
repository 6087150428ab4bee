import { useRef, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Spinner, useShell } from '@tj/design-system';

/**
 * Sends a visitor who arrives already signed in to `to` (the sign-in and sign-up forms mean
 * nothing to them). Only the session found on arrival counts: signing in on the page itself
 * must still show its success message and redirect after its own delay (SPEC §2). A visitor of
 * the demo journal is not signed in to an account of theirs: the forms are for them.
 */
export function RedirectSignedIn({ to, children }: { to: string; children: ReactNode }) {
  const { session } = useShell();
  const onArrival = useRef<'anonymous' | 'authenticated' | null>(null);
  if (session.status === 'loading' && onArrival.current === null) return <Spinner label="Loading..." />;
  if (onArrival.current === null && session.status !== 'loading') onArrival.current = session.user?.demo ? 'anonymous' : session.status;
  if (onArrival.current === 'authenticated') return <Navigate to={to} replace />;
  return children;
}
