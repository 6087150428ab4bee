import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ShellContext, type ShellContract, type ShellUser, ThemeProvider } from '@tj/design-system';
import { fakeGraphQLServer } from '@tj/design-system/testing';
import { AppLayout } from './AppLayout';

const user = (demo: boolean): ShellUser => ({ id: '3', username: 'ada', email: 'ada@example.com', firstName: 'Ada', lastName: null, profileImageUrl: null, demo });

function Address() {
  const { pathname, search } = useLocation();
  return <h2>{`${pathname}${search}`}</h2>;
}

function LayoutFor({ demo, at = '/dashboard' }: { demo: boolean; at?: string }) {
  const shell: ShellContract = {
    session: { status: 'authenticated', user: user(demo), refresh: async () => undefined, signOut: async () => undefined },
    analytics: { event: () => undefined },
  };
  // The header's bell asks for the unread count.
  const { link } = fakeGraphQLServer({ UnreadNotificationCount: () => ({ data: { unreadNotificationCount: 0 } }) });
  return (
    <ThemeProvider>
      <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
        <ShellContext.Provider value={shell}>
          <MemoryRouter initialEntries={[at]}>
            <Routes>
              <Route element={<AppLayout />}>
                <Route path="/dashboard" element={<h2>Page</h2>} />
                <Route path="/analytics" element={<Address />} />
              </Route>
            </Routes>
          </MemoryRouter>
        </ShellContext.Provider>
      </ApolloProvider>
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

  it('offers a skip link to the page as the first thing to Tab to', async () => {
    render(<LayoutFor demo={false} />);
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    // Focusable by script only, so following the link puts the focus in the page, not in the tab order.
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
  });

  it("titles the dashboard's header 'Trading Dashboard', as text rather than a second heading", () => {
    render(<LayoutFor demo={false} />);
    expect(within(screen.getByRole('banner')).getByText('Trading Dashboard')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).queryByRole('heading')).toBeNull();
  });

  it("shows no label to a trader's own session", () => {
    render(<LayoutFor demo={false} />);
    expect(screen.queryByRole('region', { name: 'Demo journal' })).toBeNull();
  });

  it('has the notification bell in the header, its count in its name', async () => {
    render(<LayoutFor demo={false} />);
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Notifications, none unread' })).toBeInTheDocument();
  });

  it("carries the filter bar's parameters in the sidebar's links to the filtered views, and follows them", async () => {
    render(<LayoutFor demo={false} at="/dashboard?symbol=AAPL&period=month" />);
    const sidebar = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(sidebar).getByRole('link', { name: 'Trade History' })).toHaveAttribute('href', '/history?period=month&symbol=AAPL');
    expect(within(sidebar).getByRole('link', { name: 'Import Trades' })).toHaveAttribute('href', '/import');
    await userEvent.click(within(sidebar).getByRole('link', { name: 'Analytics' }));
    expect(screen.getByRole('heading', { name: '/analytics?period=month&symbol=AAPL' })).toBeInTheDocument();
  });
});
