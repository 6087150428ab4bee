import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useShell } from '@tj/design-system';
import { returnToFrom } from '../utils/returnTo';

/** SPEC §2/§9: after signing in, go to the page asked for (else /dashboard) after `delayMs`. */
export function useSignedInRedirect(delayMs: number) {
  const { session } = useShell();
  const navigate = useNavigate();
  const { search } = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(async () => {
    await session.refresh();
    const target = returnToFrom(search);
    timer.current = setTimeout(() => navigate(target, { replace: true }), delayMs);
  }, [session, navigate, search, delayMs]);
}
