import type { EntityManager } from '@mikro-orm/core';
import { User } from '../../infra/users';
import type { AuthConfig } from './auth.config';
import type { Clock } from '../../clock';
import { epochMsOf } from '../../db/raw-values';
import { selectRows } from '../../db/raw-sql';
import { Session } from './session.entity';
import { randomToken, sha256Hex } from './tokens';

/** lastSeenAt is written at most this often, so reading pages does not mean a write per request. */
const TOUCH_INTERVAL_MS = 60_000;

/** Read raw: every signed-in request asks it, and an entity query cost several times the read itself. */
// The user's demo flag comes along: a session of the demo journal's account is read-only.
const SESSION_OF_TOKEN = 'select s.id, s.user_id, s.last_seen_at, s.expires_at, u.demo from session s join `user` u on u.id = s.user_id where s.token_hash = ?';

export interface StartedSession {
  /** The cookie value; never stored. */
  token: string;
  expiresAt: Date;
}

export interface ActiveSession {
  sessionId: number;
  userId: number;
  /** A session of the demo journal's account, which writes nothing. */
  readOnly: boolean;
}

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export class SessionService {
  constructor(
    private readonly policy: AuthConfig['session'],
    private readonly clock: Clock,
  ) {}

  /** A new session with a new random id (sign-in, sign-up): never a continuation of an older one. */
  async start(em: EntityManager, userId: number, client: ClientInfo): Promise<StartedSession> {
    const now = this.clock.now();
    await this.purgeExpired(em, now);
    const token = randomToken(32);
    const expiresAt = new Date(now.getTime() + this.policy.absoluteTimeoutSeconds * 1000);
    await em.insert(Session, {
      tokenHash: sha256Hex(token),
      user: em.getReference(User, userId),
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: client.ip?.slice(0, 45) ?? null,
      userAgent: client.userAgent?.slice(0, 255) ?? null,
    });
    return { token, expiresAt };
  }

  /** The live session behind a cookie value, or null; an expired one is deleted on the way. */
  async resolve(em: EntityManager, token: string): Promise<ActiveSession | null> {
    const [row] = await selectRows<{ id: number | string; user_id: number | string; last_seen_at: unknown; expires_at: unknown; demo: number | boolean }>(em, SESSION_OF_TOKEN, [sha256Hex(token)]);
    if (!row) return null;
    const session = { id: Number(row.id), lastSeenAt: epochMsOf(row.last_seen_at), expiresAt: epochMsOf(row.expires_at) };
    const now = this.clock.now();
    if (this.hasEnded(session, now)) {
      await em.nativeDelete(Session, { id: session.id });
      return null;
    }
    if (now.getTime() - session.lastSeenAt >= TOUCH_INTERVAL_MS) {
      await em.nativeUpdate(Session, { id: session.id }, { lastSeenAt: now });
    }
    return { sessionId: session.id, userId: Number(row.user_id), readOnly: Boolean(row.demo) };
  }

  async end(em: EntityManager, token: string): Promise<void> {
    await em.nativeDelete(Session, { tokenHash: sha256Hex(token) });
  }

  /** Signs the user out everywhere (password reset), or everywhere but `exceptSessionId` (password change). */
  async endAllForUser(em: EntityManager, userId: number, exceptSessionId?: number): Promise<void> {
    await em.nativeDelete(Session, exceptSessionId === undefined ? { user: userId } : { user: userId, id: { $ne: exceptSessionId } });
  }

  /** Times in ms since the epoch. */
  private hasEnded(session: { lastSeenAt: number; expiresAt: number }, now: Date): boolean {
    const idleUntil = session.lastSeenAt + this.policy.idleTimeoutSeconds * 1000;
    return now.getTime() >= session.expiresAt || now.getTime() >= idleUntil;
  }

  private async purgeExpired(em: EntityManager, now: Date): Promise<void> {
    const idleCutoff = new Date(now.getTime() - this.policy.idleTimeoutSeconds * 1000);
    await em.nativeDelete(Session, { $or: [{ expiresAt: { $lte: now } }, { lastSeenAt: { $lte: idleCutoff } }] });
  }
}
