import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellContext, ThemeProvider, type ShellContract } from '@tj/design-system';

const shell: ShellContract = {
  session: { status: 'anonymous', user: null, refresh: async () => undefined, signOut: async () => undefined },
  analytics: { event: () => undefined },
};

/** PublicPageRoute as the app loads it when its document was served at `servedAt`. */
async function publicPageRouteServedAt(servedAt: string) {
  window.history.replaceState(null, '', servedAt);
  vi.resetModules();
  const [{ PublicPageRoute }, { fullPageLoad }] = await Promise.all([import('./PublicPageRoute'), import('./fullPageLoad')]);
  const replace = vi.spyOn(fullPageLoad, 'replace').mockImplementation(() => undefined);
  return { PublicPageRoute, replace };
}

function inApp(element: ReactElement, at: string) {
  return render(
    <ThemeProvider>
      <ShellContext.Provider value={shell}>
        <MemoryRouter initialEntries={[at]}>{element}</MemoryRouter>
      </ShellContext.Provider>
    </ThemeProvider>,
  );
}

describe('PublicPageRoute', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads the pre-rendered page in place of the history entry when the app, served elsewhere, is asked for it', async () => {
    const { PublicPageRoute, replace } = await publicPageRouteServedAt('/dashboard');
    inApp(<PublicPageRoute path="/privacy-policy" />, '/privacy-policy?from=app#contact');
    expect(replace).toHaveBeenCalledWith('/privacy-policy?from=app#contact');
    expect(screen.queryByRole('heading', { name: 'Privacy Policy' })).toBeNull();
  });

  it('draws the page itself when the server gave the app at a public path (the dev server has no pre-rendered pages)', async () => {
    const { PublicPageRoute, replace } = await publicPageRouteServedAt('/privacy-policy/');
    inApp(<PublicPageRoute path="/privacy-policy" />, '/privacy-policy');
    expect(await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
  });
});
