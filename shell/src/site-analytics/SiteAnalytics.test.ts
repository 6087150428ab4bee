import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SITE_EVENTS } from '@tj/design-system';
import { readAnalyticsConfig } from './config';
import { SITE_TITLE } from './documentTitle';
import type { GtagWindow } from './gtag';
import { MAX_HELD_COMMANDS, NOT_CONFIGURED_WARNING, SiteAnalytics, TAG_FAILED_WARNING } from './SiteAnalytics';

const ID = 'G-TEST1234';
const GTAG_SRC = `https://www.googletagmanager.com/gtag/js?id=${ID}`;

/**
 * A page of its own per test: a document, its address, and the window properties the analytics
 * writes (dataLayer, gtag, the opt-out flag).
 */
function page({ url = 'https://journal.example.com/dashboard', head = `<meta name="ga-measurement-id" content="${ID}">`, title = 'AI Trading Journal - Advanced Trading Analytics' } = {}) {
  const document = globalThis.document.implementation.createHTMLDocument();
  document.head.innerHTML = head;
  document.title = title;
  const window = { document, location: new URL(url) } as unknown as GtagWindow;
  const warn = vi.fn();
  const analytics = new SiteAnalytics({ config: readAnalyticsConfig(window.document), window, console: { warn } });
  /** What gtag queued, each command as the array of its arguments. */
  const commands = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
  const scripts = () => [...window.document.querySelectorAll('script')];
  return { window, analytics, warn, commands, scripts };
}

const startCommands = (config: Record<string, unknown> = { send_page_view: false }) => [['js', expect.any(Date)], ['config', ID, config]];

describe('site analytics without a measurement id', () => {
  it('sends nothing, loads nothing, and says so in exactly one console warning', () => {
    const { window, analytics, warn, scripts } = page({ head: '' });
    analytics.followSession(null);
    expect(analytics.event(SITE_EVENTS.loginSuccess('password'))).toEqual({
      name: 'login_success',
      params: { event_category: 'auth', event_label: 'password' },
      delivery: 'not-configured',
    });
    expect(analytics.pageView().delivery).toBe('not-configured');
    analytics.followSession({ usageAnalytics: true });
    expect(window.dataLayer).toBeUndefined();
    expect(window.gtag).toBeUndefined();
    expect(scripts()).toEqual([]);
    expect(warn.mock.calls).toEqual([[NOT_CONFIGURED_WARNING]]);
    expect(analytics.status()).toEqual({ measurementId: null, debug: false, consent: 'granted', tag: 'not-loaded' });
  });

  it('ignores a measurement id that is not a GA4 one, and a debug flag without an id', () => {
    const { analytics, warn } = page({ head: '<meta name="ga-measurement-id" content="UA-1234-5"><meta name="analytics-debug" content="on">' });
    expect(analytics.status()).toMatchObject({ measurementId: null, debug: false });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('site analytics with a measurement id', () => {
  it('holds everything, and loads nothing, until the session is known', () => {
    const { window, analytics, warn, scripts } = page();
    expect(analytics.pageView().delivery).toBe('held');
    expect(analytics.event(SITE_EVENTS.dashboardView('dashboard')).delivery).toBe('held');
    expect(window.dataLayer).toBeUndefined();
    expect(scripts()).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    expect(analytics.status()).toEqual({ measurementId: ID, debug: false, consent: 'pending', tag: 'not-loaded' });
  });

  it('starts once an anonymous visitor is known: gtag as Google documents it, gtag.js, then what was held, in order', () => {
    const { window, analytics, commands, scripts } = page();
    analytics.pageView();
    analytics.event(SITE_EVENTS.csvUploadSuccess('das_trader', 12));
    analytics.followSession(null);

    expect(commands()).toEqual([
      ...startCommands(),
      ['set', { page_location: 'https://journal.example.com/dashboard' }],
      ['event', 'page_view', { page_path: '/dashboard', page_location: 'https://journal.example.com/dashboard', page_title: SITE_TITLE }],
      ['event', 'csv_upload_success', { event_category: 'import', event_label: 'das_trader', value: 12 }],
    ]);
    // gtag.js reads Arguments objects, as Google's snippet pushes them.
    expect(window.dataLayer?.every((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')).toBe(true);
    expect(scripts().map(({ src, async }) => ({ src, async }))).toEqual([{ src: GTAG_SRC, async: true }]);
    expect(scripts()[0]?.parentElement).toBe(window.document.head);
    expect(analytics.status()).toMatchObject({ consent: 'granted', tag: 'loading' });

    expect(analytics.event(SITE_EVENTS.buttonClick('Watch Demo'))).toEqual({
      name: 'button_click',
      params: { event_category: 'engagement', event_label: 'Watch Demo' },
      delivery: 'sent',
    });
    expect(commands().at(-1)).toEqual(['event', 'button_click', { event_category: 'engagement', event_label: 'Watch Demo' }]);
    analytics.followSession({ usageAnalytics: true });
    expect(scripts()).toHaveLength(1);
  });

  it('sends each SPEC §7 event with its category, label and value', () => {
    const { analytics, commands } = page();
    analytics.followSession({ usageAnalytics: true });
    analytics.event(SITE_EVENTS.signupAttempt('sign_up_page'));
    analytics.event(SITE_EVENTS.loginSuccess('password'));
    analytics.event(SITE_EVENTS.googleAuthAttempt('sign_in_page'));
    analytics.event(SITE_EVENTS.dashboardView('dashboard'));
    analytics.event(SITE_EVENTS.psychologyAssessmentComplete('assessment'));
    analytics.event(SITE_EVENTS.csvUploadSuccess('generic', 0));
    expect(commands().slice(2)).toEqual([
      ['event', 'signup_attempt', { event_category: 'auth', event_label: 'sign_up_page' }],
      ['event', 'login_success', { event_category: 'auth', event_label: 'password' }],
      ['event', 'google_auth_attempt', { event_category: 'auth', event_label: 'sign_in_page' }],
      ['event', 'dashboard_view', { event_category: 'navigation', event_label: 'dashboard' }],
      ['event', 'psychology_assessment_complete', { event_category: 'psychology', event_label: 'assessment' }],
      ['event', 'csv_upload_success', { event_category: 'import', event_label: 'generic', value: 0 }],
    ]);
  });

  it('never loads gtag.js for a user who turned Usage Analytics off, and drops what was held', () => {
    const { window, analytics, scripts } = page();
    analytics.pageView();
    analytics.followSession({ usageAnalytics: false });
    expect(analytics.event(SITE_EVENTS.loginSuccess('password')).delivery).toBe('no-consent');
    expect(analytics.pageView().delivery).toBe('no-consent');
    expect(window.dataLayer).toBeUndefined();
    expect(window.gtag).toBeUndefined();
    expect(scripts()).toEqual([]);
    expect(analytics.status()).toMatchObject({ consent: 'denied', tag: 'not-loaded' });
  });

  it('stops sending when consent is withdrawn (and tells gtag.js to send nothing), and starts again when it is given', () => {
    const { window, analytics, commands, scripts } = page();
    analytics.followSession(null);
    analytics.event(SITE_EVENTS.buttonClick('before'));
    const sentBefore = commands().length;

    analytics.followSession({ usageAnalytics: false });
    expect((window as unknown as Record<string, unknown>)[`ga-disable-${ID}`]).toBe(true);
    expect(analytics.event(SITE_EVENTS.buttonClick('while off')).delivery).toBe('no-consent');
    expect(analytics.pageView().delivery).toBe('no-consent');
    expect(commands()).toHaveLength(sentBefore);

    analytics.followSession({ usageAnalytics: true });
    expect((window as unknown as Record<string, unknown>)[`ga-disable-${ID}`]).toBe(false);
    analytics.event(SITE_EVENTS.buttonClick('after'));
    expect(commands().slice(sentBefore)).toEqual([['event', 'button_click', { event_category: 'engagement', event_label: 'after' }]]);
    expect(scripts()).toHaveLength(1);
  });

  it('a user who turns Usage Analytics on after starting with it off starts analytics then', () => {
    const { analytics, commands, scripts } = page();
    analytics.followSession({ usageAnalytics: false });
    analytics.event(SITE_EVENTS.buttonClick('while off'));
    analytics.followSession({ usageAnalytics: true });
    analytics.event(SITE_EVENTS.buttonClick('on'));
    expect(commands()).toEqual([...startCommands(), ['event', 'button_click', { event_category: 'engagement', event_label: 'on' }]]);
    expect(scripts()).toHaveLength(1);
  });

  it('sends page views without the query or fragment, which may hold a reset token', () => {
    const { analytics, commands } = page({ url: 'https://journal.example.com/reset-password?token=s3cret-token#top' });
    analytics.followSession(null);
    analytics.pageView();
    expect(commands().slice(2)).toEqual([
      ['set', { page_location: 'https://journal.example.com/reset-password' }],
      ['event', 'page_view', { page_path: '/reset-password', page_location: 'https://journal.example.com/reset-password', page_title: SITE_TITLE }],
    ]);
    expect(JSON.stringify(commands())).not.toContain('s3cret');
  });

  it('reports the page view of each page with its own title', () => {
    const { window, analytics, commands } = page();
    analytics.followSession(null);
    (window as unknown as { location: URL }).location = new URL('https://journal.example.com/history?filter=winners');
    window.document.title = 'Trade History';
    analytics.pageView();
    expect(commands().at(-1)).toEqual(['event', 'page_view', { page_path: '/history', page_location: 'https://journal.example.com/history', page_title: 'Trade History' }]);
  });

  it('keeps at most the newest MAX_HELD_COMMANDS while waiting for the session', () => {
    const { analytics, commands } = page();
    for (let index = 1; index <= MAX_HELD_COMMANDS + 50; index += 1) analytics.event(SITE_EVENTS.buttonClick(`click ${index}`));
    analytics.followSession(null);
    const flushed = commands().slice(2);
    expect(flushed).toHaveLength(MAX_HELD_COMMANDS);
    expect(flushed[0]).toEqual(['event', 'button_click', { event_category: 'engagement', event_label: 'click 51' }]);
  });

  it('says when gtag.js loaded, and warns once (no error) when it could not be', () => {
    const loaded = page();
    const statuses: string[] = [];
    loaded.analytics.subscribe(() => statuses.push(loaded.analytics.status().tag));
    loaded.analytics.followSession(null);
    loaded.scripts()[0]?.dispatchEvent(new Event('load'));
    expect(statuses).toEqual(['loading', 'loaded']);
    expect(loaded.warn).not.toHaveBeenCalled();

    const blocked = page();
    blocked.analytics.followSession(null);
    blocked.scripts()[0]?.dispatchEvent(new Event('error'));
    expect(blocked.analytics.status().tag).toBe('failed');
    expect(blocked.warn.mock.calls).toEqual([[TAG_FAILED_WARNING]]);
  });

  it('gives the status object anew only when it changes', () => {
    const { analytics } = page();
    const first = analytics.status();
    expect(analytics.status()).toBe(first);
    analytics.followSession(null);
    expect(analytics.status()).not.toBe(first);
    expect(analytics.status()).toEqual({ measurementId: ID, debug: false, consent: 'granted', tag: 'loading' });
  });
});

describe('the document title rule (SPEC §7)', () => {
  it.each(['', '   ', 'shell', 'mfe_journal', 'mfe_auth', 'React App', 'Rspack App', 'Document'])('gives the site title to a page titled %j, at once and on each page view', (title) => {
    const { window, analytics, commands } = page({ title });
    expect(window.document.title).toBe(SITE_TITLE);
    window.document.title = title;
    analytics.followSession(null);
    analytics.pageView();
    expect(window.document.title).toBe(SITE_TITLE);
    expect(commands().at(-1)).toEqual(['event', 'page_view', expect.objectContaining({ page_title: SITE_TITLE })]);
  });

  it.each(['Trade History', 'Google Analytics Testing', 'My shell company'])('keeps a title a page chose: %j', (title) => {
    const { window } = page({ title });
    expect(window.document.title).toBe(title);
  });
});

describe('analytics debug mode (the SPEC §7 start-up burst)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const debugPage = () => page({ head: `<meta name="ga-measurement-id" content="${ID}"><meta name="analytics-debug" content="on">` });
  const burst = (commands: unknown[][]) => commands.filter(([kind, , params]) => kind === 'event' && (params as { event_category?: string }).event_category === 'debug');
  const debugEvent = (action: string, label = 'start-up burst', value?: number) => ['event', action, { event_category: 'debug', event_label: label, ...(value ? { value } : {}) }];

  it('sends verification and site-active after 2 s, the four staggered over 500 ms to 1 s, then 6 heartbeats 10 s apart, and nothing after', () => {
    const { analytics, commands } = debugPage();
    analytics.followSession(null);
    expect(commands().slice(0, 2)).toEqual(startCommands({ send_page_view: false, debug_mode: true }));

    const at = (ms: number) => {
      vi.advanceTimersByTime(ms - Date.now() + start);
      return burst(commands());
    };
    const start = Date.now();
    expect(at(1999)).toEqual([]);
    expect(at(2000)).toEqual([debugEvent('site_verification'), debugEvent('site_active')]);
    expect(at(2499)).toHaveLength(2);
    expect(at(2500).slice(2)).toEqual([debugEvent('debug_engagement')]);
    expect(at(2667).slice(3)).toEqual([debugEvent('debug_scroll')]);
    expect(at(2833).slice(4)).toEqual([debugEvent('debug_first_visit')]);
    expect(at(2999)).toHaveLength(5);
    expect(at(3000).slice(5)).toEqual([debugEvent('debug_session_start')]);
    for (let beat = 1; beat <= 6; beat += 1) {
      expect(at(2000 + beat * 10_000 - 1)).toHaveLength(5 + beat);
      expect(at(2000 + beat * 10_000).slice(5 + beat)).toEqual([debugEvent('debug_heartbeat', 'heartbeat', beat)]);
    }
    expect(at(200_000)).toHaveLength(12);
  });

  it('waits for consent: the 2 s count from when analytics starts', () => {
    const { analytics, commands } = debugPage();
    vi.advanceTimersByTime(5000);
    expect(commands()).toEqual([]);
    analytics.followSession(null);
    vi.advanceTimersByTime(1999);
    expect(burst(commands())).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(burst(commands())).toHaveLength(2);
  });

  it('is never sent without consent, and stops when consent is withdrawn', () => {
    const denied = debugPage();
    denied.analytics.followSession({ usageAnalytics: false });
    vi.advanceTimersByTime(100_000);
    expect(denied.window.dataLayer).toBeUndefined();

    const withdrawn = debugPage();
    withdrawn.analytics.followSession(null);
    vi.advanceTimersByTime(12_000);
    expect(burst(withdrawn.commands())).toHaveLength(7);
    withdrawn.analytics.followSession({ usageAnalytics: false });
    withdrawn.analytics.followSession({ usageAnalytics: true });
    vi.advanceTimersByTime(100_000);
    expect(burst(withdrawn.commands())).toHaveLength(7);
  });

  it('is off by default', () => {
    const { analytics, commands } = page();
    analytics.followSession(null);
    vi.advanceTimersByTime(100_000);
    expect(commands()).toEqual(startCommands());
  });
});
