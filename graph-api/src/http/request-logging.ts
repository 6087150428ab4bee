import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger';

export const REQUEST_ID_HEADER = 'X-Request-Id';

// An id from a proxy or client is kept only when it cannot forge or break a log line.
const ACCEPTABLE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

// Query parameters that carry credentials (OAuth codes, reset tokens) are logged without their values.
const SECRET_QUERY_PARAMETER = /token|code|secret|password|key|signature|state/i;

// Path segments that are credentials themselves (the reset token of GET /api/auth/verify-reset-token/:token).
const SECRET_PATH_SEGMENT = /(\/verify-reset-token\/)[^/?#]+/;

function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  const pathPart = (queryStart < 0 ? url : url.slice(0, queryStart)).replace(SECRET_PATH_SEGMENT, '$1redacted');
  if (queryStart < 0) return pathPart;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  for (const name of new Set(params.keys())) {
    if (SECRET_QUERY_PARAMETER.test(name)) params.set(name, 'redacted');
  }
  return `${pathPart}?${params.toString()}`;
}

/** What pino's standard request serializer produces, before this module trims it. */
interface SerializedRequest {
  id: unknown;
  method: string;
  url: string;
  headers: Record<string, unknown>;
  remoteAddress?: string;
}

export function requestIdOf(req: IncomingMessage): string {
  return String(req.id);
}

/** One JSON line per request, with an id that is echoed to the client and found on every related log line. */
export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && ACCEPTABLE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return 'error';
      return res.statusCode >= 400 ? 'warn' : 'info';
    },
    serializers: {
      // Drops the parsed query and params the standard serializer adds: they would repeat the secrets.
      req: (req: SerializedRequest) => ({
        id: req.id,
        method: req.method,
        url: redactUrl(req.url),
        // A page's address can carry a token (/reset-password?token=…); the Referer header repeats it.
        headers: typeof req.headers.referer === 'string' ? { ...req.headers, referer: redactUrl(req.headers.referer) } : req.headers,
        remoteAddress: req.remoteAddress,
      }),
      // Response headers would repeat the security headers on every line; the status is what matters.
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
}
