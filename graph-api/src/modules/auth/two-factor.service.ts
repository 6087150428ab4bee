import type { EntityManager } from '@mikro-orm/core';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { User } from '../../infra/users';
import type { RateLimitRule } from './auth.config';
import { AuthError } from './auth.errors';
import type { Clock } from '../../clock';
import { type RateLimiter, refuseWhenLimited } from './rate-limiter';
import type { SecretBox } from './secret-box';
import { TwoFactor } from './two-factor.entity';

export const TOTP_ISSUER = 'Trading Journal';
const CODE_FORMAT = /^\d{6}$/;
// One 30-second step either side, for a phone clock that is a little off.
const TOLERANCE_SECONDS = 30;

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrCodeDataUrl: string;
}

/** The limit on wrong codes given to enable or disable two-factor: failures per user, like a password's. */
export interface TwoFactorCodeLimit {
  limiter: RateLimiter;
  rule: RateLimitRule;
}

/** TOTP (RFC 6238, the authenticator-app kind): setup, proof, sign-in check, removal. */
export class TwoFactorService {
  constructor(
    private readonly box: SecretBox,
    private readonly clock: Clock,
    private readonly codeLimit: TwoFactorCodeLimit,
  ) {}

  async isEnabled(em: EntityManager, userId: number): Promise<boolean> {
    return (await em.count(TwoFactor, { user: userId, enabledAt: { $ne: null } })) > 0;
  }

  /** A new secret, kept sealed and not yet enabled: the user scans it, then proves it with enable(). */
  async beginSetup(em: EntityManager, user: User): Promise<TwoFactorSetup> {
    if (await this.isEnabled(em, user.id)) throw new AuthError('two_factor_already_enabled');
    const secret = generateSecret();
    const sealedSecret = this.box.seal(secret, contextOf(user.id));
    await em.nativeDelete(TwoFactor, { user: user.id });
    await em.insert(TwoFactor, { user: em.getReference(User, user.id), sealedSecret, createdAt: this.clock.now() });
    const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: user.email, secret });
    return { secret, otpauthUrl, qrCodeDataUrl: await QRCode.toDataURL(otpauthUrl) };
  }

  async enable(em: EntityManager, userId: number, code: string): Promise<void> {
    const pending = await em.fork().findOne(TwoFactor, { user: userId });
    if (!pending) throw new AuthError('two_factor_setup_missing');
    if (pending.enabledAt) throw new AuthError('two_factor_already_enabled');
    if (!(await this.acceptWithinLimit(em, pending, code))) throw new AuthError('invalid_code');
    await em.nativeUpdate(TwoFactor, { user: userId }, { enabledAt: this.clock.now() });
  }

  async disable(em: EntityManager, userId: number, code: string): Promise<void> {
    const active = await em.fork().findOne(TwoFactor, { user: userId, enabledAt: { $ne: null } });
    if (!active) throw new AuthError('two_factor_not_enabled');
    if (!(await this.acceptWithinLimit(em, active, code))) throw new AuthError('invalid_code');
    await em.nativeDelete(TwoFactor, { user: userId });
  }

  /** The sign-in step after the password: nothing to do without 2FA, else a valid unused code. */
  async checkSignIn(em: EntityManager, userId: number, code: string | undefined): Promise<void> {
    const active = await em.fork().findOne(TwoFactor, { user: userId, enabledAt: { $ne: null } });
    if (!active) return;
    if (!code) throw new AuthError('totp_required');
    if (!(await this.accept(em, active, code))) throw new AuthError('totp_invalid');
  }

  /**
   * accept(), each code counted ahead as a failure until it proves right (see RateLimiter), so that
   * a signed-in session cannot guess codes, even many at once. Sign-in codes count with the
   * sign-in's own limits instead.
   */
  private async acceptWithinLimit(em: EntityManager, twoFactor: TwoFactor, code: string | undefined): Promise<boolean> {
    const { limiter, rule } = this.codeLimit;
    const userId = twoFactor.user.id;
    const key = `two-factor-code:user:${userId}`;
    refuseWhenLimited(await limiter.reserve(em, key, rule, userId), 'Too many attempts. Please wait a few minutes and try again.');
    let accepted = false;
    try {
      accepted = await this.accept(em, twoFactor, code);
    } finally {
      await limiter.settle(em, key, accepted ? 'reset' : 'failed');
    }
    return accepted;
  }

  /** Checks `code` against the sealed secret and records its time step, so it cannot be replayed. */
  private async accept(em: EntityManager, twoFactor: TwoFactor, code: string | undefined): Promise<boolean> {
    if (!code || !CODE_FORMAT.test(code)) return false;
    const secret = this.box.open(twoFactor.sealedSecret, contextOf(twoFactor.user.id));
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(this.clock.now().getTime() / 1000),
      epochTolerance: TOLERANCE_SECONDS,
      ...(twoFactor.lastUsedTimeStep === null ? {} : { afterTimeStep: twoFactor.lastUsedTimeStep }),
    });
    if (!result.valid || !('timeStep' in result)) return false;
    // Conditional update: of two requests racing with the same code, only one wins.
    const claimed = await em.nativeUpdate(
      TwoFactor,
      { user: twoFactor.user.id, $or: [{ lastUsedTimeStep: null }, { lastUsedTimeStep: { $lt: result.timeStep } }] },
      { lastUsedTimeStep: result.timeStep },
    );
    return claimed > 0;
  }
}

const contextOf = (userId: number) => `totp:${userId}`;
