import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ShellContext, ThemeProvider, type SessionStatus, type ShellContract } from '@tj/design-system';
import { RequireSession } from './RequireSession';

const shellWith = (status: SessionStatus, signedOut = false): ShellContract => ({
  session: { status, user: null, signedOut, refresh: async () => undefined, signOut: async () => undefined },
  analytics: { event: () => undefined },
});

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p>At {pathname + search}</p>;
}

function GuardedHistory({ status, signedOut }: { status: SessionStatus; signedOut?: boolean }) {
  return (
    <ThemeProvider>
      <ShellContext.Provider value={shellWith(status, signedOut)}>
        <MemoryRouter initialEntries={['/history?search=AAPL']}>
          <Routes>
            <Route path="/history" element={<RequireSession><h1>Trade History</h1></RequireSession>} />
            <Route path="*" element={<WhereAmI />} />
          </Routes>
        </MemoryRouter>
      </ShellContext.Provider>
    </ThemeProvider>
  );
}

describe('RequireSession', () => {
  afterEach(cleanup);

  it('shows the page to a signed-in visitor', () => {
    render(<GuardedHistory status="authenticated" />);
    expect(screen.getByRole('heading', { name: 'Trade History' })).toBeInTheDocument();
  });

  it('sends an anonymous visitor to Sign In, to come back to the page asked for', async () => {
    render(<GuardedHistory status="anonymous" />);
    expect(await screen.findByText('At /sign-in?returnTo=%2Fhistory%3Fsearch%3DAAPL')).toBeInTheDocument();
  });

  it('sends a visitor who just signed out home, not to Sign In', async () => {
    render(<GuardedHistory status="anonymous" signedOut />);
    expect(await screen.findByText('At /')).toBeInTheDocument();
  });
});
