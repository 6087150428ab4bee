import compression from 'compression';
import type { RequestHandler } from 'express';

/** Smaller answers gain less than compressing them costs. */
const THRESHOLD_BYTES = 1024;

/**
 * The GraphQL answers, compressed as the client accepts (brotli at quality 4, else gzip): the
 * dashboard's answers are ~23 KB of JSON, a few KB once compressed. Only /graphql: the REST paths
 * include the streamed CSV export, which writes as the client reads and is left as it is. The
 * answers carry no secret beside text a request could choose (no token in a body), so compressing
 * them gives an eavesdropper nothing to measure (BREACH).
 */
export function compressedAnswers(): RequestHandler {
  return compression({ threshold: THRESHOLD_BYTES });
}
