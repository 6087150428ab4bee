import { describe, expect, it } from 'vitest';
import { SIGN_UP_MESSAGES } from '../constants/messages';
import { firstSignUpError, validateForgotEmail, validateLogin, validateRegister, type SignUpFields } from './validation';

const valid: SignUpFields = { username: 'trader', email: 'a@b.co', password: 'longenough', confirmPassword: 'longenough', agreeToTerms: true };

describe('sign-up checks (SPEC §5), first failure shown, in order', () => {
  it.each([
    [{ username: '' }, SIGN_UP_MESSAGES.fillAll],
    [{ confirmPassword: '' }, SIGN_UP_MESSAGES.fillAll],
    [{ username: 'ab', email: 'bad' }, SIGN_UP_MESSAGES.usernameShort],
    [{ email: 'bad', password: 'short', confirmPassword: 'short' }, SIGN_UP_MESSAGES.emailInvalid],
    [{ password: 'short7!', confirmPassword: 'other' }, SIGN_UP_MESSAGES.passwordShort],
    [{ confirmPassword: 'different1' , agreeToTerms: false }, SIGN_UP_MESSAGES.passwordsDiffer],
    [{ agreeToTerms: false }, SIGN_UP_MESSAGES.terms],
  ])('%o → %s', (change, message) => {
    expect(firstSignUpError({ ...valid, ...change }, SIGN_UP_MESSAGES)).toBe(message);
  });

  it('passes a complete form', () => {
    expect(firstSignUpError(valid, SIGN_UP_MESSAGES)).toBeNull();
  });
});

describe('sign-in page forms', () => {
  it('requires both login fields', () => {
    expect(validateLogin({ usernameOrEmail: ' ', password: '' })).toEqual({
      usernameOrEmail: 'Username or email is required',
      password: 'Password is required',
    });
  });
  it('asks the register form for an email address and a 6-character password', () => {
    expect(validateRegister({ username: 'x', email: 'nope', password: '12345', firstName: '', lastName: '' })).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(validateRegister({ username: 'x', email: 'a@b.co', password: '123456', firstName: '', lastName: '' })).toEqual({});
  });
  it('checks the forgot-password email', () => {
    expect(validateForgotEmail('')).toBe('Email is required');
    expect(validateForgotEmail('a@b')).toBe('Please enter a valid email address');
    expect(validateForgotEmail('a@b.co')).toBeNull();
  });
});
