import { render } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache, type OperationVariables } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from '@apollo/client/utilities';
import type { FormattedExecutionResult } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { type AnalyticsEvent, type ShellContract, ShellContext, ThemeProvider, ToastProvider } from '@tj/design-system';
import ImportPage from '../pages/ImportPage';

/** Answers one operation: a result, or a thrown error to fail the request as a network failure would. */
export type OperationHandler = (variables: OperationVariables) => FormattedExecutionResult | Promise<FormattedExecutionResult>;

export interface ServerCall {
  operationName: string;
  variables: OperationVariables;
}

/** A GraphQL server in memory: each operation answered by its handler, every call recorded. */
export function fakeServer(handlers: Record<string, OperationHandler>) {
  const calls: ServerCall[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const { operationName = '', variables } = operation;
        calls.push({ operationName, variables });
        const handler = handlers[operationName];
        Promise.resolve()
          .then(() => {
            if (!handler) throw new Error(`No handler for ${operationName}`);
            return handler(variables);
          })
          .then(
            (result) => {
              observer.next(result);
              observer.complete();
            },
            (error: unknown) => observer.error(error),
          );
      }),
  );
  const callsOf = (operationName: string) => calls.filter((call) => call.operationName === operationName);
  return { link, calls, callsOf };
}

/** The shell contract of a signed-in trader, recording the analytics events the page sends. */
function signedInShell(events: AnalyticsEvent[]): ShellContract {
  const user = { id: '1', username: 'trader', email: 'trader@example.com', firstName: null, lastName: null, profileImageUrl: null };
  return {
    session: { status: 'authenticated', user, refresh: async () => undefined, signOut: async () => undefined },
    analytics: { event: (event) => events.push(event) },
  };
}

/** The page with what the shell gives it: theme, GraphQL client, router, toasts and the shell contract. */
export function renderImportPage(handlers: Record<string, OperationHandler>, { path = '/import' } = {}) {
  const server = fakeServer(handlers);
  const analyticsEvents: AnalyticsEvent[] = [];
  const client = new ApolloClient({ link: server.link, cache: new InMemoryCache({ typePolicies: { UserSettings: { keyFields: [] } } }) });
  const view = render(
    <ThemeProvider>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <ShellContext.Provider value={signedInShell(analyticsEvents)}>
            <ToastProvider>
              <ImportPage />
            </ToastProvider>
          </ShellContext.Provider>
        </MemoryRouter>
      </ApolloProvider>
    </ThemeProvider>,
  );
  return { ...view, server, analyticsEvents };
}
