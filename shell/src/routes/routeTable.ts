/**
 * A micro-frontend's federation name, one of the design system's list of remotes
 * (@tj/design-system/federation/remotes; a test holds every route to it). Where it lives comes from
 * the remote registry.
 */
export type RemoteName = string;

/** 'app': inside the signed-in app shell (sidebar and header); 'bare': a full page of its own. */
export type RouteLayout = 'app' | 'bare';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  /** The module the remote exposes for this page, e.g. './DashboardPage'. */
  module: string;
  title: string;
  layout: RouteLayout;
  /** Where a visitor who is already signed in goes instead: no sign-in form for the signed in. */
  signedInGoesTo?: string;
}

/** Every route of SPEC §2 that a remote owns. The shell owns /, /privacy-policy, /analytics-test and 404. */
export const remoteRoutes: RemoteRoute[] = [
  { path: '/sign-in', remote: 'mfe_auth', module: './SignInPage', title: 'Sign In', layout: 'bare', signedInGoesTo: '/dashboard' },
  { path: '/sign-up', remote: 'mfe_auth', module: './SignUpPage', title: 'Sign Up', layout: 'bare', signedInGoesTo: '/dashboard' },
  { path: '/reset-password', remote: 'mfe_auth', module: './ResetPasswordPage', title: 'Reset Password', layout: 'bare' },
  { path: '/settings', remote: 'mfe_auth', module: './SettingsPage', title: 'Settings', layout: 'app' },
  { path: '/dashboard', remote: 'mfe_journal', module: './DashboardPage', title: 'Dashboard', layout: 'app' },
  { path: '/history', remote: 'mfe_journal', module: './HistoryPage', title: 'Trade History', layout: 'app' },
  { path: '/analytics', remote: 'mfe_journal', module: './AnalyticsPage', title: 'Analytics', layout: 'app' },
  { path: '/insights', remote: 'mfe_journal', module: './InsightsPage', title: 'AI Insights', layout: 'app' },
  { path: '/reports/weekly', remote: 'mfe_journal', module: './WeeklyReportPage', title: 'Weekly Report', layout: 'app' },
  { path: '/import', remote: 'mfe_import', module: './ImportPage', title: 'Import Trades', layout: 'app' },
  { path: '/psychology', remote: 'mfe_coaching', module: './PsychologyPage', title: 'Psychology', layout: 'app' },
  { path: '/playbook', remote: 'mfe_coaching', module: './PlaybookPage', title: 'Play Book', layout: 'app' },
];

/** The pages the shell renders itself (the 404 page answers every other path). */
export const shellRoutes = [
  { path: '/', title: 'AI Trading Journal' },
  { path: '/privacy-policy', title: 'Privacy Policy' },
  { path: '/analytics-test', title: 'Google Analytics Testing' },
] as const;

export type ShellRoutePath = (typeof shellRoutes)[number]['path'];

/** Every path of the app, for checks that must cover each page (the end-to-end accessibility suite). */
export const allRoutePaths: string[] = [...shellRoutes.map(({ path }) => path), ...remoteRoutes.map(({ path }) => path)];
