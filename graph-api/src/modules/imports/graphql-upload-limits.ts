import type { RequestHandler } from 'express';
import { graphqlUploadExpress } from './graphql-upload';
import { FILE_TOO_LARGE_MESSAGE, MAX_CSV_BYTES } from './import.errors';

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * GraphQL multipart requests (the graphql-multipart-request spec): one file at most, 10 MB at most.
 * A declared size over the limit is refused before anything is read; graphql-upload stops a file
 * that grows past it while streaming (the resolver then answers 'File size must be less than 10MB').
 */
export function graphqlUploads(): RequestHandler[] {
  const refuseDeclaredOversize: RequestHandler = (req, res, next) => {
    const declared = Number(req.headers['content-length']);
    if (req.is('multipart/form-data') && Number.isFinite(declared) && declared > MAX_CSV_BYTES + MULTIPART_OVERHEAD_BYTES) {
      res.status(413).set('Connection', 'close').json({ errors: [{ message: FILE_TOO_LARGE_MESSAGE, extensions: { code: 'PAYLOAD_TOO_LARGE' } }] });
      return;
    }
    next();
  };
  return [refuseDeclaredOversize, graphqlUploadExpress({ maxFileSize: MAX_CSV_BYTES, maxFiles: 1 })];
}
