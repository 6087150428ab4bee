import { useMemo, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { ShellContext, type ShellAnalytics, type ShellContract, type ShellUser } from '../contracts/shell';
import { ThemeProvider, ToastProvider } from '../index';
import { createApolloClient } from './apollo';
import { useSessionState } from './session';

const apolloClient = createApolloClient();

const noAnalytics: ShellAnalytics = { event: () => undefined };

interface AppProvidersProps {
  children: ReactNode;
  /** The site's analytics; it follows each resolved session (its Usage Analytics consent). */
  analytics?: ShellAnalytics;
  /** The session, asked for as the app started (see useSessionState). */
  firstSession?: Promise<ShellUser | null>;
}

/** Theme, toasts, GraphQL client and the shell contract: everything a page expects around it. */
export function AppProviders({ children, analytics = noAnalytics, firstSession }: AppProvidersProps) {
  const followSession = useMemo(() => analytics.followSession?.bind(analytics), [analytics]);
  const session = useSessionState(followSession, firstSession);
  const shell = useMemo<ShellContract>(() => ({ session, analytics }), [session, analytics]);
  return (
    <ThemeProvider>
      <ApolloProvider client={apolloClient}>
        <ShellContext.Provider value={shell}>
          <ToastProvider>{children}</ToastProvider>
        </ShellContext.Provider>
      </ApolloProvider>
    </ThemeProvider>
  );
}
