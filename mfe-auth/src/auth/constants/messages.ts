/** Texts of SPEC §5 and §8, verbatim: tests assert them. */
export const TOASTS = {
  signedIn: { title: 'Welcome back!', description: 'You have successfully signed in to your trading journal.' },
  registered: { title: 'Account created successfully!', description: 'Your account has been created and you are now signed in.' },
  methodMismatch: 'Sign-in method mismatch',
  invalidInput: 'Invalid input',
  authFailed: 'Authentication failed',
  authFailedDefault: 'Please check your credentials and try again.',
  connection: {
    title: 'Connection error',
    description: 'Unable to connect to the server. Please check your internet connection and try again.',
  },
  resetSent: {
    title: 'Reset link sent',
    description: 'If this email exists in our system, a password reset link has been sent to your inbox.',
  },
  tooManyAttempts: { title: 'Too many attempts', description: 'Please wait a few minutes before requesting another reset link.' },
  resetFailed: { title: 'Reset failed', description: 'We could not process your password reset request. Please try again.' },
  resetNetwork: {
    title: 'Connection error',
    description: 'Unable to send password reset request due to a network issue. Please try again.',
  },
} as const;

export const SIGN_UP_MESSAGES = {
  fillAll: 'Please fill in all fields',
  usernameShort: 'Username must be at least 3 characters long',
  emailInvalid: 'Please enter a valid email address',
  passwordShort: 'Password must be at least 8 characters long',
  passwordsDiffer: 'Passwords do not match',
  terms: 'Please agree to the Terms of Service and Privacy Policy',
  failed: 'An error occurred while creating your account. Please try again.',
  googleFailed: 'Google Sign Up failed. Please try again.',
  /** The server's words (auth.errors.ts) when Google's address belongs to an account whose address is unverified. */
  googleAccountUnverified:
    'An account with this email address already exists, but its address has not been verified. Sign in with its password ' +
    '(or use Forgot Password), verify the address from the link we email you, then use Continue with Google.',
} as const;

export const RESET_MESSAGES = {
  passwordsDiffer: 'Passwords do not match.',
  passwordShort: 'Password must be at least 6 characters long.',
  invalidTitle: 'Invalid Link',
  invalidDefault: 'This reset link is invalid or has expired.',
  errorTitle: 'Error',
  verifyFailed: 'Unable to verify reset link. Please try again.',
  refused: 'Failed to reset password',
  network: 'Network error. Please try again.',
  success: { title: 'Password Reset Successful', description: 'Your password has been updated successfully.' },
} as const;

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not set up on this server.';
