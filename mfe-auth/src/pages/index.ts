import SignInPage from './SignInPage';
import SignUpPage from './SignUpPage';
import ResetPasswordPage from './ResetPasswordPage';
import SettingsPage from './SettingsPage';
import type { StandaloneRoute } from '@tj/design-system/app';

/** This remote's pages under the paths the shell mounts them at (used by the standalone harness). */
export const pages: StandaloneRoute[] = [
  { path: '/sign-in', title: 'Sign In', Page: SignInPage },
  { path: '/sign-up', title: 'Sign Up', Page: SignUpPage },
  { path: '/reset-password', title: 'Reset Password', Page: ResetPasswordPage },
  { path: '/settings', title: 'Settings', Page: SettingsPage },
];
