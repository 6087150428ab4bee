import type { UserDataSection } from '../../infra/users';
import { EmailLink } from './email-link.entity';
import { PasswordResetToken } from './password-reset-token.entity';
import { RateLimitCounter } from './rate-limit-counter.entity';
import { Session } from './session.entity';
import { TwoFactor } from './two-factor.entity';

export const sessionsSection: UserDataSection = {
  name: 'sessions',
  async export(em, userId) {
    const sessions = await em.find(Session, { user: userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return sessions.map(({ createdAt, lastSeenAt, expiresAt, ip, userAgent }) => ({ createdAt, lastSeenAt, expiresAt, ip, userAgent }));
  },
  async deleteAll(em, userId) {
    await em.nativeDelete(Session, { user: userId });
  },
  /** The sign-in history: sessions that had ended (their absolute timeout passed) before the cutoff; a live one is never touched. */
  deleteActivityBefore(em, userId, cutoff) {
    return em.nativeDelete(Session, { user: userId, expiresAt: { $lt: cutoff } });
  },
};

export const passwordResetsSection: UserDataSection = {
  name: 'passwordResetRequests',
  async export(em, userId) {
    const tokens = await em.find(PasswordResetToken, { user: userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return tokens.map(({ createdAt, expiresAt }) => ({ createdAt, expiresAt }));
  },
  async deleteAll(em, userId) {
    await em.nativeDelete(PasswordResetToken, { user: userId });
  },
  /** Records of reset mails sent, once their link had expired before the cutoff. */
  deleteActivityBefore(em, userId, cutoff) {
    return em.nativeDelete(PasswordResetToken, { user: userId, expiresAt: { $lt: cutoff } });
  },
};

export const emailLinksSection: UserDataSection = {
  name: 'emailConfirmationLinks',
  async export(em, userId) {
    const links = await em.find(EmailLink, { user: userId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return links.map(({ email, createdAt, expiresAt }) => ({ email, createdAt, expiresAt }));
  },
  async deleteAll(em, userId) {
    await em.nativeDelete(EmailLink, { user: userId });
  },
  /** Records of confirmation mails sent, once their link had expired before the cutoff. */
  deleteActivityBefore(em, userId, cutoff) {
    return em.nativeDelete(EmailLink, { user: userId, expiresAt: { $lt: cutoff } });
  },
};

export const twoFactorSection: UserDataSection = {
  name: 'twoFactor',
  async export(em, userId) {
    const twoFactor = await em.findOne(TwoFactor, { user: userId });
    return { enabled: Boolean(twoFactor?.enabledAt), enabledAt: twoFactor?.enabledAt ?? null };
  },
  async deleteAll(em, userId) {
    await em.nativeDelete(TwoFactor, { user: userId });
  },
};

/** Counters keyed by hashes: nothing readable to export, but the rows about the user go with the account. */
export const rateLimitsSection: UserDataSection = {
  name: 'rateLimitCounters',
  async export(em, userId) {
    const counters = await em.find(RateLimitCounter, { userId }, { orderBy: { id: 'asc' } });
    return counters.map(({ hits, windowEndsAt }) => ({ hits, windowEndsAt }));
  },
  async deleteAll(em, userId) {
    await em.nativeDelete(RateLimitCounter, { userId });
  },
  deleteActivityBefore(em, userId, cutoff) {
    return em.nativeDelete(RateLimitCounter, { userId, windowEndsAt: { $lt: cutoff } });
  },
};
