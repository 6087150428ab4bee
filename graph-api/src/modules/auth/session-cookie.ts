import type { CookieOptions, Request, Response } from 'express';

export const SESSION_COOKIE = 'tj_session';

/** One cookie's value from the Cookie header, or null. */
export function readCookie(req: Request, name: string): string | null {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value) || null;
    } catch {
      return null;
    }
  }
  return null;
}

/** HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site POSTs), Secure whenever the request came over HTTPS. */
export function cookieOptions(req: Request, path = '/'): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: req.secure, path };
}

export function setSessionCookie(req: Request, res: Response, { token, expiresAt }: { token: string; expiresAt: Date }): void {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(req), expires: expiresAt });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req));
}
