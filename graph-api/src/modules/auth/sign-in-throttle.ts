import type { EntityManager } from '@mikro-orm/core';
import type { AuthConfig } from './auth.config';
import { clientNetworkOf } from './client-network';
import { type RateLimiter, type RateLimitVerdict, refuseWhenLimited, type Reserving } from './rate-limiter';

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
 * The brakes on password guessing. All of them count failures only (each attempt is counted ahead
 * and given back unless it fails), so a client that does not fail is never refused by another's
 * failures:
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

  /**
   * Counts this attempt ahead, as if it failed, on every brake, or throws the 429 (with
   * Retry-After) when one holds it back. The outcome must be settled with `settle`, once known.
   * Counting before checking is what holds a burst sent at once to the limits: each attempt takes
   * its place in one atomic statement, so no more than the limit are ever being checked.
   */
  async reserve(em: EntityManager, attempt: SignInAttempt): Promise<void> {
    // Refused, it waits for this client's own attempts still being checked, not for the server's.
    const ownKeys = [attempt.accountKey, attempt.networkKey, attempt.underAttackKey];
    refuseWhenLimited(await this.limiter.reserveAll(em, ownKeys, (reserving) => this.tryToReserve(reserving, attempt)), TOO_MANY);
  }

  /**
   * A failure keeps the counts taken by `reserve`. An attempt that did not fail gives them back; a
   * successful sign-in also forgets the failures of that account from that client. Not the
   * client's own: signing in to an account of one's own must not buy more guesses at others.
   */
  async settle(em: EntityManager, attempt: SignInAttempt, outcome: 'failed' | 'signed-in' | 'neither'): Promise<void> {
    const eachBrake = outcome === 'failed' ? 'failed' : 'release';
    const outcomes = [
      this.limiter.settle(em, attempt.accountKey, outcome === 'signed-in' ? 'reset' : eachBrake),
      this.limiter.settle(em, attempt.networkKey, eachBrake),
      this.limiter.settle(em, attempt.underAttackKey, eachBrake),
      this.limiter.settle(em, SIGN_IN_GLOBAL_KEY, eachBrake),
    ];
    // Every brake is settled even when one of them fails to be.
    const failed = (await Promise.allSettled(outcomes)).find((settled) => settled.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /** One pass at every brake (what it took is given back when one refuses). */
  private async tryToReserve(reserving: Reserving, attempt: SignInAttempt): Promise<RateLimitVerdict> {
    const { rules } = this;
    const perAccount = await reserving.take(attempt.accountKey, rules.signInPerAccount, attempt.userId);
    if (!perAccount.allowed) return perAccount;
    const perClient = await reserving.take(attempt.networkKey, rules.signInPerIp);
    if (!perClient.allowed) return perClient;
    // Within its own under-attack allowance a client passes, whatever the server's count; past it,
    // only while the server as a whole is under its own.
    const clientUnderAttackLimit = await reserving.take(attempt.underAttackKey, rules.signInPerIpUnderAttack);
    if (clientUnderAttackLimit.allowed) {
      await reserving.add(SIGN_IN_GLOBAL_KEY, rules.signInGlobal);
      return clientUnderAttackLimit;
    }
    const serverWide = await reserving.take(SIGN_IN_GLOBAL_KEY, rules.signInGlobal);
    if (!serverWide.allowed) {
      // Allowed again as soon as either window ends.
      return { allowed: false, retryAfterSeconds: Math.min(clientUnderAttackLimit.retryAfterSeconds, serverWide.retryAfterSeconds) };
    }
    await reserving.add(attempt.underAttackKey, rules.signInPerIpUnderAttack);
    return serverWide;
  }
}
