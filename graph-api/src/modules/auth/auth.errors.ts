import { DomainError, type PublicErrorCode } from '../../errors';
import { DEMO_READ_ONLY_MESSAGE } from './access';

export type AuthErrorReason =
  | 'validation_error'
  | 'invalid_credentials'
  | 'oauth_account'
  | 'totp_required'
  | 'totp_invalid'
  | 'rate_limited'
  | 'account_exists'
  | 'invalid_token'
  | 'unauthenticated'
  | 'invalid_api_key'
  | 'session_required'
  | 'cross_site_request'
  | 'unsupported_media_type'
  | 'google_not_configured'
  | 'google_failed'
  | 'google_account_unverified'
  | 'current_password_incorrect'
  | 'invalid_code'
  | 'two_factor_already_enabled'
  | 'two_factor_not_enabled'
  | 'two_factor_setup_missing'
  | 'demo_read_only';

export const GOOGLE_ACCOUNT_UNVERIFIED_MESSAGE =
  'An account with this email address already exists, but its address has not been verified. Sign in with its password ' +
  '(or use Forgot Password), verify the address from the link we email you, then use Continue with Google.';

/** The public code (HTTP status, GraphQL code) and the default text of each reason: the one place they are decided. */
function describe(reason: AuthErrorReason): { code: PublicErrorCode; message: string } {
  switch (reason) {
    case 'validation_error':
      return { code: 'BAD_USER_INPUT', message: 'The request is invalid.' };
    case 'invalid_credentials':
      return { code: 'UNAUTHENTICATED', message: 'Invalid username/email or password.' };
    case 'oauth_account':
      return { code: 'UNAUTHENTICATED', message: 'This account was created with Google. Use Continue with Google to sign in.' };
    case 'totp_required':
      return { code: 'UNAUTHENTICATED', message: 'Enter the 6-digit code from your authenticator app.' };
    case 'totp_invalid':
      return { code: 'UNAUTHENTICATED', message: 'That code is not valid. Enter the current code from your authenticator app.' };
    case 'rate_limited':
      return { code: 'TOO_MANY_REQUESTS', message: 'Too many attempts. Please wait a few minutes and try again.' };
    case 'account_exists':
      return { code: 'CONFLICT', message: 'An account with this username or email already exists.' };
    case 'invalid_token':
      return { code: 'BAD_USER_INPUT', message: 'This reset link is invalid or has expired.' };
    case 'unauthenticated':
      return { code: 'UNAUTHENTICATED', message: 'Authentication required. Please sign in.' };
    case 'invalid_api_key':
      return { code: 'UNAUTHENTICATED', message: 'This API key is invalid or has been revoked.' };
    case 'session_required':
      return { code: 'FORBIDDEN', message: 'Sign in to the app to do this: an API key cannot change account security.' };
    case 'cross_site_request':
      return { code: 'FORBIDDEN', message: 'Cross-site request refused.' };
    case 'unsupported_media_type':
      return { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as JSON (Content-Type: application/json).' };
    case 'google_not_configured':
      return { code: 'SERVICE_UNAVAILABLE', message: 'Google sign-in is not set up on this server.' };
    case 'google_failed':
      return { code: 'UNAUTHENTICATED', message: 'Google sign-in failed. Please try again.' };
    case 'google_account_unverified':
      return { code: 'UNAUTHENTICATED', message: GOOGLE_ACCOUNT_UNVERIFIED_MESSAGE };
    case 'current_password_incorrect':
      return { code: 'BAD_USER_INPUT', message: 'Current password is incorrect.' };
    case 'invalid_code':
      return { code: 'BAD_USER_INPUT', message: 'That code is not valid. Enter the current code from your authenticator app.' };
    case 'two_factor_already_enabled':
      return { code: 'BAD_USER_INPUT', message: 'Two-factor authentication is already on.' };
    case 'two_factor_not_enabled':
      return { code: 'BAD_USER_INPUT', message: 'Two-factor authentication is not on.' };
    case 'two_factor_setup_missing':
      return { code: 'BAD_USER_INPUT', message: 'Start the two-factor setup again: scan the new QR code, then enter its code.' };
    case 'demo_read_only':
      return { code: 'DEMO_READ_ONLY', message: DEMO_READ_ONLY_MESSAGE };
  }
}

/** Everything the auth module refuses, over REST (`{error: reason, message}`) and GraphQL alike. */
export class AuthError extends DomainError<AuthErrorReason> {
  constructor(reason: AuthErrorReason, message?: string, retryAfterSeconds: number | null = null) {
    const { code, message: standard } = describe(reason);
    super(reason, code, message ?? standard, retryAfterSeconds);
  }
}
