import { createContext, useContext } from 'react';

/**
 * The small contract the shell provides to every remote. Remotes never import the shell: they
 * read this context, which the shell fills in. Routing comes from react-router-dom and toasts
 * from the design system's `useToast`, both shared singletons, so they are not repeated here.
 */
export interface ShellUser {
  id: string;
  username: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** The user's Usage Analytics setting, the consent to third-party analytics; absent counts as on (the default). */
  usageAnalytics?: boolean;
  /** The demo journal (Watch Demo): generated sample data, read-only; the shell labels every page; absent counts as false. */
  demo?: boolean;
}

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export interface ShellSession {
  status: SessionStatus;
  user: ShellUser | null;
  /** Reloads the current user from the API (after sign-in, profile changes). */
  refresh(): Promise<void>;
  /** Ends the server session and forgets the user locally. */
  signOut(): Promise<void>;
  /**
   * True once signOut() ended the session in this tab: a signed-in page the visitor was still on
   * sends them home, not to Sign In to come back to it.
   */
  signedOut?: boolean;
}

export interface AnalyticsEvent {
  action: string;
  category: string;
  label: string;
  value?: number;
}

export interface ShellAnalytics {
  /** Sent when analytics is configured and allowed; held until the session is known, dropped without consent. */
  event(event: AnalyticsEvent): void;
  /**
   * The providers report each session they resolve (null: nobody is signed in) before
   * session.refresh() resolves, so an event sent right after a sign-in follows that user's consent.
   */
  followSession?(user: ShellUser | null): void;
}

export interface ShellContract {
  session: ShellSession;
  analytics: ShellAnalytics;
}

export const ShellContext = createContext<ShellContract | null>(null);

export function useShell(): ShellContract {
  const shell = useContext(ShellContext);
  if (!shell) {
    throw new Error('useShell() must be used inside the shell (or a standalone dev harness) that provides ShellContext');
  }
  return shell;
}
