import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache, type OperationVariables } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from '@apollo/client/utilities';
import type { FormattedExecutionResult } from 'graphql';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeProvider, ToastProvider } from '@tj/design-system';

export type OperationHandler = (variables: OperationVariables) => FormattedExecutionResult | Promise<FormattedExecutionResult>;

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
  render(
    <ThemeProvider>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <ToastProvider>
            <Routes>
              <Route path={path} element={page} />
              <Route path="*" element={<p>Navigated away</p>} />
            </Routes>
          </ToastProvider>
        </MemoryRouter>
      </ApolloProvider>
    </ThemeProvider>,
  );
  return { calls, callsOf: (name: string) => calls.filter(({ operationName }) => operationName === name) };
}
