import type { User } from '../users/user.entity';

/** CurrentUser of the contract: what GET /api/auth/user and the `me` query answer. Never a secret. */
export interface CurrentUser {
  id: number;
  username: string;
  email: string;
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

export function currentUserOf(user: User, twoFactorEnabled: boolean, usageAnalytics: boolean): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
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
