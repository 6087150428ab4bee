import type { EntityManager } from '@mikro-orm/core';
import type { AuthConfig } from './auth.config';
import { clientNetworkOf } from './client-network';
import { type RateLimiter, refuseWhenLimited } from './rate-limiter';

const TOO_MANY = 'Too many sign-in attempts. Please wait a few minutes and try again.';
const SIGN_IN_GLOBAL_KEY = 'sign-in:global';

/** One password sign-in: the account it names (or the name itself when no account has it) and where it comes from. */
export interface SignInAttempt {
  accountKey: string;
  networkKey: string;
  underAttackKey: string;
  userId: number | null;
}

type SignInRules = Pick<AuthConfig['rateLimits'], 'signInPerAccount' | 'signInPerIp' | 'signInGlobal' | 'signInPerIpUnderAttack'>;

/**
 * The brakes on password guessing. All of them count failures only, so a client that does not
 * fail is never refused by another's failures:
 * - per account and client: its username and its email are one account, so both count together;
 *   a name no account has is counted by itself, so guessing it costs the same;
 * - per client (an IPv4 address or an IPv6 /64), whatever names it tries;
 * - server-wide: once failures across the server pass `signInGlobal` (credential stuffing from
 *   many addresses, each below its own limit), clients that failed `signInPerIpUnderAttack` times
 *   are refused too. Clients without failures are not: no one can lock everyone out.
 */
export class SignInThrottle {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly rules: SignInRules,
  ) {}

  /** `account` is the id of the account the name or email belongs to, else the normalised name. */
  attemptOf(account: { userId: number } | { unknownName: string }, ip: string | null): SignInAttempt {
    const network = clientNetworkOf(ip);
    const accountPart = 'userId' in account ? ['user', account.userId] : ['name', account.unknownName];
    return {
      // JSON keeps the parts apart whatever characters an unknown name holds.
      accountKey: `sign-in:account:${JSON.stringify([...accountPart, network])}`,
      networkKey: `sign-in:ip:${network}`,
      underAttackKey: `sign-in:ip-under-attack:${network}`,
      userId: 'userId' in account ? account.userId : null,
    };
  }

  /** Throws the 429 (with Retry-After) when any brake holds this attempt back. */
  async refuseWhenThrottled(em: EntityManager, attempt: SignInAttempt): Promise<void> {
    const { limiter, rules } = this;
    refuseWhenLimited(await limiter.check(em, attempt.accountKey, rules.signInPerAccount), TOO_MANY);
    refuseWhenLimited(await limiter.check(em, attempt.networkKey, rules.signInPerIp), TOO_MANY);
    const clientUnderAttackLimit = await limiter.check(em, attempt.underAttackKey, rules.signInPerIpUnderAttack);
    if (clientUnderAttackLimit.allowed) return;
    const serverWide = await limiter.check(em, SIGN_IN_GLOBAL_KEY, rules.signInGlobal);
    if (serverWide.allowed) return;
    // Allowed again as soon as either window ends.
    const retryAfterSeconds = Math.min(clientUnderAttackLimit.retryAfterSeconds, serverWide.retryAfterSeconds);
    refuseWhenLimited({ allowed: false, retryAfterSeconds }, TOO_MANY);
  }

  async countFailure(em: EntityManager, attempt: SignInAttempt): Promise<void> {
    const { limiter, rules } = this;
    await limiter.consume(em, attempt.accountKey, rules.signInPerAccount, attempt.userId);
    await limiter.consume(em, attempt.networkKey, rules.signInPerIp);
    await limiter.consume(em, attempt.underAttackKey, rules.signInPerIpUnderAttack);
    await limiter.consume(em, SIGN_IN_GLOBAL_KEY, rules.signInGlobal);
  }

  /**
   * A successful sign-in forgets the failures of that account from that client. Not the client's
   * own: signing in to an account of one's own must not buy more guesses at others.
   */
  forgetAccountFailures(em: EntityManager, attempt: SignInAttempt): Promise<void> {
    return this.limiter.reset(em, attempt.accountKey);
  }
}
