import { z } from 'zod';
import { ConfigError } from '../../startup-errors';
import { parseDurationSeconds } from './duration';

/** N requests per window; the (N+1)th inside the window is refused with 429. */
export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
}

export interface AuthConfig {
  session: {
    /** A session unused this long is over. */
    idleTimeoutSeconds: number;
    /** A session this old is over, however busy. */
    absoluteTimeoutSeconds: number;
  };
  /** argon2id cost; OWASP's minimum (19 MiB, 2 passes) is the default and, in production, the floor. */
  passwordHashing: { memoryKiB: number; iterations: number };
  rateLimits: {
    /** Failed sign-ins per account (its username and email together) and client. */
    signInPerAccount: RateLimitRule;
    /** Failed sign-ins per client (IPv4 address or IPv6 /64), whatever the names. */
    signInPerIp: RateLimitRule;
    /**
     * Failed sign-ins over the whole server past which it is under attack (credential stuffing from
     * many addresses): clients that failed `signInPerIpUnderAttack` times are then refused too.
     */
    signInGlobal: RateLimitRule;
    signInPerIpUnderAttack: RateLimitRule;
    registerPerIp: RateLimitRule;
    passwordResetPerEmail: RateLimitRule;
    passwordResetPerIp: RateLimitRule;
    /** Changes of address asked for in Settings (each mails a confirmation link) per user. */
    emailChangePerUser: RateLimitRule;
    /** Verification links re-sent per user (the one of sign-up is not counted). */
    verificationMailPerUser: RateLimitRule;
  };
  /** Null when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are not both set: Google sign-in is off. */
  google: GoogleConfig | null;
  /** Key material for secrets stored encrypted (TOTP); without it a key file in DATA_DIR is used. */
  appSecret: string | null;
}

export const OWASP_ARGON2_MIN = { memoryKiB: 19_456, iterations: 2 } as const;

const GOOGLE_DEFAULTS = {
  authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
};

const blankAsUnset = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

const duration = (fallback: string) =>
  blankAsUnset(
    z
      .string()
      .default(fallback)
      .transform((text, ctx) => {
        const seconds = parseDurationSeconds(text);
        if (seconds === null) {
          ctx.addIssue({ code: 'custom', message: `expected a duration such as 90s, 15m, 12h or 7d; got "${text}"` });
          return z.NEVER;
        }
        return seconds;
      }),
  );

/** A `<count>/<duration>` variable ("10/15m"), blank meaning the fallback; other modules' limits read it too. */
export const rateLimit = (fallback: string) =>
  blankAsUnset(
    z
      .string()
      .default(fallback)
      .transform((text, ctx): RateLimitRule => {
        const [count, window] = text.split('/');
        const limit = /^\d+$/.test(count?.trim() ?? '') ? Number(count) : 0;
        const windowSeconds = window === undefined ? null : parseDurationSeconds(window);
        if (limit < 1 || windowSeconds === null) {
          ctx.addIssue({ code: 'custom', message: `expected <count>/<duration> such as 10/15m; got "${text}"` });
          return z.NEVER;
        }
        return { limit, windowSeconds };
      }),
  );

const url = (fallback: string) => blankAsUnset(z.url().default(fallback));

/** The variables of the auth module, merged into the server's environment schema by config.ts. */
export const authEnvShape = {
  SESSION_IDLE_TIMEOUT: duration('7d'),
  SESSION_ABSOLUTE_TIMEOUT: duration('30d'),
  PASSWORD_HASH_MEMORY_KIB: blankAsUnset(z.coerce.number().int().min(1024).default(OWASP_ARGON2_MIN.memoryKiB)),
  PASSWORD_HASH_ITERATIONS: blankAsUnset(z.coerce.number().int().min(1).default(OWASP_ARGON2_MIN.iterations)),
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: rateLimit('10/15m'),
  RATE_LIMIT_SIGN_IN_PER_IP: rateLimit('50/15m'),
  RATE_LIMIT_SIGN_IN_GLOBAL: rateLimit('500/15m'),
  RATE_LIMIT_SIGN_IN_PER_IP_UNDER_ATTACK: rateLimit('10/15m'),
  RATE_LIMIT_REGISTER_PER_IP: rateLimit('20/1h'),
  RATE_LIMIT_PASSWORD_RESET_PER_EMAIL: rateLimit('3/15m'),
  RATE_LIMIT_PASSWORD_RESET_PER_IP: rateLimit('10/15m'),
  RATE_LIMIT_EMAIL_CHANGE_PER_USER: rateLimit('5/1h'),
  RATE_LIMIT_VERIFICATION_MAIL_PER_USER: rateLimit('3/1h'),
  GOOGLE_CLIENT_ID: blankAsUnset(z.string().optional()),
  GOOGLE_CLIENT_SECRET: blankAsUnset(z.string().optional()),
  GOOGLE_AUTH_URL: url(GOOGLE_DEFAULTS.authorizationUrl),
  GOOGLE_TOKEN_URL: url(GOOGLE_DEFAULTS.tokenUrl),
  GOOGLE_USERINFO_URL: url(GOOGLE_DEFAULTS.userInfoUrl),
  APP_SECRET: blankAsUnset(z.string().min(32, 'APP_SECRET must be at least 32 characters').optional()),
};

export type AuthEnv = z.output<z.ZodObject<typeof authEnvShape>>;

export function authConfigFrom(env: AuthEnv, { production }: { production: boolean }): AuthConfig {
  const passwordHashing = { memoryKiB: env.PASSWORD_HASH_MEMORY_KIB, iterations: env.PASSWORD_HASH_ITERATIONS };
  if (production && (passwordHashing.memoryKiB < OWASP_ARGON2_MIN.memoryKiB || passwordHashing.iterations < OWASP_ARGON2_MIN.iterations)) {
    throw new ConfigError(
      `PASSWORD_HASH_MEMORY_KIB/PASSWORD_HASH_ITERATIONS are below ${OWASP_ARGON2_MIN.memoryKiB} KiB / ${OWASP_ARGON2_MIN.iterations}: ` +
        'lower costs are for tests only, never with NODE_ENV=production',
    );
  }
  if (env.SESSION_IDLE_TIMEOUT > env.SESSION_ABSOLUTE_TIMEOUT) {
    throw new ConfigError('SESSION_IDLE_TIMEOUT is longer than SESSION_ABSOLUTE_TIMEOUT');
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to enable Google sign-in, or neither');
  }
  return {
    session: { idleTimeoutSeconds: env.SESSION_IDLE_TIMEOUT, absoluteTimeoutSeconds: env.SESSION_ABSOLUTE_TIMEOUT },
    passwordHashing,
    rateLimits: {
      signInPerAccount: env.RATE_LIMIT_SIGN_IN_PER_ACCOUNT,
      signInPerIp: env.RATE_LIMIT_SIGN_IN_PER_IP,
      signInGlobal: env.RATE_LIMIT_SIGN_IN_GLOBAL,
      signInPerIpUnderAttack: env.RATE_LIMIT_SIGN_IN_PER_IP_UNDER_ATTACK,
      registerPerIp: env.RATE_LIMIT_REGISTER_PER_IP,
      passwordResetPerEmail: env.RATE_LIMIT_PASSWORD_RESET_PER_EMAIL,
      passwordResetPerIp: env.RATE_LIMIT_PASSWORD_RESET_PER_IP,
      emailChangePerUser: env.RATE_LIMIT_EMAIL_CHANGE_PER_USER,
      verificationMailPerUser: env.RATE_LIMIT_VERIFICATION_MAIL_PER_USER,
    },
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            authorizationUrl: env.GOOGLE_AUTH_URL,
            tokenUrl: env.GOOGLE_TOKEN_URL,
            userInfoUrl: env.GOOGLE_USERINFO_URL,
          }
        : null,
    appSecret: env.APP_SECRET ?? null,
  };
}
