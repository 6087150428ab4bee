import type { AnalyticsEvent } from './shell';

/**
 * The named events of SPEC §7, each with its category; the label says where or what
 * (docs/site-analytics.md). Pages send them through useShell().analytics.event(…), the analytics test page
 * with the label 'analytics_test'.
 */
export const SITE_EVENTS = {
  /** A tracked button; label: the button's text ('Watch Demo'). */
  buttonClick: (label: string): AnalyticsEvent => ({ action: 'button_click', category: 'engagement', label }),
  /** A sign-up submitted; label: the page ('sign_up_page', 'sign_in_page'). */
  signupAttempt: (label: string): AnalyticsEvent => ({ action: 'signup_attempt', category: 'auth', label }),
  /** A password sign-in that succeeded; label: the method ('password'). */
  loginSuccess: (label: string): AnalyticsEvent => ({ action: 'login_success', category: 'auth', label }),
  /** Continue with Google (or Sign up with Google) pressed; label: the page. */
  googleAuthAttempt: (label: string): AnalyticsEvent => ({ action: 'google_auth_attempt', category: 'auth', label }),
  /** A CSV import stored; label: the platform ('das_trader'), value: the trades imported. */
  csvUploadSuccess: (label: string, tradesImported: number): AnalyticsEvent => ({ action: 'csv_upload_success', category: 'import', label, value: tradesImported }),
  /** The dashboard opened, once per visit; label: 'dashboard'. */
  dashboardView: (label: string): AnalyticsEvent => ({ action: 'dashboard_view', category: 'navigation', label }),
  /** The psychology assessment saved; label: 'assessment'. */
  psychologyAssessmentComplete: (label: string): AnalyticsEvent => ({ action: 'psychology_assessment_complete', category: 'psychology', label }),
} as const;
