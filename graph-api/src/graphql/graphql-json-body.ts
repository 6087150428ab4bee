import express, { type ErrorRequestHandler, type RequestHandler } from 'express';

/**
 * Largest JSON body /graphql reads. Operations and their variables are a few kilobytes (files come
 * as multipart, with their own limit); a bigger body is refused before it is read as JSON, let
 * alone parsed as GraphQL.
 */
export const GRAPHQL_JSON_BODY_LIMIT = '100kb';

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

export const graphqlJsonBody = (): [RequestHandler, ErrorRequestHandler] => [express.json({ limit: GRAPHQL_JSON_BODY_LIMIT }), answerUnreadableBody];
