import { SITE_EVENTS } from '@tj/design-system';
import type { SiteAnalytics, Tracked } from '../../site-analytics';

/** The label of every event sent from this page, so the site's own figures can leave them out. */
export const TEST_LABEL = 'analytics_test';

export interface TestButton {
  name: string;
  send(analytics: Pick<SiteAnalytics, 'event' | 'pageView'>): Tracked;
}

/** SPEC §2: the eight buttons in their order, each sending the event the app sends for it. */
export const TEST_BUTTONS: readonly TestButton[] = [
  { name: 'Page View', send: (analytics) => analytics.pageView() },
  { name: 'Button Click', send: (analytics) => analytics.event(SITE_EVENTS.buttonClick(TEST_LABEL)) },
  { name: 'User Signup', send: (analytics) => analytics.event(SITE_EVENTS.signupAttempt(TEST_LABEL)) },
  { name: 'Login', send: (analytics) => analytics.event(SITE_EVENTS.loginSuccess(TEST_LABEL)) },
  { name: 'CSV Upload', send: (analytics) => analytics.event(SITE_EVENTS.csvUploadSuccess(TEST_LABEL, 25)) },
  { name: 'Dashboard View', send: (analytics) => analytics.event(SITE_EVENTS.dashboardView(TEST_LABEL)) },
  { name: 'Psychology Assessment', send: (analytics) => analytics.event(SITE_EVENTS.psychologyAssessmentComplete(TEST_LABEL)) },
  { name: 'Google OAuth', send: (analytics) => analytics.event(SITE_EVENTS.googleAuthAttempt(TEST_LABEL)) },
];
