const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export interface LoginFields {
  usernameOrEmail: string;
  password: string;
}

export interface RegisterFields {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** SPEC §5: both fields required. */
export function validateLogin({ usernameOrEmail, password }: LoginFields): FieldErrors<keyof LoginFields> {
  const errors: FieldErrors<keyof LoginFields> = {};
  if (!usernameOrEmail.trim()) errors.usernameOrEmail = 'Username or email is required';
  if (!password) errors.password = 'Password is required';
  return errors;
}

/** SPEC §5: username, email (email format) and password (6+) required; names optional. */
export function validateRegister({ username, email, password }: RegisterFields): FieldErrors<keyof RegisterFields> {
  const errors: FieldErrors<keyof RegisterFields> = {};
  if (!username.trim()) errors.username = 'Username is required';
  if (!email.trim()) errors.email = 'Email is required';
  else if (!isEmail(email)) errors.email = 'Please enter a valid email address';
  if (!password) errors.password = 'Password is required';
  else if (password.length < 6) errors.password = 'Password must be at least 6 characters';
  return errors;
}

/** SPEC §5: forgot-password email required, email format. */
export function validateForgotEmail(email: string): string | null {
  if (!email.trim()) return 'Email is required';
  return isEmail(email) ? null : 'Please enter a valid email address';
}

export interface SignUpFields {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
}

/** SPEC §5 sign-up checks, in order; the first failure is the one shown. */
export function firstSignUpError(fields: SignUpFields, messages: Record<'fillAll' | 'usernameShort' | 'emailInvalid' | 'passwordShort' | 'passwordsDiffer' | 'terms', string>): string | null {
  const { username, email, password, confirmPassword, agreeToTerms } = fields;
  if (!username || !email || !password || !confirmPassword) return messages.fillAll;
  if (username.trim().length < 3) return messages.usernameShort;
  if (!isEmail(email)) return messages.emailInvalid;
  if (password.length < 8) return messages.passwordShort;
  if (password !== confirmPassword) return messages.passwordsDiffer;
  if (!agreeToTerms) return messages.terms;
  return null;
}
