import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { type MaxDepthOptions, maxDepthRule } from '@escape.tech/graphql-armor-max-depth';

// Far above what the front-ends ask for, low enough that one request cannot make the server
// resolve an exponential tree or the same costly field hundreds of times.
export const MAX_QUERY_DEPTH = 10;
export const MAX_QUERY_ALIASES = 15;

// By default the rules throw, which Apollo answers with a 500; reported as validation errors they
// become a 400 that names the limit.
type RejectionHandler = NonNullable<MaxDepthOptions['onReject']>[number];
const reportAsValidationError: RejectionHandler = (context, error) => context?.reportError(error);
const onRejection = { propagateOnRejection: false, onReject: [reportAsValidationError] };

/** Refuse abusive operations during validation, before any resolver runs. */
export const queryLimitRules = [
  maxDepthRule({ n: MAX_QUERY_DEPTH, ...onRejection }),
  maxAliasesRule({ n: MAX_QUERY_ALIASES, ...onRejection }),
];
