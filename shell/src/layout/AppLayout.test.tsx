import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ShellContext, type ShellContract, type ShellUser, ThemeProvider } from '@tj/design-system';
import { AppLayout } from './AppLayout';

const user = (demo: boolean): ShellUser => ({ id: '3', username: 'ada', email: 'ada@example.com', firstName: 'Ada', lastName: null, profileImageUrl: null, demo });

function LayoutFor({ demo }: { demo: boolean }) {
  const shell: ShellContract = {
    session: { status: 'authenticated', user: user(demo), refresh: async () => undefined, signOut: async () => undefined },
    analytics: { event: () => undefined },
  };
  return (
    <ThemeProvider>
      <ShellContext.Provider value={shell}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Routes>
            <Route element={<AppLayout />}>
              <Route path="/dashboard" element={<h2>Page</h2>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </ShellContext.Provider>
    </ThemeProvider>
  );
}

describe('AppLayout', () => {
  afterEach(cleanup);

  it('labels a demo session in words, with the way to an account of their own', () => {
    render(<LayoutFor demo />);
    const label = screen.getByRole('region', { name: 'Demo journal' });
    expect(label).toHaveTextContent('This is the demo journal: generated sample trades, read-only. Nothing you change here is saved.');
    expect(within(label).getByRole('link', { name: 'Sign Up to keep your own trades' })).toHaveAttribute('href', '/sign-up');
    // Before the page in reading order, after the header.
    expect(label.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows no label to a trader's own session", () => {
    render(<LayoutFor demo={false} />);
    expect(screen.queryByRole('region', { name: 'Demo journal' })).toBeNull();
  });
});
