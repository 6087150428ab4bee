import { HttpError, isNetworkError } from '../../api/http';
import { TOASTS } from '../constants/messages';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success' | 'warning';
}

/** SPEC §8: the toast for a failed sign-in or registration. */
export function authFailureToast(error: unknown): ToastInput {
  if (isNetworkError(error)) return { ...TOASTS.connection, variant: 'destructive' };
  const body = error instanceof HttpError ? error.body : {};
  const title =
    body.error === 'oauth_account' ? TOASTS.methodMismatch : body.error === 'validation_error' ? TOASTS.invalidInput : TOASTS.authFailed;
  return { title, description: body.message || TOASTS.authFailedDefault, variant: 'destructive' };
}

/** SPEC §8: the toast for a failed forgot-password request. */
export function forgotPasswordFailureToast(error: unknown): ToastInput {
  if (isNetworkError(error)) return { ...TOASTS.resetNetwork, variant: 'destructive' };
  if (error instanceof HttpError && error.status === 429) return { ...TOASTS.tooManyAttempts, variant: 'warning' };
  const message = error instanceof HttpError ? error.body.message : undefined;
  return { title: TOASTS.resetFailed.title, description: message || TOASTS.resetFailed.description, variant: 'destructive' };
}
