import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Clock } from '../../clock';
import type { SettingsService } from '../settings';
import { User } from '../../infra/users';
import type { Caller } from './access';
import type { AuthConfig } from './auth.config';
import { AuthError } from './auth.errors';
import { loginSchema, parseInput, passwordSchema, registerSchema } from './auth.schemas';
import { type CurrentUser, currentUserOf } from './current-user';
import type { EmailLinkService } from './email-links.service';
import { type GoogleIdentity, usernameBaseOf, usernameCandidates } from './google-identity';
import type { PasswordHasher } from './password-hasher';
import { PasswordResetToken } from './password-reset-token.entity';
import { type RateLimiter, refuseWhenLimited } from './rate-limiter';
import { SignInThrottle } from './sign-in-throttle';
import type { ClientInfo, SessionService, StartedSession } from './session.service';
import { randomToken } from './tokens';
import type { TwoFactorService } from './two-factor.service';

export const TRIAL_DAYS = 14;

const DAY_MS = 86_400_000;

export interface SignedIn {
  user: User;
  session: StartedSession;
}

export interface AuthServiceDependencies {
  config: AuthConfig;
  clock: Clock;
  hasher: PasswordHasher;
  sessions: SessionService;
  limiter: RateLimiter;
  twoFactor: TwoFactorService;
  /** Where the current user's Usage Analytics setting is read. */
  settings: Pick<SettingsService, 'get'>;
  /** Verification links, and the notice to the owner of an address someone tried to sign up with. */
  emailLinks: EmailLinkService;
}

/** Sign-up, sign-in (password or Google), sign-out and password change: what REST and GraphQL both call. */
export class AuthService {
  private readonly signInThrottle: SignInThrottle;

  constructor(private readonly deps: AuthServiceDependencies) {
    this.signInThrottle = new SignInThrottle(deps.limiter, deps.config.rateLimits);
  }

  async register(em: EntityManager, body: unknown, client: ClientInfo): Promise<SignedIn> {
    const input = parseInput(registerSchema, body);
    const { limiter, config } = this.deps;
    refuseWhenLimited(
      await limiter.consume(em, `register:ip:${client.ip}`, config.rateLimits.registerPerIp),
      'Too many sign-up attempts from your network. Please try again later.',
    );
    if ((await em.count(User, { $or: [{ username: input.username }, { email: input.email }] })) > 0) return this.refuseExisting(em, input.email);
    const now = this.deps.clock.now();
    const user = em.create(User, {
      username: input.username,
      email: input.email,
      passwordHash: await this.deps.hasher.hash(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
      lastLoginAt: now,
      lastLoginIp: client.ip,
      createdAt: now,
      updatedAt: now,
    });
    try {
      await em.flush();
    } catch (error) {
      // Two sign-ups racing for the same name: the database's unique index decides.
      if (error instanceof UniqueConstraintViolationException) return this.refuseExisting(em.fork(), input.email);
      throw error;
    }
    await this.deps.emailLinks.sendSignUpLink(em, user);
    return { user, session: await this.deps.sessions.start(em, user.id, client) };
  }

  /**
   * The 409 of a taken username or email stays (a new account is signed in at once, so it cannot
   * be hidden), bounded by the sign-up limit; the owner of a taken address is told by mail.
   */
  private async refuseExisting(em: EntityManager, email: string): Promise<never> {
    await this.deps.emailLinks.noticeSignUpAttempt(em, email);
    throw new AuthError('account_exists');
  }

  /**
   * Password sign-in by username or email. An unknown account and a wrong password get the same
   * answer after the same work (a dummy hash is verified). The session cookie the browser sent, if
   * any, is ended: sign-in always starts a session with a new id.
   */
  async login(em: EntityManager, body: unknown, client: ClientInfo, previousSessionToken: string | null): Promise<SignedIn> {
    const input = parseInput(loginSchema, body);
    const identifier = input.usernameOrEmail.toLowerCase();
    // Usernames cannot contain "@", so an "@" means an email address.
    const found = await em.findOne(User, identifier.includes('@') ? { email: identifier } : { username: identifier });
    // The demo journal's account is not signed in to: it answers as an account that does not exist.
    const user = found?.demo ? null : found;
    const attempt = this.signInThrottle.attemptOf(user ? { userId: user.id } : { unknownName: identifier }, client.ip);
    await this.signInThrottle.reserve(em, attempt);
    let outcome: 'failed' | 'signed-in' | 'neither' = 'neither';
    try {
      const passwordMatches = await this.deps.hasher.verify(user?.passwordHash ?? null, input.password);
      if (!user || !passwordMatches) {
        outcome = 'failed';
        throw new AuthError(user && user.passwordHash === null ? 'oauth_account' : 'invalid_credentials');
      }
      try {
        await this.deps.twoFactor.checkSignIn(em, user.id, input.totpCode);
      } catch (error) {
        if (error instanceof AuthError && error.reason === 'totp_invalid') outcome = 'failed';
        throw error;
      }
      outcome = 'signed-in';
    } finally {
      await this.signInThrottle.settle(em, attempt, outcome);
    }
    if (this.deps.hasher.needsRehash(user.passwordHash!)) user.passwordHash = await this.deps.hasher.hash(input.password);
    return this.signIn(em, user, client, previousSessionToken);
  }

  async logout(em: EntityManager, sessionToken: string | null): Promise<void> {
    if (sessionToken) await this.deps.sessions.end(em, sessionToken);
  }

  /**
   * Changes the password of the signed-in caller. An account made with Google has none yet: it may
   * set a first one without a current password (it is signed in, by Google, already). Every other
   * session of the user is ended; this one stays.
   */
  async changePassword(em: EntityManager, caller: Caller, input: { currentPassword: string; newPassword: string }): Promise<void> {
    const user = await em.findOneOrFail(User, caller.userId);
    const failuresKey = `change-password:user:${user.id}`;
    const failureRule = this.deps.config.rateLimits.signInPerAccount;
    if (user.passwordHash !== null) {
      // Counted ahead, as a failure until the password proves right (see RateLimiter).
      refuseWhenLimited(await this.deps.limiter.reserve(em, failuresKey, failureRule, user.id), 'Too many attempts. Please wait a few minutes and try again.');
      let matches = false;
      try {
        matches = await this.deps.hasher.verify(user.passwordHash, input.currentPassword);
      } finally {
        await this.deps.limiter.settle(em, failuresKey, matches ? 'reset' : 'failed');
      }
      if (!matches) throw new AuthError('current_password_incorrect');
    }
    const newPassword = parseInput(passwordSchema, input.newPassword);
    user.passwordHash = await this.deps.hasher.hash(newPassword);
    await em.flush();
    await em.nativeDelete(PasswordResetToken, { user: user.id });
    await this.deps.sessions.endAllForUser(em, user.id, caller.via === 'session' ? caller.sessionId : undefined);
  }

  /**
   * Signs in with a Google identity: the account linked to that Google id; else the account with
   * that email when Google has verified it and the account has verified it too (the Google id is
   * linked to it, and its other sessions are ended); else a new account, its username derived from
   * the email. An account whose address was never verified is refused, untouched: whoever signed up
   * with someone else's address must not receive its owner's Google sign-in (account pre-hijacking).
   */
  async signInWithGoogle(em: EntityManager, identity: GoogleIdentity, client: ClientInfo, previousSessionToken: string | null): Promise<SignedIn> {
    let user = await em.findOne(User, { googleId: identity.googleId });
    if (!user) {
      if (!identity.email || !identity.emailVerified) throw new AuthError('google_failed', 'Google did not confirm this email address.');
      user = await em.findOne(User, { email: identity.email });
      if (user) {
        if (user.googleId !== null) throw new AuthError('google_failed', 'This email is linked to another Google account.');
        if (user.emailVerifiedAt === null) throw new AuthError('google_account_unverified');
        user.googleId = identity.googleId;
        // Whoever may have signed in with a password before the owner proved the address is signed out.
        await this.deps.sessions.endAllForUser(em, user.id);
      } else {
        user = await this.createGoogleUser(em, identity, identity.email);
      }
    }
    user.firstName ??= identity.firstName;
    user.lastName ??= identity.lastName;
    user.profileImageUrl ??= identity.pictureUrl;
    return this.signIn(em, user, client, previousSessionToken);
  }

  /**
   * A session of the demo journal's account (User.demo), for a visitor without credentials; as at
   * sign-in, the session the browser had (a demo's or a trader's own) is ended first. Its caller is
   * read-only: every write is refused (read-only-callers.ts, the authChecker). The session keeps no
   * address or browser: the demo's sessions are strangers', and its Export All Data lists them.
   */
  async startDemoSession(em: EntityManager, demoUserId: number, previousSessionToken: string | null): Promise<StartedSession> {
    const user = await em.findOneOrFail(User, demoUserId);
    if (!user.demo) throw new Error('Only the demo account is entered without credentials');
    if (previousSessionToken) await this.deps.sessions.end(em, previousSessionToken);
    return this.deps.sessions.start(em, user.id, { ip: null, userAgent: null });
  }

  async currentUser(em: EntityManager, userId: number): Promise<CurrentUser> {
    const user = await em.findOneOrFail(User, userId);
    const { usageAnalytics } = await this.deps.settings.get(em, userId);
    const pendingEmail = await this.deps.emailLinks.pendingAddress(em, user);
    return currentUserOf(user, await this.deps.twoFactor.isEnabled(em, userId), usageAnalytics, pendingEmail);
  }

  private async signIn(em: EntityManager, user: User, client: ClientInfo, previousSessionToken: string | null): Promise<SignedIn> {
    if (previousSessionToken) await this.deps.sessions.end(em, previousSessionToken);
    user.lastLoginAt = this.deps.clock.now();
    user.lastLoginIp = client.ip;
    await em.flush();
    return { user, session: await this.deps.sessions.start(em, user.id, client) };
  }

  private async createGoogleUser(em: EntityManager, identity: GoogleIdentity, email: string): Promise<User> {
    const candidates = usernameCandidates(usernameBaseOf(email));
    const taken = new Set((await em.find(User, { username: { $in: candidates } }, { fields: ['username'] })).map(({ username }) => username));
    const username = candidates.find((candidate) => !taken.has(candidate)) ?? `${usernameBaseOf(email).slice(0, 21)}-${randomToken(6).slice(0, 8)}`;
    const now = this.deps.clock.now();
    return em.create(User, {
      username: username.toLowerCase(),
      email,
      googleId: identity.googleId,
      // Google vouched for the address (signInWithGoogle only gets here with email_verified).
      emailVerifiedAt: now,
      trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
      createdAt: now,
      updatedAt: now,
    });
  }
}
