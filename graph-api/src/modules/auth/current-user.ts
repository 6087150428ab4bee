import type { User } from '../../infra/users';

/** CurrentUser of the contract: what GET /api/auth/user and the `me` query answer. Never a secret. */
export interface CurrentUser {
  id: number;
  username: string;
  email: string;
  /** Whether the owner proved they read `email` (a mailed link, a password reset, or Google). */
  emailVerified: boolean;
  /** The new address a change in Settings waits on (its confirmation link mailed, not yet opened), or null. */
  pendingEmail: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  hasPassword: boolean;
  twoFactorEnabled: boolean;
  lastLoginAt: Date | null;
  lastLoginIp: string | null;
  trialEndsAt: Date | null;
  createdAt: Date;
  /** The user's Usage Analytics setting: the consent to third-party analytics (DECISIONS §2). */
  usageAnalytics: boolean;
  /** The demo journal's read-only account (modules/demo): the app labels it and writes nothing. */
  demo: boolean;
}

export function currentUserOf(user: User, twoFactorEnabled: boolean, usageAnalytics: boolean, pendingEmail: string | null): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerifiedAt !== null,
    pendingEmail,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    hasPassword: user.passwordHash !== null,
    twoFactorEnabled,
    lastLoginAt: user.lastLoginAt,
    lastLoginIp: user.lastLoginIp,
    trialEndsAt: user.trialEndsAt,
    createdAt: user.createdAt,
    usageAnalytics,
    demo: user.demo,
  };
}
