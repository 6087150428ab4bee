import type { ApolloServerPlugin } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { type MaxDepthOptions, maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { type DocumentNode, type FragmentDefinitionNode, GraphQLError, type GraphQLSchema, Kind, type OperationDefinitionNode, type ParseOptions } from 'graphql';
import { operationCost, type Variables } from './query-cost';

// Far above what the front-ends ask for (front-end-operations.test.ts holds every one of their
// operations to these), low enough that one anonymous request cannot make the server parse,
// validate or resolve without end: a query of a few kilobytes can repeat a field or a fragment
// spread tens of thousands of times, and graphql-js's parse and validation take time in
// proportion (or worse) to that.
export const MAX_QUERY_DEPTH = 10;
export const MAX_QUERY_ALIASES = 15;
/** Tokens (names, punctuation, values) in one document; the largest front-end operation has under 150. */
export const MAX_QUERY_TOKENS = 1000;
/**
 * The cost of one operation (query-cost.ts): 1 per field, times the size of every list it is in.
 * A page of 150 trades with every field the history shows fits; 1000 trades with their fills do not.
 */
export const MAX_QUERY_COST = 25_000;
export const MAX_QUERY_DIRECTIVES = 20;

/**
 * graphql-js stops parsing once a document passes the token limit, so a huge query costs only its
 * first tokens (graphql-armor-max-tokens would parse every request a second time to count them).
 */
export const queryParseOptions: ParseOptions = { maxTokens: MAX_QUERY_TOKENS };

// By default the rules throw, which Apollo answers with a 500; reported as validation errors they
// become a 400 that names the limit.
type RejectionHandler = NonNullable<MaxDepthOptions['onReject']>[number];
const reportAsValidationError: RejectionHandler = (context, error) => context?.reportError(error);
const onRejection = { propagateOnRejection: false, onReject: [reportAsValidationError] };

/** Refuse abusive operations during validation, before any resolver runs. */
export const queryLimitRules = [
  maxDepthRule({ n: MAX_QUERY_DEPTH, ...onRejection }),
  maxAliasesRule({ n: MAX_QUERY_ALIASES, ...onRejection }),
  maxDirectivesRule({ n: MAX_QUERY_DIRECTIVES, ...onRejection }),
];

/** The message of an operation over MAX_QUERY_COST: its cost, the limit, and how to come under it. */
export const queryCostMessage = (cost: number) =>
  `The query costs ${cost}, more than the limit of ${MAX_QUERY_COST} (each field counts 1, times the size of every list it is in). Ask for fewer items or fewer fields at once.`;

/** The cost of the operation a request runs: its document's fragments, with the request's variables. */
export function costOfRequest(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables?: Variables): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  return operationCost(schema, operation, fragments, variables);
}

/**
 * Refuses an operation over MAX_QUERY_COST with a 400 before any resolver runs. It is costed once
 * its variables are known (a page size is often one), so it is not a validation rule: Apollo caches
 * a document's validation whatever the variables.
 */
export function queryCostPlugin<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          const cost = costOfRequest(schema, document, operation, request.variables);
          if (cost > MAX_QUERY_COST) {
            throw new GraphQLError(queryCostMessage(cost), { extensions: { code: 'QUERY_TOO_COSTLY', http: { status: 400 } } });
          }
        },
      };
    },
  };
}
