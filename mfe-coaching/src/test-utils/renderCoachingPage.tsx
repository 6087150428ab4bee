import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache, type OperationVariables } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from '@apollo/client/utilities';
import type { FormattedExecutionResult } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { type AnalyticsEvent, type ShellContract, ShellContext, ThemeProvider, ToastProvider } from '@tj/design-system';

export type OperationHandler = (variables: OperationVariables) => FormattedExecutionResult | Promise<FormattedExecutionResult>;

/** The shell contract of a signed-in trader, recording the analytics events the page sends. */
function signedInShell(events: AnalyticsEvent[]): ShellContract {
  const user = { id: '1', username: 'trader', email: 'trader@example.com', firstName: null, lastName: null, profileImageUrl: null };
  return {
    session: { status: 'authenticated', user, refresh: async () => undefined, signOut: async () => undefined },
    analytics: { event: (event) => events.push(event) },
  };
}

/** A GraphQL server in memory: each operation answered by its handler (a throw fails it as the network would), every call recorded. */
export function renderCoachingPage(page: ReactElement, path: string, handlers: Record<string, OperationHandler>) {
  const calls: { operationName: string; variables: OperationVariables }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const { operationName = '', variables } = operation;
        calls.push({ operationName, variables });
        Promise.resolve()
          .then(() => handlers[operationName]!(variables))
          .then(
            (result) => {
              observer.next(result);
              observer.complete();
            },
            (error: unknown) => observer.error(error),
          );
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const analyticsEvents: AnalyticsEvent[] = [];
  render(
    <ThemeProvider>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <ShellContext.Provider value={signedInShell(analyticsEvents)}>
            <ToastProvider>
              <Routes>
                <Route path={path} element={page} />
                <Route path="*" element={<p>Navigated away</p>} />
              </Routes>
            </ToastProvider>
          </ShellContext.Provider>
        </MemoryRouter>
      </ApolloProvider>
    </ThemeProvider>,
  );
  return { calls, callsOf: (name: string) => calls.filter(({ operationName }) => operationName === name), analyticsEvents };
}
