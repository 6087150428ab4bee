import type { Request, RequestHandler } from 'express';
import { AuthError } from './auth.errors';
import { SESSION_COOKIE, readCookie } from './session-cookie';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ACCEPTED_BODIES = ['application/json', 'application/*+json', 'multipart/form-data'];

export interface SameOriginOptions {
  /** PUBLIC_URL: its origin is accepted besides the request's own. */
  publicUrl: string;
  /** REST only: bodies must be JSON or multipart (415 otherwise). GraphQL leaves that to Apollo. */
  requireJsonOrMultipart: boolean;
  /**
   * Paths (under the mount) that also take a urlencoded form: each carries its own signed token and
   * no session, so a forged form has nothing to ride on (the one-click unsubscribe of RFC 8058,
   * which mail providers POST as a form; docs/reports-and-alerts.md).
   */
  signedFormPaths?: readonly string[];
}

/**
 * CSRF defence for state-changing requests, on top of the SameSite=Lax session cookie.
 *
 * - With an Origin header (every browser sends one on POST, same-origin included) it must be this
 *   server's own origin (scheme + Host, as Express sees them, so behind a proxy set TRUST_PROXY) or
 *   PUBLIC_URL's. `Origin: null` (sandboxed frames, some redirects) is refused.
 * - Without Origin the caller is not a browser (curl, a script with an API key): allowed, unless it
 *   sends the session cookie (a browser that hid its origin; there is no honest reason for that) or
 *   Fetch Metadata says the request came from another site.
 * - A form can only post urlencoded, multipart or text bodies without a CORS preflight; requiring JSON
 *   (or multipart, which only the CSV upload takes) closes the form route as well.
 */
export function sameOriginGuard({ publicUrl, requireJsonOrMultipart, signedFormPaths = [] }: SameOriginOptions): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, _res, next) => {
    if (!UNSAFE_METHODS.has(req.method)) return next();
    if (!cameFromThisSite(req, publicOrigin)) throw new AuthError('cross_site_request');
    const accepted = signedFormPaths.includes(req.path) ? [...ACCEPTED_BODIES, 'application/x-www-form-urlencoded'] : ACCEPTED_BODIES;
    if (requireJsonOrMultipart && hasBody(req) && !req.is(accepted)) throw new AuthError('unsupported_media_type');
    next();
  };
}

function cameFromThisSite(req: Request, publicOrigin: string): boolean {
  const origin = req.headers.origin;
  // req.protocol and req.host follow X-Forwarded-Proto/-Host only when TRUST_PROXY says so.
  if (origin !== undefined) return origin === publicOrigin || origin === `${req.protocol}://${req.host}`;
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
  return readCookie(req, SESSION_COOKIE) === null;
}

/** A POST without a body (sign-out) may have no content type; browsers send `Content-Length: 0` for it. */
function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}
