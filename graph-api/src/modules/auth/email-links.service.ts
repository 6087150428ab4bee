import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Clock } from '../../clock';
import { confirmNewAddressMail, type Mailer, signUpAttemptMail, verifyAddressMail } from '../../infra/mail';
import { User } from '../../infra/users';
import type { AuthConfig, RateLimitRule } from './auth.config';
import { EmailLink } from './email-link.entity';
import { type RateLimiter, refuseWhenLimited } from './rate-limiter';
import { randomToken, sha256Hex } from './tokens';

export const EMAIL_LINK_HOURS = 24;

/** The owner of an address someone tried to sign up with hears of it at most this often. */
const SIGN_UP_NOTICE_RULE: RateLimitRule = { limit: 1, windowSeconds: 86_400 };

/** Where GET /api/auth/confirm-email sends the browser: /settings?email=<one of these>, which says what happened. */
export type EmailLinkResult = 'verified' | 'changed' | 'taken' | 'invalid';


export interface EmailLinkDependencies {
  config: AuthConfig;
  /** PUBLIC_URL: the links point there. */
  publicUrl: string;
  clock: Clock;
  limiter: RateLimiter;
  mailer: Mailer;
}

/**
 * Proof that a user reads an address: a mailed link (32 random bytes, only the hash stored,
 * {@link EMAIL_LINK_HOURS} hours, single use) for the address of a new account and for the new address
 * of a change in Settings. An address changes only when its link is opened, so asking for a change
 * says the same thing whether or not the address is taken: Settings is no oracle of who has an account.
 */
export class EmailLinkService {
  constructor(private readonly deps: EmailLinkDependencies) {}

  /** At sign-up: the account's own address, not yet verified. Not throttled: sign-up has its own limit. */
  async sendSignUpLink(em: EntityManager, user: User): Promise<void> {
    const link = await this.createLink(em, user.id, user.email);
    this.deps.mailer.sendInBackground(verifyAddressMail({ to: user.email, username: user.username, link, validHours: EMAIL_LINK_HOURS }));
  }

  /** Settings → Send a new verification link, for an address still unverified. */
  async resendVerification(em: EntityManager, userId: number): Promise<string> {
    const user = await em.findOneOrFail(User, userId);
    if (user.emailVerifiedAt) return `${user.email} is already verified.`;
    const { limiter, config } = this.deps;
    refuseWhenLimited(
      await limiter.consume(em, `verification-mail:user:${userId}`, config.rateLimits.verificationMailPerUser, userId),
      'Please wait before asking for another verification link.',
    );
    await this.sendSignUpLink(em, user);
    return `We sent a verification link to ${user.email}.`;
  }

  /**
   * A change of address asked for in Settings: throttled per user, then a link to the new address.
   * A taken address gets its link row too (it is the pending address all the same) but no mail: the
   * answer, and the pending address shown, are the same either way. Nothing changes yet.
   */
  async requestChange(em: EntityManager, userId: number, email: string): Promise<void> {
    const { limiter, config } = this.deps;
    refuseWhenLimited(
      await limiter.consume(em, `email-change:user:${userId}`, config.rateLimits.emailChangePerUser, userId),
      'Too many email address changes. Please wait before trying again.',
    );
    const user = await em.findOneOrFail(User, userId);
    // A newer request replaces the pending one: only the last address asked for can be confirmed.
    await em.nativeDelete(EmailLink, { user: userId, email: { $ne: user.email } });
    const link = await this.createLink(em, userId, email);
    if ((await em.count(User, { email })) > 0) return;
    this.deps.mailer.sendInBackground(confirmNewAddressMail({ to: email, username: user.username, link, validHours: EMAIL_LINK_HOURS }));
  }

  /** The address a change waits on (its link mailed, live, not yet opened), or null. */
  async pendingAddress(em: EntityManager, user: User): Promise<string | null> {
    const pending = await em.findOne(
      EmailLink,
      { user: user.id, email: { $ne: user.email }, expiresAt: { $gt: this.deps.clock.now() } },
      { orderBy: { id: 'desc' } },
    );
    return pending?.email ?? null;
  }

  /** Sign-up refused because `email` has an account: its owner is told, at most once a day. */
  async noticeSignUpAttempt(em: EntityManager, email: string): Promise<void> {
    const owner = await em.findOne(User, { email });
    if (!owner || owner.demo) return;
    const verdict = await this.deps.limiter.consume(em, `sign-up-notice:email:${email}`, SIGN_UP_NOTICE_RULE, owner.id);
    if (verdict.allowed) this.deps.mailer.sendInBackground(signUpAttemptMail({ to: email, publicUrl: this.deps.publicUrl }));
  }

  /**
   * Opens a link: the link's address becomes the account's verified address. A link works once;
   * when its address has meanwhile become another account's, it is used up and nothing changes.
   */
  async confirm(em: EntityManager, token: string): Promise<EmailLinkResult> {
    if (!token || token.length > 200) return 'invalid';
    const now = this.deps.clock.now();
    const link = await em.findOne(EmailLink, { tokenHash: sha256Hex(token), expiresAt: { $gt: now } }, { populate: ['user'] });
    if (!link) return 'invalid';
    const userId = link.user.id;
    const changing = link.user.email !== link.email;
    try {
      return await em.transactional(async (tx): Promise<EmailLinkResult> => {
        // Deleting the row is the claim: of two requests racing with one link, only one deletes it.
        if ((await tx.nativeDelete(EmailLink, { id: link.id })) === 0) return 'invalid';
        if (changing && (await tx.count(User, { email: link.email, id: { $ne: userId } })) > 0) return 'taken';
        await tx.nativeUpdate(User, { id: userId }, { email: link.email, emailVerifiedAt: now, updatedAt: now });
        // Every other link of the user is settled: the address is now proven.
        await tx.nativeDelete(EmailLink, { user: userId });
        return changing ? 'changed' : 'verified';
      });
    } catch (error) {
      // The address was taken between the check and the update: the unique index decides.
      if (error instanceof UniqueConstraintViolationException) return 'taken';
      throw error;
    }
  }

  private async createLink(em: EntityManager, userId: number, email: string): Promise<string> {
    const token = randomToken(32);
    const now = this.deps.clock.now();
    await em.nativeDelete(EmailLink, { expiresAt: { $lte: now } });
    await em.insert(EmailLink, {
      tokenHash: sha256Hex(token),
      user: em.getReference(User, userId),
      email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_LINK_HOURS * 3_600_000),
    });
    return `${this.deps.publicUrl}/api/auth/confirm-email?token=${token}`;
  }
}
