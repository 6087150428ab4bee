import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { asDatabaseBusy } from '../db/transaction-retry';
import { PublicError } from '../errors';
import type { GraphQLContext } from './context';

const INTERNAL_SERVER_ERROR = 'INTERNAL_SERVER_ERROR';

/**
 * Raised on purpose for the client: a PublicError, or a GraphQLError that carries a code (parse and
 * validation failures, authorization, argument validation). Anything else is an internal failure.
 */
function isDeliberate(error: unknown): boolean {
  const original = unwrapResolverError(error);
  if (original instanceof PublicError) return true;
  if (!(original instanceof GraphQLError)) return false;
  const code = original.extensions.code;
  return typeof code === 'string' && code !== INTERNAL_SERVER_ERROR;
}

/**
 * Apollo's formatError. In production only deliberate errors keep their message; the rest (a bug,
 * a database error) become "Internal server error" and are logged by errorLoggingPlugin instead.
 */
export function maskInternalErrors(production: boolean) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof PublicError) return { ...formatted, message: original.message, extensions: { code: original.code, ...(original.fields ? { fields: original.fields } : {}) } };
    // A transient database failure is told as such (databaseBusyPlugin makes the answer a 503).
    const busy = asDatabaseBusy(original);
    if (busy) return { ...formatted, message: busy.message, extensions: { code: busy.code } };
    if (isDeliberate(error) || !production) return formatted;
    return {
      message: 'Internal server error',
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: INTERNAL_SERVER_ERROR },
    };
  };
}

/** Logs internal failures with their stack, and stamps every error sent with the request id to quote. */
export function errorLoggingPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors.filter((candidate) => !isDeliberate(candidate))) {
            contextValue.req.log.error({ err: unwrapResolverError(error), graphqlPath: error.path }, 'GraphQL operation failed');
          }
        },
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single' || !response.body.singleResult.errors) return;
          response.body.singleResult.errors = response.body.singleResult.errors.map((error) => ({
            ...error,
            extensions: { ...error.extensions, requestId: contextValue.requestId },
          }));
        },
      };
    },
  };
}

/**
 * An operation that met a transient database failure (docs/galera.md) is answered 503 with
 * Retry-After, as over REST: a client may retry it after that wait. Raw driver errors reach here
 * unretried (a read), DatabaseBusyError after retries, a module's error with one as its cause.
 */
export function databaseBusyPlugin(): ApolloServerPlugin<GraphQLContext> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, errors }) {
          const waits = (errors ?? []).map((error) => asDatabaseBusy(unwrapResolverError(error))?.retryAfterSeconds ?? null).filter((wait) => wait !== null);
          if (waits.length === 0) return;
          response.http.status = 503;
          response.http.headers.set('retry-after', String(Math.max(...waits)));
        },
      };
    },
  };
}
