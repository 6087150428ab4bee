import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ShellContext, ThemeProvider, type SessionStatus, type ShellContract } from '@tj/design-system';
import { RedirectSignedIn } from './RedirectSignedIn';

const shellWith = (status: SessionStatus): ShellContract => ({
  session: { status, user: null, refresh: async () => undefined, signOut: async () => undefined },
  analytics: { event: () => undefined },
});

function SignInRoute({ status }: { status: SessionStatus }) {
  return (
    <ThemeProvider>
      <ShellContext.Provider value={shellWith(status)}>
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
