import { z } from 'zod';
import { AuthError } from './auth.errors';

export const PASSWORD_MIN = 6;
// argon2 takes any length; the cap keeps one request from hashing megabytes.
export const PASSWORD_MAX = 256;

const required = (what: string) => ({ error: `${what} is required.` });

export const passwordSchema = z
  .string(required('Password'))
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long.`);

/** Stored lower-cased: uniqueness must mean the same on SQLite (case-sensitive) and MySQL (not). */
export const emailSchema = z
  .string(required('Email'))
  .trim()
  .min(1, 'Email is required.')
  .max(255, 'Email must be at most 255 characters long.')
  .pipe(z.email('Please enter a valid email address.'))
  .transform((email) => email.toLowerCase());

export const usernameSchema = z
  .string(required('Username'))
  .trim()
  .regex(/^[A-Za-z0-9_.-]{3,30}$/, 'Username must be 3 to 30 characters: letters, digits, underscore, dot or hyphen.')
  .transform((username) => username.toLowerCase());

const optionalName = (what: string) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .max(100, `${what} must be at most 100 characters long.`)
    .nullish()
    .transform((name) => name || null);

/** A request body: an object of these fields (an array or a string gets one clear message). */
const body = <T extends z.ZodRawShape>(shape: T) => z.object(shape, { error: 'Send the fields as a JSON object.' });

export const loginSchema = body({
  usernameOrEmail: z.string(required('Username or email')).trim().min(1, 'Username or email is required.').max(255),
  password: z.string(required('Password')).min(1, 'Password is required.').max(PASSWORD_MAX),
  totpCode: z
    .string({ error: 'The authenticator code must be text.' })
    .trim()
    .optional()
    .transform((code) => code || undefined),
});

export const registerSchema = body({
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
  firstName: optionalName('First name'),
  lastName: optionalName('Last name'),
});

export const forgotPasswordSchema = body({ email: emailSchema });

export const resetPasswordSchema = body({
  token: z.string(required('The reset token')).min(1, 'The reset token is required.').max(200),
  password: passwordSchema,
});

export type LoginInput = z.output<typeof loginSchema>;
export type RegisterInput = z.output<typeof registerSchema>;

/** The parsed input, or a validation_error carrying the first problem in words a person can act on. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new AuthError('validation_error', result.error.issues[0]?.message ?? 'The request is invalid.');
}
