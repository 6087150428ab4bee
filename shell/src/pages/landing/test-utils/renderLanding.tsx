import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { ShellContext, ThemeProvider, type SessionStatus, type ShellContract } from '@tj/design-system';

/** A landing component inside the theme and a shell contract whose analytics is a spy. */
export function renderLanding(ui: ReactElement, { status = 'anonymous' }: { status?: SessionStatus } = {}) {
  const shell: ShellContract = {
    session: { status, user: null, refresh: async () => undefined, signOut: async () => undefined },
    analytics: { event: vi.fn() },
  };
  const result = render(
    <ThemeProvider>
      <ShellContext.Provider value={shell}>{ui}</ShellContext.Provider>
    </ThemeProvider>,
  );
  return { ...result, shell };
}

/** window.matchMedia answering `reducedMotion` for prefers-reduced-motion (jsdom has no matchMedia). */
export function stubReducedMotion(reducedMotion: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion') && reducedMotion,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
