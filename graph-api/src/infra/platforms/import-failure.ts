import type { Response } from 'express';
import { type DomainError, httpStatusOf } from '../../errors';
import { requestIdOf } from '../../http/request-logging';

/** The refused import's answer shared by the CSV upload and the API import paths (SPEC §8). */
export function sendImportFailure(res: Response, error: DomainError & { readonly line?: number | null }): void {
  if (error.code === 'PAYLOAD_TOO_LARGE') res.set('Connection', 'close');
  if (error.retryAfterSeconds !== null) res.set('Retry-After', String(error.retryAfterSeconds));
  res.status(httpStatusOf(error.code)).json({ success: false, error: error.reason, message: error.message, details: error.message, line: error.line ?? null, requestId: requestIdOf(res.req) });
}
