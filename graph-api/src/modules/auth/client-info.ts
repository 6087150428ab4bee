import type { Request } from 'express';
import type { ClientInfo } from './session.service';

/** The caller's address (X-Forwarded-For only counts behind TRUST_PROXY) and browser, as recorded on sign-in. */
export function clientInfoOf(req: Request): ClientInfo {
  const ip = req.ip ?? req.socket.remoteAddress ?? null;
  // An IPv4 client of a dual-stack socket shows as ::ffff:a.b.c.d; people know it as a.b.c.d.
  return { ip: ip?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') ?? null, userAgent: req.get('user-agent') ?? null };
}
