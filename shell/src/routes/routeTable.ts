/** The micro-frontends the shell knows by name; where they live comes from the remote registry. */
export type RemoteName = 'mfe_auth' | 'mfe_journal' | 'mfe_import' | 'mfe_coaching';

/** 'app': inside the signed-in app shell (sidebar and header); 'bare': a full page of its own. */
export type RouteLayout = 'app' | 'bare';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The module the remote exposes for this page, e.g. './DashboardPage'. */
  module: string;
  title: string;
  layout: RouteLayout;
}

/** Every route of SPEC §2 that a remote owns. The shell owns /, /privacy-policy, /analytics-test and 404. */
export const remoteRoutes: RemoteRoute[] = [
  { path: '/sign-in', remote: 'mfe_auth', module: './SignInPage', title: 'Sign In', layout: 'bare' },
  { path: '/sign-up', remote: 'mfe_auth', module: './SignUpPage', title: 'Sign Up', layout: 'bare' },
  { path: '/reset-password', remote: 'mfe_auth', module: './ResetPasswordPage', title: 'Reset Password', layout: 'bare' },
  { path: '/settings', remote: 'mfe_auth', module: './SettingsPage', title: 'Settings', layout: 'app' },
  { path: '/dashboard', remote: 'mfe_journal', module: './DashboardPage', title: 'Dashboard', layout: 'app' },
  { path: '/history', remote: 'mfe_journal', module: './HistoryPage', title: 'Trade History', layout: 'app' },
  { path: '/analytics', remote: 'mfe_journal', module: './AnalyticsPage', title: 'Analytics', layout: 'app' },
  { path: '/insights', remote: 'mfe_journal', module: './InsightsPage', title: 'AI Insights', layout: 'app' },
  { path: '/import', remote: 'mfe_import', module: './ImportPage', title: 'Import Trades', layout: 'app' },
  { path: '/psychology', remote: 'mfe_coaching', module: './PsychologyPage', title: 'Psychology', layout: 'app' },
  { path: '/playbook', remote: 'mfe_coaching', module: './PlaybookPage', title: 'Play Book', layout: 'app' },
];
