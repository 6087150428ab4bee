import express, { type ErrorRequestHandler, type Request, type RequestHandler } from 'express';

/**
 * Largest JSON body /graphql reads. Operations and their variables are a few kilobytes (files come
 * as multipart, with their own limit); a bigger body is refused before it is read as JSON, let
 * alone parsed as GraphQL.
 */
export const GRAPHQL_JSON_BODY_LIMIT = '100kb';

/**
 * Deepest nesting of objects and lists in an operation's variables (`{ "filter": { "tagIds": [] } }`
 * is 3). The front-ends' inputs are 3 deep at most; a 100 KB body can nest 50,000 deep, which
 * GraphQL's input coercion would walk by recursion.
 */
export const MAX_VARIABLES_DEPTH = 20;

const graphqlError = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

/** The body parser's refusals, answered as GraphQL clients read errors. */
const answerUnreadableBody: ErrorRequestHandler = (error, _req, res, next) => {
  const { type } = (error ?? {}) as { type?: string };
  if (type === 'entity.too.large') {
    res.status(413).json(graphqlError(`The request body is larger than ${GRAPHQL_JSON_BODY_LIMIT}.`, 'PAYLOAD_TOO_LARGE'));
  } else if (type === 'entity.parse.failed') {
    res.status(400).json(graphqlError('The request body is not valid JSON.', 'BAD_REQUEST'));
  } else {
    next(error);
  }
};

/** Whether JSON nests objects and lists deeper than `limit`; walked without recursion, so any depth is safe to measure. */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length) {
    const [next, depth] = pending.pop()!;
    if (next === null || typeof next !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(next)) pending.push([child, depth + 1]);
  }
  return false;
}

/** The variables of a request as Apollo will read them: the body's (JSON or multipart), or a GET's query parameter. */
function variablesOf(req: Request): unknown {
  const body: unknown = req.body;
  if (body && typeof body === 'object' && 'variables' in body) return body.variables;
  const { variables } = req.query;
  if (typeof variables !== 'string') return undefined;
  try {
    return JSON.parse(variables);
  } catch {
    // Apollo answers a malformed parameter itself.
    return undefined;
  }
}

/** Refuses variables nested deeper than MAX_VARIABLES_DEPTH with a 400, before Apollo coerces them. */
export const refuseDeepVariables: RequestHandler = (req, res, next) => {
  if (!nestsDeeperThan(variablesOf(req), MAX_VARIABLES_DEPTH)) return next();
  res.status(400).json(graphqlError(`The variables are nested deeper than ${MAX_VARIABLES_DEPTH} levels.`, 'BAD_REQUEST'));
};

/** The JSON body parser with its refusals, then the variables' depth (multipart bodies, parsed before, included). */
export const graphqlJsonBody = (): [RequestHandler, ErrorRequestHandler, RequestHandler] => [
  express.json({ limit: GRAPHQL_JSON_BODY_LIMIT }),
  answerUnreadableBody,
  refuseDeepVariables,
];
