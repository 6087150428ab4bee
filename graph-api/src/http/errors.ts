import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { columnInWords, unstorableValueOf } from '../db/data-errors';
import { asDatabaseBusy } from '../db/transaction-retry';
import { DomainError, httpStatusOf, PublicError } from '../errors';
import { JSON_BODY_LIMIT } from './body-limits';
import { requestIdOf } from './request-logging';

/**
 * Every REST failure, flat as SPEC §3/§8 read it: `error` is a machine code (NOT_FOUND, or a domain
 * reason such as oauth_account), `message` a sentence for people, `requestId` what to quote.
 */
export interface ErrorBody {
  error: string;
  message: string;
  requestId: string;
  /** Each refused field and why, when a form was refused field by field (PublicError.fields). */
  fields?: Readonly<Record<string, string>>;
}

function sendError(req: Request, res: Response, status: number, error: string, message: string, fields: PublicError['fields'] = null): void {
  const body: ErrorBody = { error, message, requestId: requestIdOf(req), ...(fields ? { fields } : {}) };
  res.status(status).json(body);
}

/** Answers with a PublicError (what route handlers call when they catch one themselves). */
export function sendPublicError(req: Request, res: Response, error: PublicError): void {
  if (error instanceof DomainError && error.retryAfterSeconds !== null) res.setHeader('Retry-After', String(error.retryAfterSeconds));
  sendError(req, res, httpStatusOf(error.code), error.restError, error.message, error.fields);
}

/** The shape of errors thrown by express's body parsers (http-errors). */
interface BodyParserError {
  type?: string;
  status?: number;
}

/** The client-facing version of an error, or null when it is internal and must not be described. */
function publicVersionOf(error: unknown): PublicError | null {
  if (error instanceof PublicError) return error;
  const { type, status } = (error ?? {}) as BodyParserError;
  if (type === 'entity.too.large') return new PublicError('PAYLOAD_TOO_LARGE', `The request body is larger than ${JSON_BODY_LIMIT}.`);
  if (type === 'entity.parse.failed') return new PublicError('BAD_REQUEST', 'The request body is not valid JSON.');
  if (typeof status === 'number' && status >= 400 && status < 500) return new PublicError('BAD_REQUEST', 'The request could not be read.');
  return null;
}

/** What nothing else answered, /api paths included: a JSON 404, never the shell's HTML page. */
export const notFound: RequestHandler = (req, res) => {
  sendError(req, res, 404, 'NOT_FOUND', `Nothing at ${req.method} ${req.originalUrl.split('?')[0]}`);
};

/** Last stop for errors: JSON for every path; internals are logged with the request id, never sent. */
export const jsonErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const publicError = publicVersionOf(error);
  if (publicError) return sendPublicError(req, res, publicError);
  // pino-http writes it, with its stack, on the request's own log line.
  res.err = error instanceof Error ? error : new Error(String(error));
  // A value the database cannot hold (a check missed it) fails the same way every time: the
  // request's to change, never a 5xx a client would retry. Still logged: it names a missing check.
  // A deadlock, a cluster conflict, a node not ready or out of reach: 503 with Retry-After, never a
  // 500 (docs/galera.md). Still logged, with its cause.
  const busy = asDatabaseBusy(error);
  if (busy) return sendPublicError(req, res, busy);
  const unstorable = unstorableValueOf(error);
  if (unstorable) {
    return sendError(req, res, 400, 'BAD_REQUEST', `A value is too long or too large to be saved${columnInWords(unstorable)}. Change it: sending it again as it is would fail the same way.`);
  }
  sendError(req, res, 500, 'INTERNAL_SERVER_ERROR', 'Internal server error');
};
