import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ShellContext, ThemeProvider, type SessionStatus, type ShellContract } from '@tj/design-system';
import { RedirectSignedIn } from './RedirectSignedIn';

const DEMO_USER = { id: '7', username: 'demo trader', email: 'demo@localhost', firstName: 'Demo', lastName: 'Trader', profileImageUrl: null, demo: true };

const shellWith = (status: SessionStatus, demo: boolean): ShellContract => ({
  session: { status, user: demo ? DEMO_USER : null, refresh: async () => undefined, signOut: async () => undefined },
  analytics: { event: () => undefined },
});

function SignInRoute({ status, demo = false }: { status: SessionStatus; demo?: boolean }) {
  return (
    <ThemeProvider>
      <ShellContext.Provider value={shellWith(status, demo)}>
        <MemoryRouter initialEntries={['/sign-in']}>
          <Routes>
            <Route path="/sign-in" element={<RedirectSignedIn to="/dashboard"><h1>Sign In</h1></RedirectSignedIn>} />
            <Route path="/dashboard" element={<h1>Dashboard</h1>} />
          </Routes>
        </MemoryRouter>
      </ShellContext.Provider>
    </ThemeProvider>
  );
}

describe('RedirectSignedIn', () => {
  afterEach(cleanup);

  it('sends a visitor who arrives signed in on to the dashboard', async () => {
    render(<SignInRoute status="authenticated" />);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('shows the page to a visitor of the demo journal: the account is not theirs', () => {
    render(<SignInRoute status="authenticated" demo />);
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the page to an anonymous visitor, and waits while the session loads', () => {
    const { rerender } = render(<SignInRoute status="loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'Sign In' })).toBeNull();
    rerender(<SignInRoute status="anonymous" />);
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('keeps the page when the visitor signs in on it (the page redirects after its own message)', () => {
    const { rerender } = render(<SignInRoute status="anonymous" />);
    rerender(<SignInRoute status="authenticated" />);
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });
});
