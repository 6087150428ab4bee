import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@tj/design-system';
import { SiteAnalytics } from '../site-analytics';
import type { GtagWindow } from '../site-analytics/gtag';
import { AnalyticsTestPage } from './AnalyticsTestPage';

const SPEC_BUTTONS = ['Page View', 'Button Click', 'User Signup', 'Login', 'CSV Upload', 'Dashboard View', 'Psychology Assessment', 'Google OAuth'];
const EMPTY_TEXT = 'No events logged yet. Click the test buttons above to start tracking.';

/** The page over an analytics instance of its own, on a page of its own, at 09:31:05. */
function renderPage(measurementId: string | null) {
  const document = globalThis.document.implementation.createHTMLDocument();
  document.title = 'AI Trading Journal - Advanced Trading Analytics';
  const window = { document, location: new URL('https://journal.example.com/analytics-test') } as unknown as GtagWindow;
  const analytics = new SiteAnalytics({ config: { measurementId, debug: false }, window, console: { warn: vi.fn() } });
  render(
    <ThemeProvider>
      <AnalyticsTestPage analytics={analytics} now={() => new Date(2025, 0, 21, 9, 31, 5)} />
    </ThemeProvider>,
  );
  const commands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
  return { analytics, commands };
}

const log = () => screen.getByRole('log', { name: 'Event log' });
const lines = () => within(log()).queryAllByRole('listitem').map((item) => item.textContent);

afterEach(cleanup);

describe('/analytics-test', () => {
  it('has its title, Back to Home, the eight SPEC buttons in order, Clear Log, the empty log and the verification steps', () => {
    renderPage(null);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Google Analytics Testing');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    const events = screen.getByRole('region', { name: 'Test Events' });
    expect(within(events).getAllByRole('button').map((button) => button.textContent)).toEqual(SPEC_BUTTONS);
    expect(screen.getByRole('button', { name: 'Clear Log' })).toBeEnabled();
    expect(log()).toHaveTextContent(EMPTY_TEXT);
    const verify = screen.getByRole('region', { name: 'How to Verify' });
    expect(within(verify).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(Array(3).fill('https://analytics.google.com/'));
    expect(verify).toHaveTextContent('Realtime');
    expect(verify).toHaveTextContent('DebugView');
  });

  it('says Not configured without a measurement id, and logs each event as not sent', async () => {
    const { commands } = renderPage(null);
    const status = screen.getByRole('region', { name: /Connection Status/ });
    expect(status).toHaveTextContent('Not configured');
    expect(status).not.toHaveTextContent('Connected');
    expect(status).toHaveTextContent('GA_MEASUREMENT_ID is not set on the server, so no events are sent.');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(lines()).toEqual(['09:31:05 login_success event_category: auth, event_label: analytics_test — Not sent: GA_MEASUREMENT_ID is not set']);
    expect(commands()).toEqual([]);
  });

  it('says Connected with the measurement id, sends each button’s event and logs a timestamped line for it', async () => {
    const { analytics, commands } = renderPage('G-TEST1234');
    const status = screen.getByRole('region', { name: /Connection Status/ });
    expect(status).toHaveTextContent('Connected');
    expect(status).toHaveTextContent('Measurement IDG-TEST1234');
    expect(status).toHaveTextContent('Waiting for your session: events are held until it is known.');
    act(() => analytics.followSession(null));
    expect(status).toHaveTextContent('Events are sent to this property.');
    expect(status).toHaveTextContent('Google tagLoading');

    for (const name of SPEC_BUTTONS) await userEvent.click(screen.getByRole('button', { name }));
    const at = '09:31:05';
    expect(lines()).toEqual([
      `${at} page_view page_path: /analytics-test, page_location: https://journal.example.com/analytics-test, page_title: AI Trading Journal - Advanced Trading Analytics — Sent`,
      `${at} button_click event_category: engagement, event_label: analytics_test — Sent`,
      `${at} signup_attempt event_category: auth, event_label: analytics_test — Sent`,
      `${at} login_success event_category: auth, event_label: analytics_test — Sent`,
      `${at} csv_upload_success event_category: import, event_label: analytics_test, value: 25 — Sent`,
      `${at} dashboard_view event_category: navigation, event_label: analytics_test — Sent`,
      `${at} psychology_assessment_complete event_category: psychology, event_label: analytics_test — Sent`,
      `${at} google_auth_attempt event_category: auth, event_label: analytics_test — Sent`,
    ]);
    expect(commands().slice(2)).toEqual([
      ['set', { page_location: 'https://journal.example.com/analytics-test' }],
      ['event', 'page_view', { page_path: '/analytics-test', page_location: 'https://journal.example.com/analytics-test', page_title: 'AI Trading Journal - Advanced Trading Analytics' }],
      ['event', 'button_click', { event_category: 'engagement', event_label: 'analytics_test' }],
      ['event', 'signup_attempt', { event_category: 'auth', event_label: 'analytics_test' }],
      ['event', 'login_success', { event_category: 'auth', event_label: 'analytics_test' }],
      ['event', 'csv_upload_success', { event_category: 'import', event_label: 'analytics_test', value: 25 }],
      ['event', 'dashboard_view', { event_category: 'navigation', event_label: 'analytics_test' }],
      ['event', 'psychology_assessment_complete', { event_category: 'psychology', event_label: 'analytics_test' }],
      ['event', 'google_auth_attempt', { event_category: 'auth', event_label: 'analytics_test' }],
    ]);
    expect(within(log()).getAllByRole('listitem')[0]?.querySelector('time')).toHaveAttribute('dateTime', new Date(2025, 0, 21, 9, 31, 5).toISOString());
  });

  it('says events are held until the session is known, then not sent when Usage Analytics is off', async () => {
    const { analytics, commands } = renderPage('G-TEST1234');
    await userEvent.click(screen.getByRole('button', { name: 'Dashboard View' }));
    act(() => analytics.followSession({ usageAnalytics: false }));
    expect(screen.getByRole('region', { name: /Connection Status/ })).toHaveTextContent('Events are not sent: you turned Usage Analytics off in Settings.');
    await userEvent.click(screen.getByRole('button', { name: 'CSV Upload' }));
    expect(lines()).toEqual([
      '09:31:05 dashboard_view event_category: navigation, event_label: analytics_test — Held until your session is known',
      '09:31:05 csv_upload_success event_category: import, event_label: analytics_test, value: 25 — Not sent: Usage Analytics is off',
    ]);
    expect(commands()).toEqual([]);
  });

  it('Clear Log empties the log, which shows the empty text again, and keeps focus on Clear Log', async () => {
    renderPage(null);
    await userEvent.click(screen.getByRole('button', { name: 'Page View' }));
    await userEvent.click(screen.getByRole('button', { name: 'Google OAuth' }));
    expect(lines()).toHaveLength(2);
    const clear = screen.getByRole('button', { name: 'Clear Log' });
    await userEvent.click(clear);
    expect(lines()).toEqual([]);
    expect(log()).toHaveTextContent(EMPTY_TEXT);
    expect(clear).toHaveFocus();
  });

  it('works by keyboard: Tab to a button, Enter and Space each send it', async () => {
    renderPage(null);
    screen.getByRole('button', { name: 'Page View' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Button Click' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(lines().map((line) => line?.split(' ')[1])).toEqual(['button_click', 'button_click']);
  });
});
