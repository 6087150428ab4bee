import { useSyncExternalStore } from 'react';
import { mediaQuery } from '@tj/design-system';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(mediaQuery.mobile);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Without matchMedia (no browser), the desk's layout. */
const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(mediaQuery.mobile).matches;

/** Whether the screen is narrower than the design system's desk breakpoint, kept up as it turns or resizes. */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, matches, () => false);
}
