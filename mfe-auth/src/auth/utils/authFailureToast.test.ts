import { describe, expect, it } from 'vitest';
import { HttpError } from '../../api/http';
import { authFailureToast, forgotPasswordFailureToast } from './authFailureToast';

const failure = (status: number, body: Record<string, string>) => new HttpError(status, body, JSON.stringify(body), '');

describe('sign-in failure toasts (SPEC §8)', () => {
  it('names a Google account signing in with a password', () => {
    expect(authFailureToast(failure(401, { error: 'oauth_account', message: 'Use Google.' }))).toMatchObject({
      title: 'Sign-in method mismatch',
      description: 'Use Google.',
    });
  });
  it('names invalid input', () => {
    expect(authFailureToast(failure(400, { error: 'validation_error' }))).toMatchObject({
      title: 'Invalid input',
      description: 'Please check your credentials and try again.',
    });
  });
  it('falls back to Authentication failed', () => {
    expect(authFailureToast(failure(401, { error: 'invalid_credentials', message: 'Invalid username/email or password.' }))).toMatchObject({
      title: 'Authentication failed',
      description: 'Invalid username/email or password.',
    });
  });
  it('tells a network failure apart', () => {
    expect(authFailureToast(new TypeError('Failed to fetch'))).toMatchObject({
      title: 'Connection error',
      description: 'Unable to connect to the server. Please check your internet connection and try again.',
    });
  });
  it('formats HTTP errors as <status>: <text>', () => {
    expect(failure(500, { message: 'x' }).message).toBe('500: {"message":"x"}');
    expect(new HttpError(502, {}, '', 'Bad Gateway').message).toBe('502: Bad Gateway');
  });
});

describe('forgot-password failure toasts (SPEC §8)', () => {
  it('warns on 429', () => {
    expect(forgotPasswordFailureToast(failure(429, { error: 'rate_limited' }))).toEqual({
      title: 'Too many attempts',
      description: 'Please wait a few minutes before requesting another reset link.',
      variant: 'warning',
    });
  });
  it('shows the server message or the default', () => {
    expect(forgotPasswordFailureToast(failure(400, {}))).toMatchObject({
      title: 'Reset failed',
      description: 'We could not process your password reset request. Please try again.',
    });
  });
  it('tells a network failure apart', () => {
    expect(forgotPasswordFailureToast(new TypeError('Failed to fetch'))).toMatchObject({
      title: 'Connection error',
      description: 'Unable to send password reset request due to a network issue. Please try again.',
    });
  });
});
