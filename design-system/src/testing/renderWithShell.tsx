import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MemoryRouter } from 'react-router-dom';
import { createApolloCache } from '../app/apollo';
import { type AnalyticsEvent, type ShellContract, ShellContext } from '../contracts/shell';
import { ThemeProvider, ToastProvider } from '../index';
import { fakeGraphQLServer, type OperationHandler } from './fakeGraphQLServer';

/** The shell contract of a signed-in trader, recording the analytics events the page sends. */
function signedInShell(events: AnalyticsEvent[]): ShellContract {
  const user = { id: '1', username: 'trader', email: 'trader@example.com', firstName: null, lastName: null, profileImageUrl: null };
  return {
    session: { status: 'authenticated', user, refresh: async () => undefined, signOut: async () => undefined },
    analytics: { event: (event) => events.push(event) },
  };
}

/**
 * A remote's page (or part of one) with what the shell gives it: theme, a GraphQL client whose
 * server is `handlers` (fakeGraphQLServer), a router at `path`, a signed-in trader's shell contract
 * and toasts. The remote's own routes, if the test needs them, go in `ui`.
 */
export function renderWithShell(ui: ReactElement, handlers: Record<string, OperationHandler>, { path = '/' } = {}) {
  const server = fakeGraphQLServer(handlers);
  const analyticsEvents: AnalyticsEvent[] = [];
  const client = new ApolloClient({ link: server.link, cache: createApolloCache() });
  const view = render(
    <ThemeProvider>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <ShellContext.Provider value={signedInShell(analyticsEvents)}>
            <ToastProvider>{ui}</ToastProvider>
          </ShellContext.Provider>
        </MemoryRouter>
      </ApolloProvider>
    </ThemeProvider>,
  );
  return { ...view, server, analyticsEvents };
}
