import { ApolloLink, type OperationVariables } from '@apollo/client';
import { Observable } from '@apollo/client/utilities';
import type { FormattedExecutionResult } from 'graphql';

/** Answers one operation: a result, or a thrown error to fail the request as a network failure would. */
export type OperationHandler = (variables: OperationVariables) => FormattedExecutionResult | Promise<FormattedExecutionResult>;

export interface ServerCall {
  operationName: string;
  variables: OperationVariables;
}

/** A GraphQL server in memory: each operation answered by its handler (one without a handler fails), every call recorded. */
export function fakeGraphQLServer(handlers: Record<string, OperationHandler>) {
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
