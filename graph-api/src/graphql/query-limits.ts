import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { type MaxDepthOptions, maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { ParseOptions } from 'graphql';

// Far above what the front-ends ask for (front-end-operations.test.ts holds every one of their
// operations to these), low enough that one anonymous request cannot make the server parse,
// validate or resolve without end: a query of a few kilobytes can repeat a field or a fragment
// spread tens of thousands of times, and graphql-js's parse and validation take time in
// proportion (or worse) to that.
export const MAX_QUERY_DEPTH = 10;
export const MAX_QUERY_ALIASES = 15;
/** Tokens (names, punctuation, values) in one document; the largest front-end operation has under 150. */
export const MAX_QUERY_TOKENS = 1000;
/** graphql-armor's cost: 2 per object and 1 per scalar field, times 1.5 per level of nesting, fragments counted where spread. */
export const MAX_QUERY_COST = 1000;
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
  costLimitRule({ maxCost: MAX_QUERY_COST, ...onRejection }),
  maxDirectivesRule({ n: MAX_QUERY_DIRECTIVES, ...onRejection }),
];
