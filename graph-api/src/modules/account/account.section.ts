import { User, type UserDataSection } from '../../infra/users';

/** The user row itself: first registered, last deleted. */
export const accountSection: UserDataSection = {
  name: 'account',
  async export(em, userId) {
    const user = await em.findOneOrFail(User, userId);
    return {
      id: user.id,
      username: user.username,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      profileImageUrl: user.profileImageUrl,
      hasPassword: user.passwordHash !== null,
      signsInWithGoogle: user.googleId !== null,
      lastLoginAt: user.lastLoginAt,
      lastLoginIp: user.lastLoginIp,
      trialEndsAt: user.trialEndsAt,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    };
  },
  async deleteAll(em, userId) {
    await em.nativeDelete(User, { id: userId });
  },
};
