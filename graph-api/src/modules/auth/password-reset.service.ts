import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../clock';
import { type Mailer, passwordResetMail } from '../../infra/mail';
import { User } from '../../infra/users';
import type { AuthConfig } from './auth.config';
import { AuthError } from './auth.errors';
import { forgotPasswordSchema, parseInput, resetPasswordSchema } from './auth.schemas';
import type { PasswordHasher } from './password-hasher';
import { PasswordResetToken } from './password-reset-token.entity';
import { type RateLimiter, refuseWhenLimited } from './rate-limiter';
import type { ClientInfo, SessionService } from './session.service';
import { randomToken, sha256Hex } from './tokens';

export const RESET_LINK_MINUTES = 15;
export const FORGOT_PASSWORD_MESSAGE = 'If this email exists in our system, a password reset link has been sent to your inbox.';

export interface PasswordResetDependencies {
  config: AuthConfig;
  /** PUBLIC_URL: reset links point there. */
  publicUrl: string;
  clock: Clock;
  hasher: PasswordHasher;
  sessions: SessionService;
  limiter: RateLimiter;
  mailer: Mailer;
}

/** Forgot password → mailed link (32 random bytes, only the hash stored, 15 minutes, single use) → new password. */
export class PasswordResetService {
  constructor(private readonly deps: PasswordResetDependencies) {}

  /**
   * Mails a reset link when the address belongs to an account. The answer (and, as the mail is sent
   * in the background, its timing) is the same either way, so it tells nobody which addresses exist.
   */
  async forgotPassword(em: EntityManager, body: unknown, client: ClientInfo): Promise<void> {
    const { email } = parseInput(forgotPasswordSchema, body);
    const { limiter, config, clock } = this.deps;
    const tooMany = 'Please wait a few minutes before requesting another reset link.';
    refuseWhenLimited(await limiter.consume(em, `password-reset:ip:${client.ip}`, config.rateLimits.passwordResetPerIp), tooMany);
    const user = await em.findOne(User, { email });
    refuseWhenLimited(
      await limiter.consume(em, `password-reset:email:${email}`, config.rateLimits.passwordResetPerEmail, user?.id ?? null),
      tooMany,
    );
    if (!user) return;

    const token = randomToken(32);
    const now = clock.now();
    await em.nativeDelete(PasswordResetToken, { expiresAt: { $lte: now } });
    await em.insert(PasswordResetToken, {
      tokenHash: sha256Hex(token),
      user: em.getReference(User, user.id),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
    });
    const link = `${this.deps.publicUrl}/reset-password?token=${token}`;
    this.deps.mailer.sendInBackground(passwordResetMail({ to: user.email, username: user.username, link, validMinutes: RESET_LINK_MINUTES }));
  }

  /** The account email behind a live reset link, or null (unknown, used or expired). */
  async verifyResetToken(em: EntityManager, token: string): Promise<{ email: string } | null> {
    const reset = await this.liveResetToken(em, token);
    return reset && { email: reset.user.email };
  }

  /**
   * Sets the new password, uses up the link, revokes every other reset link of the user and ends
   * all the user's sessions (whoever knew the old password is signed out).
   */
  async resetPassword(em: EntityManager, body: unknown): Promise<void> {
    const input = parseInput(resetPasswordSchema, body);
    const reset = await this.liveResetToken(em, input.token);
    if (!reset) throw new AuthError('invalid_token');
    const passwordHash = await this.deps.hasher.hash(input.password);
    const userId = reset.user.id;
    await em.transactional(async (tx) => {
      // Deleting the row is the claim: of two requests racing with one link, only one deletes it.
      if ((await tx.nativeDelete(PasswordResetToken, { id: reset.id })) === 0) throw new AuthError('invalid_token');
      await tx.nativeDelete(PasswordResetToken, { user: userId });
      // The link was opened from the account's mailbox: that proves the address too.
      const now = this.deps.clock.now();
      await tx.nativeUpdate(User, { id: userId }, { passwordHash, emailVerifiedAt: now, updatedAt: now });
      await this.deps.sessions.endAllForUser(tx, userId);
    });
  }

  private async liveResetToken(em: EntityManager, token: string): Promise<PasswordResetToken | null> {
    if (!token || token.length > 200) return null;
    return em.findOne(PasswordResetToken, { tokenHash: sha256Hex(token), expiresAt: { $gt: this.deps.clock.now() } }, { populate: ['user'] });
  }
}
