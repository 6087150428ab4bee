import type { RequestHandler, Response } from 'express';
import { graphqlUploadExpress } from './graphql-upload';
import { FILE_TOO_LARGE_MESSAGE, MALFORMED_UPLOAD_MESSAGE, MAX_CSV_BYTES } from '../import.errors';

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const LENGTH_REQUIRED_MESSAGE = 'An upload must declare its length (Content-Length).';

/**
 * GraphQL multipart requests (the graphql-multipart-request spec): one file at most, 10 MB at most.
 * A declared size over the limit, or none, is refused before anything is read; graphql-upload stops
 * a file that grows past it while streaming (the resolver then answers 'File size must be less than
 * 10MB').
 * A multipart body graphql-upload cannot read (cut short, misordered) is answered here with a 400:
 * nothing after this middleware could read it either.
 */
export function graphqlUploads(): RequestHandler[] {
  const refuseByDeclaredLength: RequestHandler = (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    // graphql-upload answers only once the whole body is in: a body of no declared length (chunked)
    // would be read, and dropped, for as long as the client sends it. Browsers declare a form's length.
    if (req.headers['content-length'] === undefined) {
      res.set('Connection', 'close');
      sendUploadError(res, 411, LENGTH_REQUIRED_MESSAGE, 'BAD_REQUEST');
      return;
    }
    if (Number(req.headers['content-length']) > MAX_CSV_BYTES + MULTIPART_OVERHEAD_BYTES) {
      res.set('Connection', 'close');
      sendUploadError(res, 413, FILE_TOO_LARGE_MESSAGE, 'PAYLOAD_TOO_LARGE');
      return;
    }
    next();
  };
  const readUpload = graphqlUploadExpress({ maxFileSize: MAX_CSV_BYTES, maxFiles: 1 });
  const readUploadOrRefuse: RequestHandler = (req, res, next) => {
    readUpload(req, res, (error?: unknown) => (error === undefined ? next() : refuseUnreadableUpload(res, error)));
  };
  return [refuseByDeclaredLength, readUploadOrRefuse];
}

function refuseUnreadableUpload(res: Response, error: unknown): void {
  // graphql-upload's own refusals carry a status and a message written for the client (http-errors);
  // a broken stream carries neither.
  const { status, expose, message } = (error ?? {}) as { status?: unknown; expose?: unknown; message?: unknown };
  const clientError = typeof status === 'number' && status >= 400 && status < 500;
  const readable = clientError && expose === true && typeof message === 'string';
  sendUploadError(res, clientError ? status : 400, readable ? message : MALFORMED_UPLOAD_MESSAGE, status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST');
}

function sendUploadError(res: Response, status: number, message: string, code: string): void {
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}
