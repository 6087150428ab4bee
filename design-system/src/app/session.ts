import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ShellSession, ShellUser } from '../contracts/shell';

type SessionState = Pick<ShellSession, 'status' | 'user' | 'signedOut'>;

/**
 * GET /api/auth/user: the signed-in user, or null when nobody is signed in. (graph-api's
 * remote-page-preloads.ts names this very request in the app's page: same path, same credentials.)
 */
export async function fetchCurrentUser(): Promise<ShellUser | null> {
  const response = await fetch('/api/auth/user', { credentials: 'include' });
  if (response.status === 401 || response.status === 404) return null;
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return (await response.json()) as ShellUser;
}

/**
 * The session state the shell (or a remote's standalone harness) provides through ShellContext.
 * `onResolved` hears each session as soon as it is known (null: nobody signed in), before
 * refresh() resolves: the analytics' consent follows it without waiting for a render.
 * `firstRequest`, the session asked as the app started (fetchCurrentUser() before the first
 * render), answers the first refresh: the call does not wait for that render.
 */
export function useSessionState(onResolved?: (user: ShellUser | null) => void, firstRequest?: Promise<ShellUser | null>): ShellSession {
  const [state, setState] = useState<SessionState>({ status: 'loading', user: null });
  const resolved = useRef(onResolved);
  const pending = useRef(firstRequest);
  useEffect(() => {
    resolved.current = onResolved;
  }, [onResolved]);

  const refresh = useCallback(async () => {
    try {
      const request = pending.current ?? fetchCurrentUser();
      pending.current = undefined;
      const user = await request;
      resolved.current?.(user);
      setState(user ? { status: 'authenticated', user } : { status: 'anonymous', user: null });
    } catch (error) {
      // SPEC §8: a failing user call falls back to the anonymous name with a warning, no toast.
      console.warn('Could not load the current user', error);
      setState({ status: 'anonymous', user: null });
    }
  }, []);

  const signOut = useCallback(async () => {
    try {
      await fetch('/api/logout', { method: 'POST', credentials: 'include' });
    } finally {
      resolved.current?.(null);
      setState({ status: 'anonymous', user: null, signedOut: true });
    }
  }, []);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  return useMemo(() => ({ ...state, refresh, signOut }), [state, refresh, signOut]);
}
