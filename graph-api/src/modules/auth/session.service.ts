import type { EntityManager } from '@mikro-orm/core';
import { User } from '../users/user.entity';
import type { AuthConfig } from './auth.config';
import type { Clock } from '../../clock';
import { Session } from './session.entity';
import { randomToken, sha256Hex } from './tokens';

/** lastSeenAt is written at most this often, so reading pages does not mean a write per request. */
const TOUCH_INTERVAL_MS = 60_000;

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
    const session = await em.fork().findOne(Session, { tokenHash: sha256Hex(token) }, { populate: ['user'] });
    if (!session) return null;
    const now = this.clock.now();
    if (this.hasEnded(session, now)) {
      await em.nativeDelete(Session, { id: session.id });
      return null;
    }
    if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      await em.nativeUpdate(Session, { id: session.id }, { lastSeenAt: now });
    }
    return { sessionId: session.id, userId: session.user.id, readOnly: session.user.demo };
  }

  async end(em: EntityManager, token: string): Promise<void> {
    await em.nativeDelete(Session, { tokenHash: sha256Hex(token) });
  }

  /** Signs the user out everywhere (password reset), or everywhere but `exceptSessionId` (password change). */
  async endAllForUser(em: EntityManager, userId: number, exceptSessionId?: number): Promise<void> {
    await em.nativeDelete(Session, exceptSessionId === undefined ? { user: userId } : { user: userId, id: { $ne: exceptSessionId } });
  }

  private hasEnded(session: Session, now: Date): boolean {
    const idleUntil = session.lastSeenAt.getTime() + this.policy.idleTimeoutSeconds * 1000;
    return now.getTime() >= session.expiresAt.getTime() || now.getTime() >= idleUntil;
  }

  private async purgeExpired(em: EntityManager, now: Date): Promise<void> {
    const idleCutoff = new Date(now.getTime() - this.policy.idleTimeoutSeconds * 1000);
    await em.nativeDelete(Session, { $or: [{ expiresAt: { $lte: now } }, { lastSeenAt: { $lte: idleCutoff } }] });
  }
}
